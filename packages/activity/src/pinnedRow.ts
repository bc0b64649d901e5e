import type { MyRank } from '@h5/api'

/**
 * My row as the board's foot pins it: ranked, with my rank and the points to pass the row above (null when first),
 * or not ranked, with the points to enter the board (null when the server gave none). `hidden`: my name is hidden
 * from others.
 */
export type PinnedRow =
  | { ranked: true; rank: number; points: number; gapToAbove: number | null; hidden: boolean }
  | { ranked: false; points: number; gapToEnter: number | null; hidden: boolean }

/**
 * My pinned row from a board's answer (`state.ranking.mine`).
 *
 * @example
 * const row = pinnedRow(state.ranking!.mine)
 * row.ranked ? `第${row.rank}名 距上一名 ${row.gapToAbove}` : `未上榜 还差 ${row.gapToEnter}`
 */
export function pinnedRow(mine: MyRank): PinnedRow {
  const { rank, points, gapToAbove, hidden } = mine
  return rank === null ? { ranked: false, points, gapToEnter: gapToAbove, hidden } : { ranked: true, rank, points, gapToAbove, hidden }
}
