import { describe, expect, it } from 'vitest'
import { BUDGETS, KB } from '../budgets.ts'
import { CHUNK_KINDS, chunkBudgetOf, OVER_BUDGET_ADVICE, type ChunkKind } from './chunkKinds.ts'
import { chunkReport, type ChunkSize } from './chunkReport.ts'

const chunk = (file: string, kind: ChunkKind, gzip: number): ChunkSize => ({ file: `assets/${file}.js`, kind, minified: gzip * 3, gzip })

describe('chunkReport', () => {
  it('passes every chunk at its budget, whatever its kind', () => {
    const atBudget = CHUNK_KINDS.filter((kind) => kind !== 'vendor').map((kind) => chunk(`at-${kind}`, kind, chunkBudgetOf(kind)!))
    expect(chunkReport(atBudget).failures).toEqual([])
  })

  it('fails a shared chunk one byte over, naming it, its kind and what to do', () => {
    const { failures, text } = chunkReport([chunk('RechargeScreen-A1b2C3d4', 'shared', BUDGETS.chunks.shared + 1), chunk('kit-E5f6G7h8', 'shared', 2 * KB)])
    expect(failures).toEqual([`shared chunk assets/RechargeScreen-A1b2C3d4.js: 10.00 KB, budget 10.00 KB: ${OVER_BUDGET_ADVICE.shared}`])
    expect(text).toMatch(/assets\/RechargeScreen-A1b2C3d4\.js\s+shared.*10\.00 KB\s+OVER/)
  })

  it('fails any kind over its budget: entry, app, framework, start-up, page, lazy', () => {
    for (const kind of CHUNK_KINDS.filter((candidate) => candidate !== 'vendor' && candidate !== 'shared')) {
      const { failures } = chunkReport([chunk(`over-${kind}`, kind, chunkBudgetOf(kind)! + 1)])
      expect(failures, kind).toHaveLength(1)
      expect(failures[0], kind).toContain(`${kind} chunk assets/over-${kind}.js`)
    }
  })

  it('holds a vendor chunk to no budget of its own: what a route loads of it counts against the route', () => {
    const { failures, text } = chunkReport([chunk('vendor-axios-I9j0K1l2', 'vendor', 40 * KB)])
    expect(failures).toEqual([])
    expect(text).toMatch(/vendor-axios-I9j0K1l2\.js\s+vendor\s+120\.00 KB\s+40\.00 KB\s+-/)
  })

  it('lists the chunks by kind and counts those under 1 KB', () => {
    const { text } = chunkReport([chunk('ZsPage-M3n4O5p6', 'page', 2 * KB), chunk('start-Q7r8S9t0', 'app', 12 * KB), chunk('kit-U1v2W3x4', 'shared', 512)])
    const order = ['start-Q7r8S9t0', 'kit-U1v2W3x4', 'ZsPage-M3n4O5p6'].map((name) => text.indexOf(name))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(text).toContain('3 chunks, 1 of them under 1 KB gzip.')
  })
})
