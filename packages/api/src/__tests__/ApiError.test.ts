import { describe, expect, it } from 'vitest'
import { ApiError } from '..'

describe('ApiError', () => {
  it('carries the server errno, message and body', () => {
    const body = { errno: 8348201, errmsg: '红包信息已过期' }
    const error = new ApiError({ errno: 8348201, errmsg: '红包信息已过期', body })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ApiError')
    expect(error.message).toBe('红包信息已过期')
    expect(error.errno).toBe(8348201)
    expect(error.body).toBe(body)
  })
})
