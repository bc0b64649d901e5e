import { createMockBackend } from '@h5/mock-backend'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it } from 'vitest'

/** The simulated server's clock runs two hours ahead of this phone's. */
const AHEAD_MS = 2 * 60 * 60 * 1000
const server = setupServer(...createMockBackend({ now: () => Date.now() + AHEAD_MS }).handlers)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

it('is the phone’s clock before any answer, and the server’s once the app’s client has had one', async () => {
  const { serverNow } = await import('./serverClock')
  const { redPacketApi } = await import('./api/redPacketApi')
  expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000)
  await redPacketApi.getMyReward()
  // Within the round trip of a request in jsdom: the offset is the simulator's two hours.
  expect(Math.abs(serverNow() - Date.now() - AHEAD_MS)).toBeLessThan(1000)
})
