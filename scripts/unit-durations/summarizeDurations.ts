import { median } from '../lighthouse/median.ts'
import type { FileDurations } from './readVitestReport.ts'

/** A test file over several runs. */
export interface FileSummary {
  file: string
  /** The median of the file's time. */
  medianMs: number
  /** The median, over runs, of the file's slowest test. */
  slowestTestMs: number
  /** In how many runs a test of the file failed (a time-out is a failure). */
  failedRuns: number
  runs: number
}

/** A test over several runs. */
export interface TestSummary {
  file: string
  name: string
  medianMs: number
  failedRuns: number
}

/**
 * Each file's median time, its slowest test's median and its failing runs, over `runs` (each a vitest run's
 * files, readVitestReport.ts), slowest file first. A file missing from a run (it did not load) counts as a
 * failed run.
 */
export function summarizeFiles(runs: readonly FileDurations[][]): FileSummary[] {
  const files = [...new Set(runs.flatMap((run) => run.map((entry) => entry.file)))]
  return files
    .map((file) => {
      const seen = runs.map((run) => run.find((entry) => entry.file === file)).filter((entry) => entry !== undefined)
      return {
        file,
        medianMs: median(seen.map((entry) => entry.ms)),
        slowestTestMs: median(seen.map((entry) => Math.max(0, ...entry.tests.map((test) => test.ms)))),
        failedRuns: runs.length - seen.length + seen.filter((entry) => entry.tests.some((test) => !test.passed)).length,
        runs: runs.length,
      }
    })
    .sort((a, b) => b.medianMs - a.medianMs)
}

/** The `count` tests with the longest median time over `runs`, slowest first. */
export function slowestTests(runs: readonly FileDurations[][], count: number): TestSummary[] {
  const byTest = new Map<string, { file: string; name: string; ms: number[]; failedRuns: number }>()
  for (const run of runs) {
    for (const entry of run) {
      for (const test of entry.tests) {
        const key = `${entry.file}\u0000${test.name}`
        const seen = byTest.get(key) ?? { file: entry.file, name: test.name, ms: [], failedRuns: 0 }
        seen.ms.push(test.ms)
        if (!test.passed) seen.failedRuns += 1
        byTest.set(key, seen)
      }
    }
  }
  return [...byTest.values()]
    .map(({ file, name, ms, failedRuns }) => ({ file, name, medianMs: median(ms), failedRuns }))
    .sort((a, b) => b.medianMs - a.medianMs)
    .slice(0, count)
}
