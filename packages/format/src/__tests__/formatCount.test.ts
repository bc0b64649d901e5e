import { describe, expect, it } from 'vitest'
import { formatCount } from '..'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [128_800, '128,800'],
    [100_000_000, '100,000,000'],
    [-1200, '-1,200'],
    [-0, '0'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('writes %i as %s', (count, text) => {
    expect(formatCount(count)).toBe(text)
  })

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 1.5, 2 ** 53])('writes %s as --, never a guess', (count) => {
    expect(formatCount(count)).toBe('--')
  })
})
