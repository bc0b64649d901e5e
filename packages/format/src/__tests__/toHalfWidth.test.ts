import { describe, expect, it } from 'vitest'
import { toHalfWidth } from '..'

describe('toHalfWidth', () => {
  it.each([
    ['０１２３４５６７８９', '0123456789'],
    ['ＡＢＸｘ', 'ABXx'],
    ['８．８８', '8.88'],
    ['１　２', '1 2'],
    ['￥－＋', '￥-+'],
    // Not full-width forms of ASCII: the ideographic full stop, Chinese text, other digit scripts.
    ['。红包①٤', '。红包①٤'],
    ['already ASCII 123', 'already ASCII 123'],
  ])('turns %j into %j', (text, expected) => {
    expect(toHalfWidth(text)).toBe(expected)
  })

  it('keeps the length, so a field that filters as the user types does not move the caret', () => {
    const typed = '１３８\u3000００１３'
    expect(toHalfWidth(typed)).toHaveLength(typed.length)
  })
})
