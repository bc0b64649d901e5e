import { describe, expect, it } from 'vitest'
import { median } from './median.ts'

describe('median', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([2100, 900, 1500])).toBe(1500)
  })

  it('is the mean of the middle two of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5)
  })

  it('ignores one wild run', () => {
    expect(median([700, 720, 710, 5000, 705])).toBe(710)
  })

  it('refuses no values', () => {
    expect(() => median([])).toThrow('median of no values')
  })
})
