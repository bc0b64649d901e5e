import { describe, expect, it } from 'vitest'
import { parsePayload } from './parsePayload'

describe('parsePayload', () => {
  it('reads a JSON object, and an empty box as {}', () => {
    expect(parsePayload('{ "message": "你好", "duration": 1500 }')).toEqual({ ok: true, data: { message: '你好', duration: 1500 } })
    expect(parsePayload('  \n ')).toEqual({ ok: true, data: {} })
  })

  it.each(['{ message: 你好 }', '{"a":1,}', "{'a':1}", '{'])('refuses %j as not JSON, in Chinese', (text) => {
    expect(parsePayload(text)).toEqual({ ok: false, message: '参数不是合法的 JSON，请检查引号、逗号和括号' })
  })

  it.each(['[1, 2]', '"text"', '42', 'null', 'true'])('refuses %j: every op takes a JSON object', (text) => {
    expect(parsePayload(text)).toEqual({ ok: false, message: '参数必须是 JSON 对象，例如 {}' })
  })
})
