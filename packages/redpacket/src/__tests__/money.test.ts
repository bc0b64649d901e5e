import { describe, expect, it } from 'vitest'
import { formatFen } from '..'

describe('formatFen', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [100, '1.00'],
    [1234, '12.34'],
    [-5, '-0.05'],
  ])('shows %i fen as %s yuan', (fen, text) => {
    expect(formatFen(fen)).toBe(text)
  })
})
