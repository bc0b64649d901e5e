import { describe, expect, it } from 'vitest'
import { fenToYuan } from './fenToYuan'

describe('fenToYuan', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [1999, '19.99'],
    [20000, '200.00'],
    [-150, '-1.50'],
  ])('writes %i fen as %s', (fen, text) => {
    expect(fenToYuan(fen)).toBe(text)
  })
})
