import { describe, expect, it } from 'vitest'
import { testPagesEnabled, type ViteRun } from './testPagesEnabled'

describe('testPagesEnabled', () => {
  it.each<[ViteRun['command'], string, string | undefined, boolean]>([
    // The dev server and the unit tests.
    ['serve', 'development', undefined, true],
    ['serve', 'test', undefined, true],
    // A build, in any mode, only with VITE_TEST_PAGES=1.
    ['build', 'production', undefined, false],
    ['build', 'staging', undefined, false],
    ['build', 'development', undefined, false],
    ['build', 'production', '1', true],
    ['build', 'staging', '1', true],
    ['build', 'production', '0', false],
    ['build', 'production', 'true', false],
    ['build', 'staging', 'true', false],
    ['build', 'production', '', false],
    // The prerender's server renders for the build: production mode follows the setting.
    ['serve', 'production', undefined, false],
    ['serve', 'production', '1', true],
  ])('vite %s --mode %s, VITE_TEST_PAGES=%j -> %s', (command, mode, setting, enabled) => {
    expect(testPagesEnabled({ command, mode }, setting)).toBe(enabled)
  })
})
