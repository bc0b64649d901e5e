import { median } from './median.ts'
import { METRIC_NAMES, type LighthouseMetrics } from './runLighthouse.ts'

/**
 * Each metric's {@link median} over `runs`: the figures the table prints and the bars of scripts/budgets.ts are checked on.
 *
 * @example
 * medianMetrics(runs).lcp // the median LCP, ms
 */
export function medianMetrics(runs: readonly LighthouseMetrics[]): LighthouseMetrics {
  return Object.fromEntries(METRIC_NAMES.map((name) => [name, median(runs.map((run) => run[name]))])) as unknown as LighthouseMetrics
}
