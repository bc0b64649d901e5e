import { describe, expect, it } from 'vitest'
import { formatOdds, oddsAddUp, ODDS_TOTAL } from '..'

describe('formatOdds', () => {
  it.each([
    [100, '0.0001%'],
    [1, '0.000001%'],
    [9_900, '0.0099%'],
    [990_000, '0.99%'],
    [12_345_678, '12.345678%'],
    [60_000_000, '60%'],
    [ODDS_TOTAL, '100%'],
    [0, '0%'],
  ])('writes %i parts per 10^8 as %s, exactly', (odds, text) => {
    expect(formatOdds(odds)).toBe(text)
  })

  it('writes every odd of a fine pool exactly, where float division would not', () => {
    for (let odds = 1; odds <= 1000; odds++) expect(formatOdds(odds)).toBe(`0.${String(odds).padStart(6, '0').replace(/0+$/, '')}%`)
  })

  it.each([[-1], [ODDS_TOTAL + 1], [0.5], [Number.NaN]])('shows no figure for %s, which the contract never sends', (odds) => {
    expect(formatOdds(odds)).toBe('—')
  })
})

describe('oddsAddUp', () => {
  it('holds a pool to exactly 100%', () => {
    expect(oddsAddUp([{ odds: 100 }, { odds: ODDS_TOTAL - 100 }])).toBe(true)
    expect(oddsAddUp([{ odds: 100 }, { odds: ODDS_TOTAL - 101 }])).toBe(false)
    expect(oddsAddUp([{ odds: -100 }, { odds: ODDS_TOTAL + 100 }])).toBe(false)
  })
})
