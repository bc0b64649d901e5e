import { createMockBackend, MOCK_PACKETS, MOCK_USER } from '@h5/mock-backend'
import { installFakeNative, type FakeNative } from '@h5/bridge/testing'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { overlays } from '../state/overlays'
import { sessionStore } from './session/sessionStore'
import { SESSION_STORAGE_KEY } from './session/storedSession'
import { eventually } from '../test/eventually'

/**
 * The app's wiring of @h5/api, end to end in jsdom: the real transport (with a family's client on it) over XHR against the mock backend (MSW),
 * the real app bridge over the fake native. The user agent is an in-app Android one carrying `pid/778899`.
 */
const server = setupServer(...createMockBackend().handlers)
const clientIds: (string | null)[] = []
let native: FakeNative

beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 pid/778899',
  })
  native = installFakeNative(window, { platform: 'android', handlers: { finish: () => ({}) } })
  server.events.on('request:start', ({ request }) => clientIds.push(request.headers.get('X-Client-Id')))
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => {
  server.close()
  native.uninstall()
})

// Imported after the user agent and the native are in place, as in the app (both are read on first use).
const load = async () => (await import('./api/redPacketApi')).redPacketApi

it('sends the client id from pid/ in the user agent as X-Client-Id, and remembers it', async () => {
  const api = await load()
  await api.getMyReward()
  expect(clientIds).toEqual(['778899'])
  expect(localStorage.getItem('h5:clientId')).toBe('778899')
})

it('shows the loading overlay while a request is in flight', async () => {
  const api = await load()
  const pending = api.getMyReward()
  expect(overlays.loadingCount).toBe(1)
  await pending
  expect(overlays.loadingCount).toBe(0)
})

it('drops the session’s tokens (memory and storage) and closes the page through the bridge once the session is gone (errno 8304006)', async () => {
  const api = await load()
  // What a page stored of the session goes with it: a reused web view must not go on as this user.
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: 'expired-token', openID: MOCK_USER.openID, userID: null }))
  sessionStore.set({ status: 'ready', tokens: { accessToken: 'expired-token', openID: MOCK_USER.openID }, userID: null, source: 'address' })
  const tokens = { accessToken: 'expired-token', openID: MOCK_USER.openID, channel: 'test' }
  const error = await api.openPacket({ ...tokens, redpacketID: MOCK_PACKETS.openable }).catch((e: unknown) => e)
  expect(error).toMatchObject({ errno: 8304006 })
  await eventually(() => expect(native.calls).toEqual([{ op: 'finish', data: {} }]))
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  expect(sessionStore.get()).toMatchObject({ status: 'missing', tokens: null })

  // Once only, however many requests come back expired.
  await api.openPacket({ ...tokens, redpacketID: MOCK_PACKETS.openable }).catch(() => undefined)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(native.calls).toHaveLength(1)
})
