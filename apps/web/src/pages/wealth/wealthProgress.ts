import type { WealthLevel } from '@h5/api'

/**
 * A level's name as the server's table has it, or `N级` when the table lacks that level.
 *
 * @example
 * levelName([{ level: 8, name: '伯爵8级', … }], 8) // '伯爵8级'
 */
export function levelName(levels: WealthLevel['levels'], level: number): string {
  return levels.find((row) => row.level === level)?.name ?? `${level}级`
}

/**
 * How far my value has come from my level's start to the next level's (0 to 1): the upgrade bar. 1 at the top;
 * a table that lacks my level counts from 0, and figures the server got wrong never leave 0 to 1.
 *
 * @example
 * levelProgress({ value: 70_000, levels: [{ level: 8, minValue: 64_000, … }], level: 8, nextLevel: { level: 9, minValue: 81_000 }, … }) // 6000 / 17000
 */
export function levelProgress(wealth: Pick<WealthLevel, 'value' | 'level' | 'levels' | 'nextLevel'>): number {
  if (!wealth.nextLevel) return 1
  const start = wealth.levels.find((row) => row.level === wealth.level)?.minValue ?? 0
  const span = wealth.nextLevel.minValue - start
  if (span <= 0) return 0
  return Math.min(1, Math.max(0, (wealth.value - start) / span))
}
