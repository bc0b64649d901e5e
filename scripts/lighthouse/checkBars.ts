import { COIN_TAP_BAR_MS, LIGHTHOUSE_BARS, RECORDED_START_UP } from '../budgets.ts'
import type { MainThreadWork } from './measureMainThreadWork.ts'
import type { LighthouseMetrics } from './runLighthouse.ts'

/** One route's medians: the code-split build as shipped and the one-bundle baseline of the same run. */
export interface RouteMedians {
  route: string
  split: LighthouseMetrics
  baseline: LighthouseMetrics
  /** The code-split build's main-thread work after the first paint, when measured. */
  splitWork?: MainThreadWork
}

export interface BarReport {
  /** One line per bar that failed, naming the route and the figures. */
  failures: string[]
  /** Per route: its TBT against the baseline's and the recorded figure; its main-thread work against the recorded. */
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
 * >= the baseline's, LCP <= LIGHTHOUSE_BARS.lcp, TBT below LIGHTHOUSE_BARS.tbtRatio of the baseline's unless it
 * is within LIGHTHOUSE_BARS.tbtFloorMs (no blocking to speak of); and
 * the 开 coin's worst moment (tap to first turning frame) within COIN_TAP_BAR_MS, when taps were measured.
 * Also prints each route's TBT and main-thread work against RECORDED_START_UP, so a change that raises them
 * shows in every run.
 *
 * @example
 * const { failures } = checkBars(routes, 42)
 * if (failures.length > 0) process.exitCode = 1
 */
export function checkBars(routes: readonly RouteMedians[], worstTapMs?: number, recorded: typeof RECORDED_START_UP = RECORDED_START_UP): BarReport {
  const failures: string[] = []
  const tbtLines: string[] = []
  for (const { route, split, baseline, splitWork } of routes) {
    if (split.score < LIGHTHOUSE_BARS.score) failures.push(`${route}: score ${split.score} < ${LIGHTHOUSE_BARS.score}`)
    if (split.score < baseline.score) failures.push(`${route}: score ${split.score} < the baseline's ${baseline.score}`)
    if (split.lcp > LIGHTHOUSE_BARS.lcp) failures.push(`${route}: LCP ${Math.round(split.lcp)} ms > ${LIGHTHOUSE_BARS.lcp} ms`)
    const ratio = tbtRatio(split.tbt, baseline.tbt)
    const tbt = `TBT ${Math.round(split.tbt)} ms against the baseline's ${Math.round(baseline.tbt)} ms (${ratioText(ratio)})`
    const blocks = split.tbt > LIGHTHOUSE_BARS.tbtFloorMs
    if (blocks && !(ratio < LIGHTHOUSE_BARS.tbtRatio)) failures.push(`${route}: ${tbt}, not below x${LIGHTHOUSE_BARS.tbtRatio.toFixed(2)}`)
    const figures = recorded.routes[route]
    const against = (now: number, then: number) => (now > then ? 'ABOVE the recorded figure' : 'within it')
    if (!figures) {
      tbtLines.push(`${route}: ${tbt}; no recorded figure (scripts/budgets.ts RECORDED_START_UP)`)
      continue
    }
    tbtLines.push(`${route}: ${tbt}; recorded ${figures.tbtMs} ms (${ratioText(figures.tbtRatio)}) on ${recorded.date}: ${against(ratio, figures.tbtRatio)}`)
    if (splitWork) {
      tbtLines.push(
        `${route}: main thread after the first paint ${Math.round(splitWork.totalMs)} ms; recorded ${figures.mainThreadMs} ms: ${against(splitWork.totalMs, figures.mainThreadMs)}`,
      )
    }
  }
  if (worstTapMs !== undefined && !(worstTapMs <= COIN_TAP_BAR_MS)) {
    failures.push(`/redpacket/open: 开 answered a tap in ${Number.isFinite(worstTapMs) ? `${Math.round(worstTapMs)} ms` : 'never'} at its worst moment > ${COIN_TAP_BAR_MS} ms`)
  }
  return { failures, tbtLines }
}
