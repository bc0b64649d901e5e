/**
 * `pnpm size`: the budgets of scripts/budgets.ts as a check. Builds the app in memory (the same config as
 * `vite build`) and prints, in gzip bytes: the start-up JS of every route of the route table, heaviest first,
 * every JS chunk, every CSS file, and each published package's dist. Exits 1 when a budget is exceeded, saying
 * what to do. Part of `pnpm test`; `pnpm size:packages` prints the packages only.
 */
import { resolve } from 'node:path'
import { measureApp } from './size/appSizes.ts'
import { measurePackages } from './size/packageSizes.ts'
import { readWorkspacePackages } from './packages/readWorkspacePackages.ts'
import { repoRoot } from './repoRoot.ts'
import type { SizeReport } from './size/sizeReport.ts'

const packagesOnly = process.argv.includes('--packages')
const reports: SizeReport[] = [
  ...(packagesOnly ? [] : await measureApp(resolve('apps/web'))),
  await measurePackages(readWorkspacePackages(repoRoot)),
]

console.log(reports.map((report) => report.text).join('\n\n'))
const failures = reports.flatMap((report) => report.failures)
if (failures.length > 0) {
  const help = reports.flatMap((report) => (report.help ? [report.help] : []))
  console.error(`\nSize check failed (scripts/budgets.ts):\n${failures.map((line) => `  - ${line}`).join('\n')}`)
  if (help.length > 0) console.error(`\n${help.join('\n\n')}`)
  process.exitCode = 1
} else {
  console.log('\nAll size budgets of scripts/budgets.ts hold (gzip level 9, 1 KB = 1024 bytes).')
}
