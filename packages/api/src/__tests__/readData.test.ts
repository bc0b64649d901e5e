import { describe, expect, it } from 'vitest'
import { ApiError, ApiErrorCode, badDataError, readCount, readFields, readImageUrl, readNextCursor, readText } from '..'

describe('readFields', () => {
  it('gives an object (or an array) to read fields from, and null for anything else', () => {
    const data = { total: 1 }
    expect(readFields(data)).toBe(data)
    expect(readFields([])).toEqual([])
    for (const value of [null, undefined, 'x', 3, true]) expect(readFields(value)).toBeNull()
  })
})

describe('readNextCursor', () => {
  it('reads only a non-empty string as the next page’s cursor; anything else ends the list', () => {
    expect(readNextCursor('wd_20')).toBe('wd_20')
    expect(readNextCursor('')).toBeNull()
    expect(readNextCursor(null)).toBeNull()
    expect(readNextCursor(undefined)).toBeNull()
    expect(readNextCursor(20)).toBeNull()
  })
})

describe('readText', () => {
  it("keeps a string and turns anything else into ''", () => {
    expect(readText('晚风')).toBe('晚风')
    for (const value of [null, undefined, 7, {}, ['a']]) expect(readText(value)).toBe('')
  })
})

describe('readCount', () => {
  it('keeps a whole non-negative number', () => {
    expect([0, 1, 20, 1764000000000].map((value) => readCount(value))).toEqual([0, 1, 20, 1764000000000])
  })

  it.each([['-5', -5], ['a fraction', 1.5], ['a string of digits', '3'], ['NaN', Number.NaN], ['null', null], ['too big', 2 ** 53]])(
    'gives the fallback for %s',
    (_label, value) => {
      expect(readCount(value)).toBe(0)
      expect(readCount(value, 4)).toBe(4)
    },
  )
})

describe('readImageUrl', () => {
  it.each(['https://cdn.example.com/a.png', 'http://cdn.example.com/a.png', '//cdn.example.com/a.png', 'data:image/png;base64,AAAA'])(
    'keeps %s',
    (url) => expect(readImageUrl(` ${url} `)).toBe(url),
  )

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'cdn.example.com/a.png', '', 7])('drops %j', (value) => {
    expect(readImageUrl(value)).toBe('')
  })
})

describe('badDataError', () => {
  it("is the client's own bad-envelope failure: no errno, BAD_ENVELOPE, the same message", () => {
    const error = badDataError()
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ errno: undefined, code: ApiErrorCode.BAD_ENVELOPE, errmsg: '服务器返回的数据格式不正确' })
  })
})
