import { describe, expect, it } from 'vitest'
import { testPagesEnabled } from './testPagesEnabled'

describe('testPagesEnabled', () => {
  it.each([
    [{ DEV: true }, true],
    [{ DEV: false }, false],
    [{ DEV: false, VITE_TEST_PAGES: '1' }, true],
    [{ DEV: false, VITE_TEST_PAGES: '0' }, false],
    [{ DEV: false, VITE_TEST_PAGES: 'true' }, false],
    [{ DEV: false, VITE_TEST_PAGES: '' }, false],
  ])('%o -> %s', (env, enabled) => {
    expect(testPagesEnabled(env)).toBe(enabled)
  })
})
