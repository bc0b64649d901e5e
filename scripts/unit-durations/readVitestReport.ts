import { relative } from 'node:path'

/** One test's time in one run: the test with its hooks (beforeEach, afterEach), as vitest times it. */
export interface TestDuration {
  name: string
  ms: number
  passed: boolean
}

/** One test file in one run: its time from start to end, and its tests. */
export interface FileDurations {
  /** Relative to the repository's root, with `/`. */
  file: string
  ms: number
  tests: TestDuration[]
}

interface JsonAssertion {
  fullName: string
  status: string
  duration?: number | null
}

interface JsonFile {
  name: string
  startTime: number
  endTime: number
  assertionResults: JsonAssertion[]
}

/**
 * The files and tests of one vitest run from its JSON report (`--reporter=json --outputFile=…`), paths made
 * relative to `root` so that two checkouts' runs line up. A skipped test has no duration and counts as 0 ms.
 *
 * @example
 * readVitestReport(JSON.parse(readFileSync(out, 'utf8')), repoRoot)[0].ms
 */
export function readVitestReport(report: unknown, root: string): FileDurations[] {
  const files = (report as { testResults?: JsonFile[] }).testResults
  if (!Array.isArray(files)) throw new Error('not a vitest JSON report: no testResults')
  return files.map((file) => ({
    file: relative(root, file.name).split('\\').join('/'),
    ms: file.endTime - file.startTime,
    tests: file.assertionResults.map((test) => ({
      name: test.fullName,
      ms: test.duration ?? 0,
      passed: test.status !== 'failed',
    })),
  }))
}
