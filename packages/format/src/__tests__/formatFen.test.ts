import { describe, expect, it } from 'vitest'
import { formatFen, MONEY_FALLBACK } from '..'

describe('formatFen', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [1234, '12.34'],
    [1999, '19.99'],
    [20000, '200.00'],
    [-0, '0.00'],
  ])('writes %i fen as %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text)
  })

  it.each([
    [-5, '-0.05'],
    [-50, '-0.50'],
    [-150, '-1.50'],
    [-1234, '-12.34'],
  ])('keeps the sign of a negative amount on the whole of it: %i fen is %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text)
  })

  it('writes the largest amounts exactly: the contract’s largest Fen and the largest safe integer', () => {
    expect(formatFen(99_999_999_999)).toBe('999999999.99')
    expect(formatFen(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91')
    expect(formatFen(-Number.MAX_SAFE_INTEGER)).toBe('-90071992547409.91')
  })

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.5, -0.5, 2 ** 53])(
    'writes %s as the fallback, never NaN.NaN or a rounded guess',
    (fen) => {
      expect(formatFen(fen)).toBe(MONEY_FALLBACK)
      expect(formatFen(fen, { grouping: true, unit: '元' })).toBe(MONEY_FALLBACK)
    },
  )

  it('is -- when unknown', () => {
    expect(MONEY_FALLBACK).toBe('--')
  })

  it.each([
    [0, '0.00'],
    [99_900, '999.00'],
    [128_800, '1,288.00'],
    [-128_800, '-1,288.00'],
    [100_000_000, '1,000,000.00'],
    [99_999_999_999, '999,999,999.99'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91'],
  ])('groups thousands when asked: %i fen is %s', (fen, text) => {
    expect(formatFen(fen, { grouping: true })).toBe(text)
  })

  it('puts the unit after a known amount only', () => {
    expect(formatFen(188, { unit: '元' })).toBe('1.88元')
    expect(formatFen(null, { unit: '元' })).toBe('--')
  })
})
