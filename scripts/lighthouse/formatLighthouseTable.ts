import { formatTable, kb } from '../size/formatTable.ts'
import { medianMetrics } from './medianMetrics.ts'
import { METRIC_NAMES, type LighthouseMetrics } from './runLighthouse.ts'

/** Every run of one build of one route. */
export interface VariantResult {
  route: string
  variant: string
  runs: readonly LighthouseMetrics[]
}

const HEADER = ['route / build', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred', 'LCP range']

const show: Record<(typeof METRIC_NAMES)[number], (value: number) => string> = {
  score: (value) => String(Math.round(value)),
  fcp: (value) => `${(value / 1000).toFixed(2)} s`,
  lcp: (value) => `${(value / 1000).toFixed(2)} s`,
  tbt: (value) => `${Math.round(value)} ms`,
  cls: (value) => value.toFixed(3),
  jsBytes: kb,
}

/** `value / base` as `x0.85`; `-` when the base is 0 (TBT and CLS are often 0 for both). */
function ratio(value: number, base: number): string {
  return base === 0 ? (value === 0 ? 'x1.00' : '-') : `x${(value / base).toFixed(2)}`
}

/**
 * The medians per route and build, then the row of ratios `subject / baseline` per route (below 1 is faster or
 * smaller, above 1 a higher score), and each build's LCP range over its runs.
 */
export function formatLighthouseTable(results: readonly VariantResult[], subject: string, baseline: string): string {
  const rows: string[][] = []
  for (const route of [...new Set(results.map((result) => result.route))]) {
    const of = (variant: string) => results.find((result) => result.route === route && result.variant === variant)
    const pair = [of(subject), of(baseline)]
    for (const result of pair) {
      if (!result) continue
      const m = medianMetrics(result.runs)
      const lcps = result.runs.map((run) => run.lcp)
      rows.push([`${route} ${result.variant}`, ...METRIC_NAMES.map((name) => show[name](m[name])), `${show.lcp(Math.min(...lcps))}–${show.lcp(Math.max(...lcps))}`])
    }
    const [a, b] = pair
    if (a && b) {
      const ma = medianMetrics(a.runs)
      const mb = medianMetrics(b.runs)
      rows.push([`${route} ratio to baseline`, ...METRIC_NAMES.map((name) => ratio(ma[name], mb[name])), ''])
    }
  }
  return formatTable(HEADER, rows)
}
