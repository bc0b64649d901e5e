import { describe, expect, it } from 'vitest'
import { readVitestReport } from './readVitestReport.ts'

describe('readVitestReport', () => {
  it("reads each file's time and its tests' times and outcomes, paths relative to the root", () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/web/src/a.test.tsx',
          startTime: 1000,
          endTime: 3500,
          assertionResults: [
            { fullName: 'a renders', status: 'passed', duration: 1200 },
            { fullName: 'a times out', status: 'failed', duration: 20000 },
            { fullName: 'a skipped', status: 'skipped', duration: null },
          ],
        },
      ],
    }
    expect(readVitestReport(report, '/repo')).toEqual([
      {
        file: 'apps/web/src/a.test.tsx',
        ms: 2500,
        tests: [
          { name: 'a renders', ms: 1200, passed: true },
          { name: 'a times out', ms: 20000, passed: false },
          { name: 'a skipped', ms: 0, passed: true },
        ],
      },
    ])
  })

  it('refuses what is not a vitest JSON report', () => {
    expect(() => readVitestReport({ numTotalTests: 0 }, '/repo')).toThrow('not a vitest JSON report')
  })
})
