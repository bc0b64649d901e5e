import { describe, expect, it } from 'vitest'
import { formatFen, formatMoney, MONEY_FALLBACK, parseMoneyToFen } from '..'

describe('parseMoneyToFen', () => {
  it.each([
    [0.01, 1],
    ['0.01', 1],
    [1.88, 188],
    ['1.88', 188],
    [1.8, 180],
    ['1.8', 180],
    [0, 0],
    [-0, 0],
    ['0.00', 0],
    [88.88, 8888],
    ['166.66', 16666],
    [100, 10000],
    ['007.50', 750],
    // JSON's 1e3 is the number 1000 by the time it is parsed.
    [1e3, 100000],
    // 0.1 + 0.2 is 0.30000000000000004: read as text, rounded half up on the digits, never summed as floats.
    [0.1 + 0.2, 30],
    ['  1.88  ', 188],
    ['\t2\n', 200],
  ])('reads %j as %i fen', (value, fen) => {
    expect(parseMoneyToFen(value)).toBe(fen)
  })

  it.each([
    // Float toFixed says (1.005).toFixed(2) === '1.00'; the digits say 1.005, which rounds half up to 1.01.
    [1.005, 101],
    ['1.005', 101],
    ['1.004', 100],
    ['1.0049999', 100],
    ['0.995', 100],
    ['2.675', 268],
    [2.675, 268],
    ['0.001', 0],
    [0.000001, 0],
  ])('rounds %j with more than two decimals half up to %i fen', (value, fen) => {
    expect(parseMoneyToFen(value)).toBe(fen)
  })

  it.each([
    ['a negative number', -1],
    ['a tiny negative number', -0.01],
    ['a negative string', '-1.00'],
    ['a plus sign', '+1.00'],
    ['an exponent string', '1e3'],
    ['an upper-case exponent string', '1E3'],
    ['grouping', '1,000.00'],
    ['a bare leading point', '.5'],
    ['a bare trailing point', '5.'],
    ['letters', 'abc'],
    ['a currency sign', '¥1.00'],
    ['full-width digits', '１.００'],
    ['two points', '1.2.3'],
    ['an inner space', '1 000'],
    ['empty text', ''],
    ['only spaces', '   '],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['an object', { money: 1 }],
    ['an array', ['1.00']],
    ['a tiny number JavaScript prints with an exponent', 1e-7],
  ])('gives null for %s', (_label, value) => {
    expect(parseMoneyToFen(value)).toBeNull()
  })

  it('reads the largest safe amount exactly and refuses one fen more', () => {
    expect(parseMoneyToFen('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseMoneyToFen('90071992547409.92')).toBeNull()
    expect(parseMoneyToFen('90071992547409.915')).toBeNull()
  })

  it.each([
    ['a 20-digit string', '12345678901234567890.00'],
    ['a huge number', 1e20],
    ['a number printed with an exponent', 1e21],
    ['Number.MAX_VALUE', Number.MAX_VALUE],
  ])('gives null for %s beyond MAX_SAFE_INTEGER fen', (_label, value) => {
    expect(parseMoneyToFen(value)).toBeNull()
  })
})

describe('formatFen', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [1234, '12.34'],
    [-5, '-0.05'],
    [-1234, '-12.34'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('shows %i fen as %s yuan', (fen, text) => {
    expect(formatFen(fen)).toBe(text)
  })

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 1.5, 2 ** 53])(
    'shows %s as the fallback, never NaN or a rounded guess',
    (fen) => {
      expect(formatFen(fen)).toBe(MONEY_FALLBACK)
      expect(MONEY_FALLBACK).toBe('--')
    },
  )
})

describe('formatMoney', () => {
  it.each([
    [1.88, '1.88'],
    ['1.88', '1.88'],
    [0.01, '0.01'],
    [1.8, '1.80'],
    [2, '2.00'],
    [1.005, '1.01'],
    ['1.005', '1.01'],
    [1e3, '1000.00'],
    ['88.88', '88.88'],
  ])('shows the server value %j as %s', (value, text) => {
    expect(formatMoney(value)).toBe(text)
  })

  it.each(['1e3', -1, '-0.01', 'abc', '', null, undefined, Number.NaN, '12345678901234567890'])(
    'shows %j as the fallback',
    (value) => {
      expect(formatMoney(value)).toBe('--')
    },
  )
})
