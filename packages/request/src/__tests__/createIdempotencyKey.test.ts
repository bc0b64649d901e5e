import { describe, expect, it } from 'vitest'
import { createIdempotencyKey } from '..'

describe('createIdempotencyKey', () => {
  it('is a version 4 UUID of the RFC 4122 variant', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(createIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
  })

  it('is a new key on every call', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => createIdempotencyKey()))
    expect(keys.size).toBe(1000)
  })
})
