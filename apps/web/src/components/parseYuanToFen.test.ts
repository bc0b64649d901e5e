import { describe, expect, it } from 'vitest'
import { parseYuanToFen } from './parseYuanToFen'

describe('parseYuanToFen', () => {
  it.each([
    ['0.01', 1],
    ['0.07', 7],
    ['0.1', 10],
    ['1', 100],
    ['1.5', 150],
    ['1.05', 105],
    ['19.99', 1999],
    ['0', 0],
    ['200.00', 20000],
    [' 12.30 ', 1230],
    ['１２．３４', 1234],
    ['90071992547409.91', 9007199254740991],
  ])('reads %j as %i fen', (text, fen) => {
    expect(parseYuanToFen(text)).toEqual({ ok: true, fen })
  })

  it.each(['', '   ', '\u3000'])('calls %j empty', (text) => {
    expect(parseYuanToFen(text)).toEqual({ ok: false, reason: 'empty' })
  })

  it.each(['1.005', '0.001', '12.345'])('refuses %j: finer than a fen', (text) => {
    expect(parseYuanToFen(text)).toEqual({ ok: false, reason: 'decimals' })
  })

  it.each(['1e3', '-1', '+1', '-0.01', '1,000', '.5', '5.', '01', '00.5', '1.2.3', 'abc', '１e３', 'Infinity', '0x10', '90071992547409.92'])(
    'refuses %j as not an amount',
    (text) => {
      expect(parseYuanToFen(text)).toEqual({ ok: false, reason: 'format' })
    },
  )
})
