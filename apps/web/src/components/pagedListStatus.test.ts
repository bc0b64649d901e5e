import { describe, expect, it } from 'vitest'
import { pagedListStatus } from './pagedListStatus'

describe('pagedListStatus', () => {
  it.each([
    ['idle', 'loading'],
    ['loading', 'loading'],
    ['done', 'idle'],
    ['error', 'error'],
  ] as const)('draws the runner’s %s as %s', (status, drawn) => {
    expect(pagedListStatus(status)).toBe(drawn)
  })
})
