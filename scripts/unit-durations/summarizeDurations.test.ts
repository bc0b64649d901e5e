import { describe, expect, it } from 'vitest'
import type { FileDurations } from './readVitestReport.ts'
import { slowestTests, summarizeFiles } from './summarizeDurations.ts'

const run = (pageMs: number, slowMs: number, passed = true): FileDurations[] => [
  { file: 'a/page.test.tsx', ms: pageMs, tests: [{ name: 'slow', ms: slowMs, passed }, { name: 'quick', ms: 5, passed: true }] },
  { file: 'b/unit.test.ts', ms: 50, tests: [{ name: 'one', ms: 40, passed: true }] },
]

describe('summarizeFiles', () => {
  it("gives each file's median time and its slowest test's median, slowest file first", () => {
    expect(summarizeFiles([run(9000, 4000), run(1000, 300), run(3000, 1000)])).toEqual([
      { file: 'a/page.test.tsx', medianMs: 3000, slowestTestMs: 1000, failedRuns: 0, runs: 3 },
      { file: 'b/unit.test.ts', medianMs: 50, slowestTestMs: 40, failedRuns: 0, runs: 3 },
    ])
  })

  it('counts the runs in which a test of the file failed, and a run the file is missing from', () => {
    const [summary] = summarizeFiles([run(100, 50, false), run(100, 50), [run(100, 50)[1]!]])
    expect(summary).toMatchObject({ file: 'a/page.test.tsx', failedRuns: 2 })
  })
})

describe('slowestTests', () => {
  it('lists the tests with the longest median, slowest first, with their failing runs', () => {
    expect(slowestTests([run(1, 700, false), run(1, 100), run(1, 500)], 2)).toEqual([
      { file: 'a/page.test.tsx', name: 'slow', medianMs: 500, failedRuns: 1 },
      { file: 'b/unit.test.ts', name: 'one', medianMs: 40, failedRuns: 0 },
    ])
  })
})
