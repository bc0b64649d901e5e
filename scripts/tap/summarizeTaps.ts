import { median } from '../lighthouse/median.ts'
import type { CoinTap } from './measureCoinTap.ts'

/** The taps at one moment after the first paint, over every run. */
export interface TapMoment {
  atMs: number
  /** Median over the runs, ms; Infinity when the coin did not turn in half of them or more. */
  turningMs: number
  /** Median over the runs, ms; Infinity when no open request went out in half of them or more. */
  requestMs: number
  /** How many of the runs' taps came while the prerendered page still held taps (before the app ran). */
  held: number
  runs: number
}

/** The median of measurements where a missing one (the coin never turned) counts as slower than any other. */
function medianOrNever(values: readonly (number | undefined)[]): number {
  return median(values.map((value) => value ?? Infinity))
}

/**
 * The taps of every run grouped by their moment after the first paint, earliest first, each with its medians
 * over the runs; and the worst moment's medians, which is what the bar (a tap answered within 100 ms at any
 * moment) holds.
 *
 * @example
 * summarizeTaps([{ atMs: 0, turningMs: 20, requestMs: 300, appLive: false }]).worstTurningMs // 20
 */
export function summarizeTaps(taps: readonly CoinTap[]): { moments: TapMoment[]; worstTurningMs: number; worstRequestMs: number } {
  const byMoment = new Map<number, CoinTap[]>()
  for (const tap of taps) byMoment.set(tap.atMs, [...(byMoment.get(tap.atMs) ?? []), tap])
  const moments = [...byMoment]
    .sort(([a], [b]) => a - b)
    .map(([atMs, at]) => ({
      atMs,
      turningMs: medianOrNever(at.map((tap) => tap.turningMs)),
      requestMs: medianOrNever(at.map((tap) => tap.requestMs)),
      held: at.filter((tap) => !tap.appLive).length,
      runs: at.length,
    }))
  return {
    moments,
    worstTurningMs: Math.max(...moments.map((moment) => moment.turningMs)),
    worstRequestMs: Math.max(...moments.map((moment) => moment.requestMs)),
  }
}
