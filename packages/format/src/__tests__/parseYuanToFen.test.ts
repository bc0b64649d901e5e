import { describe, expect, it } from 'vitest'
import { parseYuanToFen } from '..'

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

describe('parseYuanToFen: one reading for every field and hint', () => {
  it('refuses a leading zero, so no hint can price 012 while the field calls it invalid', () => {
    expect(parseYuanToFen('012')).toEqual({ ok: false, reason: 'format' })
    expect(parseYuanToFen('０１２')).toEqual({ ok: false, reason: 'format' })
  })

  it('reads full-width digits and points the way the kit’s other fields do', () => {
    expect(parseYuanToFen('６．８')).toEqual({ ok: true, fen: 680 })
    expect(parseYuanToFen('\u3000128\u3000')).toEqual({ ok: true, fen: 12_800 })
  })

  it('reads the contract’s largest Fen', () => {
    expect(parseYuanToFen('999999999.99')).toEqual({ ok: true, fen: 99_999_999_999 })
  })
})
