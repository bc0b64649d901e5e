import { describe, expect, it } from 'vitest'
import { checkBars } from './checkBars.ts'
import type { LighthouseMetrics } from './runLighthouse.ts'

const metrics = (overrides: Partial<LighthouseMetrics>): LighthouseMetrics => ({
  score: 100,
  fcp: 700,
  lcp: 800,
  tbt: 20,
  cls: 0,
  jsBytes: 100_000,
  ...overrides,
})

describe('checkBars', () => {
  it('passes a code-split build that scores at least the bar and the baseline, paints in time and blocks less', () => {
    const { failures } = checkBars([{ route: '/', split: metrics({ tbt: 10 }), baseline: metrics({ tbt: 40, score: 99 }) }], 60)
    expect(failures).toEqual([])
  })

  it('names each bar a route misses, with its figures', () => {
    const { failures } = checkBars([{ route: '/x', split: metrics({ score: 94, lcp: 1200, tbt: 40 }), baseline: metrics({ score: 98, tbt: 40 }) }])
    expect(failures).toEqual([
      '/x: score 94 < 95',
      "/x: score 94 < the baseline's 98",
      '/x: LCP 1200 ms > 1000 ms',
      "/x: TBT 40 ms against the baseline's 40 ms (x1.00), not below x1.00",
    ])
  })

  it('fails blocking past one frame against a baseline that blocked not at all, and passes none against none', () => {
    expect(checkBars([{ route: '/', split: metrics({ tbt: 17 }), baseline: metrics({ tbt: 0 }) }]).failures).toEqual([
      "/: TBT 17 ms against the baseline's 0 ms (x∞), not below x1.00",
    ])
    expect(checkBars([{ route: '/', split: metrics({ tbt: 0 }), baseline: metrics({ tbt: 0 }) }]).failures).toEqual([])
  })

  it('asks no ratio of a build that blocks within one frame (the floor), however little the baseline blocked', () => {
    expect(checkBars([{ route: '/', split: metrics({ tbt: 5 }), baseline: metrics({ tbt: 3 }) }]).failures).toEqual([])
    expect(checkBars([{ route: '/', split: metrics({ tbt: 16 }), baseline: metrics({ tbt: 0 }) }]).failures).toEqual([])
  })

  it('fails a coin that answered late, or never, at its worst moment', () => {
    const route = { route: '/', split: metrics({ tbt: 0 }), baseline: metrics({ tbt: 10 }) }
    expect(checkBars([route], 101).failures).toEqual(['/redpacket/open: 开 answered a tap in 101 ms at its worst moment > 100 ms'])
    expect(checkBars([route], Infinity).failures).toEqual(['/redpacket/open: 开 answered a tap in never at its worst moment > 100 ms'])
    expect(checkBars([route], 100).failures).toEqual([])
  })

  it('prints each route’s TBT and main-thread work against the recorded figures', () => {
    const recorded = { date: '2026-11-24', routes: { '/': { tbtMs: 20, tbtRatio: 0.5, mainThreadMs: 300 } } }
    const at = (tbt: number, totalMs: number, route = '/') =>
      checkBars([{ route, split: metrics({ tbt }), baseline: metrics({ tbt: 100 }), splitWork: { blockingMs: 0, longestMs: 40, totalMs } }], undefined, recorded)
        .tbtLines
    expect(at(60, 320)).toEqual([
      "/: TBT 60 ms against the baseline's 100 ms (x0.60); recorded 20 ms (x0.50) on 2026-11-24: ABOVE the recorded figure",
      '/: main thread after the first paint 320 ms; recorded 300 ms: ABOVE the recorded figure',
    ])
    expect(at(50, 300)).toEqual([
      "/: TBT 50 ms against the baseline's 100 ms (x0.50); recorded 20 ms (x0.50) on 2026-11-24: within it",
      '/: main thread after the first paint 300 ms; recorded 300 ms: within it',
    ])
    expect(at(10, 300, '/new')).toEqual([
      "/new: TBT 10 ms against the baseline's 100 ms (x0.10); no recorded figure (scripts/budgets.ts RECORDED_START_UP)",
    ])
  })
})
