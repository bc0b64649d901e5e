import { COIN_TAP_BAR_MS, LIGHTHOUSE_BARS, RECORDED_TBT } from '../budgets.ts'
import type { LighthouseMetrics } from './runLighthouse.ts'

/** One route's medians: the code-split build as shipped and the one-bundle baseline of the same run. */
export interface RouteMedians {
  route: string
  split: LighthouseMetrics
  baseline: LighthouseMetrics
}

export interface BarReport {
  /** One line per bar that failed, naming the route and the figures. */
  failures: string[]
  /** One line per route: its TBT against the baseline's and against the figure the README records. */
  tbtLines: string[]
}

const ratioText = (ratio: number) => (Number.isFinite(ratio) ? `x${ratio.toFixed(2)}` : 'x∞')

/** `split / baseline`; a baseline of 0 makes any blocking infinitely worse, and none at all equal. */
function tbtRatio(split: number, baseline: number): number {
  if (baseline > 0) return split / baseline
  return split > 0 ? Infinity : 0
}

/**
 * Holds the bench's medians to the bars of scripts/budgets.ts: per route, score >= LIGHTHOUSE_BARS.score and
 * >= the baseline's, LCP <= LIGHTHOUSE_BARS.lcp, TBT below LIGHTHOUSE_BARS.tbtRatio of the baseline's; and
 * the 开 coin's worst moment (tap to first turning frame) within COIN_TAP_BAR_MS, when taps were measured.
 * Also prints each route's TBT against RECORDED_TBT, so a change that raises it shows in every run.
 *
 * @example
 * const { failures } = checkBars(routes, 42)
 * if (failures.length > 0) process.exitCode = 1
 */
export function checkBars(routes: readonly RouteMedians[], worstTapMs?: number, recordedTbt: typeof RECORDED_TBT = RECORDED_TBT): BarReport {
  const failures: string[] = []
  const tbtLines: string[] = []
  for (const { route, split, baseline } of routes) {
    if (split.score < LIGHTHOUSE_BARS.score) failures.push(`${route}: score ${split.score} < ${LIGHTHOUSE_BARS.score}`)
    if (split.score < baseline.score) failures.push(`${route}: score ${split.score} < the baseline's ${baseline.score}`)
    if (split.lcp > LIGHTHOUSE_BARS.lcp) failures.push(`${route}: LCP ${Math.round(split.lcp)} ms > ${LIGHTHOUSE_BARS.lcp} ms`)
    const ratio = tbtRatio(split.tbt, baseline.tbt)
    const tbt = `TBT ${Math.round(split.tbt)} ms against the baseline's ${Math.round(baseline.tbt)} ms (${ratioText(ratio)})`
    if (!(ratio < LIGHTHOUSE_BARS.tbtRatio)) failures.push(`${route}: ${tbt}, not below x${LIGHTHOUSE_BARS.tbtRatio.toFixed(2)}`)
    const recorded = recordedTbt.routes[route]
    if (recorded) {
      const above = ratio > recorded.ratio
      tbtLines.push(
        `${route}: ${tbt}; recorded ${recorded.ms} ms (${ratioText(recorded.ratio)}) on ${recordedTbt.date}: ${above ? 'ABOVE the recorded figure' : 'within it'}`,
      )
    } else tbtLines.push(`${route}: ${tbt}; no recorded figure (scripts/budgets.ts RECORDED_TBT)`)
  }
  if (worstTapMs !== undefined && !(worstTapMs <= COIN_TAP_BAR_MS)) {
    failures.push(`/redpacket/open: 开 answered a tap in ${Number.isFinite(worstTapMs) ? `${Math.round(worstTapMs)} ms` : 'never'} at its worst moment > ${COIN_TAP_BAR_MS} ms`)
  }
  return { failures, tbtLines }
}
