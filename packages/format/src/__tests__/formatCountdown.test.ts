import { describe, expect, it } from 'vitest'
import { formatCountdown } from '..'

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [999, '00:00:01'],
    [1000, '00:00:01'],
    [1001, '00:00:02'],
    [59_000, '00:00:59'],
    [3_723_000, '01:02:03'],
    [86_399_000, '23:59:59'],
    [86_400_000, '1天 00:00:00'],
    [90_061_000, '1天 01:01:01'],
    [30 * 86_400_000, '30天 00:00:00'],
  ])('shows %i ms left as %s, rounded up to the second', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text)
  })

  it.each([-1, -86_400_000, Number.NaN, Number.NEGATIVE_INFINITY])('shows %s as the end', (ms) => {
    expect(formatCountdown(ms)).toBe('00:00:00')
  })

  it('shows a deadline beyond any real one without NaN', () => {
    expect(formatCountdown(Number.POSITIVE_INFINITY)).not.toMatch(/NaN|Infinity/)
  })
})
