import { formatTable } from '../size/formatTable.ts'
import { median } from './median.ts'
import type { MainThreadWork } from './measureMainThreadWork.ts'

/** Every run of one build of one route. */
export interface MainThreadResult {
  route: string
  variant: string
  runs: readonly MainThreadWork[]
}

const NAMES = ['blockingMs', 'longestMs', 'totalMs'] as const

/** Each figure's median over `runs`. */
export function medianWork(runs: readonly MainThreadWork[]): MainThreadWork {
  return Object.fromEntries(NAMES.map((name) => [name, median(runs.map((run) => run[name]))])) as unknown as MainThreadWork
}

/**
 * The medians of measureMainThreadWork per route and build, then the ratios `subject / baseline` per route.
 *
 * @example
 * console.log(formatMainThreadTable(results, 'code-split', 'eager (baseline)'))
 */
export function formatMainThreadTable(results: readonly MainThreadResult[], subject: string, baseline: string): string {
  const rows: string[][] = []
  for (const route of [...new Set(results.map((result) => result.route))]) {
    const of = (variant: string) => results.find((result) => result.route === route && result.variant === variant)
    const pair = [of(subject), of(baseline)]
    for (const result of pair) {
      if (result) rows.push([`${route} ${result.variant}`, ...NAMES.map((name) => `${Math.round(medianWork(result.runs)[name])} ms`)])
    }
    const [a, b] = pair
    if (a && b) {
      const [ma, mb] = [medianWork(a.runs), medianWork(b.runs)]
      rows.push([`${route} ratio to baseline`, ...NAMES.map((name) => (mb[name] === 0 ? (ma[name] === 0 ? 'x1.00' : '-') : `x${(ma[name] / mb[name]).toFixed(2)}`))])
    }
  }
  return formatTable(['route / build', 'blocking (4x CPU)', 'longest task', 'all tasks'], rows)
}
