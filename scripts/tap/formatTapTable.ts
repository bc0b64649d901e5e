import { formatTable } from '../size/formatTable.ts'
import type { CoinTap } from './measureCoinTap.ts'
import { summarizeTaps } from './summarizeTaps.ts'

/** Every tap of one build, over all runs. */
export interface VariantTaps {
  variant: string
  taps: readonly CoinTap[]
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never')

/**
 * One row per moment after the first paint: for each build, the median time from the tap to the first frame
 * of the turning coin, to the open request, and in how many runs the tap came before the app ran (held by the
 * prerendered page); then the worst moment of each build.
 *
 * @example
 * console.log(formatTapTable([{ variant: 'code-split', taps }]))
 */
export function formatTapTable(variants: readonly VariantTaps[]): string {
  const summaries = variants.map(({ variant, taps }) => ({ variant, ...summarizeTaps(taps) }))
  const header = ['tap at (after FCP)', ...summaries.flatMap(({ variant }) => [`${variant}: turning`, 'open request', 'before app'])]
  const moments = [...new Set(summaries.flatMap(({ moments: list }) => list.map((moment) => moment.atMs)))].sort((a, b) => a - b)
  const rows = moments.map((atMs) => [
    `${atMs} ms`,
    ...summaries.flatMap(({ moments: list }) => {
      const moment = list.find((candidate) => candidate.atMs === atMs)
      return moment ? [ms(moment.turningMs), ms(moment.requestMs), `${moment.held}/${moment.runs}`] : ['', '', '']
    }),
  ])
  rows.push(['worst moment', ...summaries.flatMap((summary) => [ms(summary.worstTurningMs), ms(summary.worstRequestMs), ''])])
  return formatTable(header, rows)
}
