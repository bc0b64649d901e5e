import { describe, expect, it } from 'vitest'
import { testPagesEnabled } from './testPagesEnabled'

describe('testPagesEnabled', () => {
  it.each([
    ['development', undefined, true],
    ['test', undefined, true],
    ['production', undefined, false],
    ['production', '1', true],
    ['production', '0', false],
    ['production', 'true', false],
    ['production', '', false],
  ])('mode %s, VITE_TEST_PAGES=%j -> %s', (mode, setting, enabled) => {
    expect(testPagesEnabled(mode, setting)).toBe(enabled)
  })
})
