import { describe, expect, it } from 'vitest'
import { toHalfWidth } from './toHalfWidth'

describe('toHalfWidth', () => {
  it('turns full-width digits, point and letters into ASCII', () => {
    expect(toHalfWidth('０１２３４５６７８９')).toBe('0123456789')
    expect(toHalfWidth('１２．３４')).toBe('12.34')
    expect(toHalfWidth('ｘＸ－')).toBe('xX-')
  })

  it('turns the ideographic space into a plain space and keeps the length', () => {
    const typed = '１３８\u3000００１３'
    expect(toHalfWidth(typed)).toBe('138 0013')
    expect(toHalfWidth(typed)).toHaveLength(typed.length)
  })

  it('leaves ASCII and Chinese text alone', () => {
    expect(toHalfWidth('12.34元 ok')).toBe('12.34元 ok')
  })
})
