/**
 * `node scripts/run-ts.mjs scripts/unit-test-durations.ts [--runs N] [--baseline DIR] [--stress] [--slowest K]
 * <vitest filters and options>`: runs the unit tests the filters pick (`apps/web/src/pages/benefit`,
 * `--project web`) N times (default 3) with vitest's JSON reporter and prints, per test file, the median of its
 * time and of its slowest test, and in how many runs a test failed; then the K slowest tests (default 10).
 *
 * `--baseline DIR` runs the same filters in another checkout too (e.g. `git archive main | tar -x -C DIR` and
 * `pnpm install --offline` there), alternating with this one run by run so that drift on a shared machine hits
 * both, and prints its figures beside this checkout's. `--stress` keeps every core busy with Debian's stress-ng
 * meanwhile, as CI's shared cores are (`apt-get install -y stress-ng`): the suite must pass that way, with no
 * retries, under the per-test cap of vitest.workspace.ts.
 *
 * A benchmark that prints figures (the tests themselves assert no times); exits 1 when a test of this
 * checkout failed in any run.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { repoRoot } from './repoRoot.ts'
import { formatTable } from './size/formatTable.ts'
import { readVitestReport, type FileDurations } from './unit-durations/readVitestReport.ts'
import { slowestTests, summarizeFiles, type FileSummary } from './unit-durations/summarizeDurations.ts'

interface Options {
  runs: number
  baseline: string | undefined
  stress: boolean
  slowest: number
  vitestArgs: string[]
}

function readOptions(args: readonly string[]): Options {
  const options: Options = { runs: 3, baseline: undefined, stress: false, slowest: 10, vitestArgs: [] }
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!
    if (arg === '--runs') options.runs = Number(args[++index])
    else if (arg === '--baseline') options.baseline = resolve(args[++index] ?? '')
    else if (arg === '--stress') options.stress = true
    else if (arg === '--slowest') options.slowest = Number(args[++index])
    // `pnpm bench:unit -- …` hands the separator on.
    else if (arg !== '--') options.vitestArgs.push(arg)
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more')
  if (!Number.isInteger(options.slowest) || options.slowest < 0) throw new Error('--slowest takes a whole number of tests')
  return options
}

/** One vitest run of `args` in the checkout at `root`: its files and tests. */
function runVitest(root: string, args: readonly string[]): FileDurations[] {
  const folder = mkdtempSync(join(tmpdir(), 'unit-durations-'))
  const report = join(folder, 'report.json')
  try {
    const run = spawnSync(
      join(root, 'node_modules/.bin/vitest'),
      ['run', '--config', 'vitest.workspace.ts', '--reporter=json', `--outputFile=${report}`, ...args],
      { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    )
    let text: string
    try {
      text = readFileSync(report, 'utf8')
    } catch {
      throw new Error(`vitest wrote no report in ${root} (exit ${run.status}):\n${(run.stderr ?? '').slice(-4000)}`)
    }
    return readVitestReport(JSON.parse(text), root)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)

function fileRows(mine: readonly FileSummary[], baseline: readonly FileSummary[] | undefined): string[][] {
  return mine.map((summary) => {
    const row = [summary.file, seconds(summary.medianMs), seconds(summary.slowestTestMs), `${summary.failedRuns}/${summary.runs}`]
    if (!baseline) return row
    const before = baseline.find((entry) => entry.file === summary.file)
    return [...row, before ? seconds(before.medianMs) : '-', before ? seconds(before.slowestTestMs) : '-', before ? `${before.failedRuns}/${before.runs}` : '-']
  })
}

const options = readOptions(process.argv.slice(3))
const checkouts = [{ name: 'this checkout', root: repoRoot }, ...(options.baseline ? [{ name: 'baseline', root: options.baseline }] : [])]
const results = new Map<string, FileDurations[][]>(checkouts.map((checkout) => [checkout.name, []]))

const cores = availableParallelism()
if (options.stress && spawnSync('stress-ng', ['--version']).error) throw new Error('stress-ng is missing: apt-get install -y stress-ng')
const stress = options.stress ? spawn('stress-ng', ['--cpu', String(cores), '--quiet'], { stdio: 'ignore' }) : undefined
const stopStress = () => stress?.kill()
process.on('exit', stopStress)

try {
  for (let run = 1; run <= options.runs; run += 1) {
    // Alternate which checkout goes first, so that a machine getting busier or quieter moves both alike.
    const order = run % 2 === 1 ? checkouts : [...checkouts].reverse()
    for (const checkout of order) {
      const started = Date.now()
      const files = runVitest(checkout.root, options.vitestArgs)
      results.get(checkout.name)!.push(files)
      const failed = files.flatMap((file) => file.tests).filter((test) => !test.passed).length
      console.log(`run ${run}/${options.runs}, ${checkout.name}: ${seconds(Date.now() - started)} s, ${files.length} files, ${failed} failed tests`)
    }
  }
} finally {
  stopStress()
}

const mine = summarizeFiles(results.get('this checkout')!)
const baseline = options.baseline ? summarizeFiles(results.get('baseline')!) : undefined
const load = options.stress ? `, stress-ng on ${cores} cores` : ''
console.log(`\nMedians of ${options.runs} run${options.runs === 1 ? '' : 's'} of \`vitest run ${options.vitestArgs.join(' ')}\`${load}, seconds`)
const header = ['file', 'median', 'slowest test', 'failed runs']
console.log(formatTable(baseline ? [...header, 'baseline median', 'slowest test', 'failed runs'] : header, fileRows(mine, baseline)))

if (options.slowest > 0) {
  console.log(`\nThe ${options.slowest} slowest tests of this checkout (median s, failed runs)`)
  const tests = slowestTests(results.get('this checkout')!, options.slowest)
  console.log(formatTable(['test', 'median', 'failed runs'], tests.map((test) => [`${test.file} > ${test.name}`, seconds(test.medianMs), String(test.failedRuns)])))
}

if (mine.some((summary) => summary.failedRuns > 0)) process.exitCode = 1
