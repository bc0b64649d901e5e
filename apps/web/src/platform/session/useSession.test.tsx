import { installFakeNative, type FakeNative } from '@h5/bridge/testing'
import { MOCK_USER } from '@h5/mock-backend'
import { render, screen } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'

/**
 * The app's session (appSession.ts, useSession.ts) over the app bridge and the fake native, in the iOS app:
 * one decision per page load, shared by every page that asks, and dropped when the server ends the session.
 */
let native: FakeNative

beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456',
  })
  native = installFakeNative(window, { platform: 'ios', handlers: { getCurrentUserInfo: () => ({ ...MOCK_USER }) } })
})
afterAll(() => native.uninstall())

// Imported after the user agent and the native are in place, as in the app.
const load = async () => ({
  ...(await import('./appSession')),
  ...(await import('./useSession')),
  ...(await import('./storedSession')),
})

beforeEach(async () => {
  sessionStorage.clear()
  ;(await load()).appSession.reset()
})

const nativeOps = (from: number) => native.calls.slice(from).map((call) => call.op)

it('asks native once per page load, however many pages need the user', async () => {
  const { appSession } = await load()
  const before = native.calls.length
  const [first, second] = await Promise.all([appSession.resolve(), appSession.resolve()])
  expect(first).toBe(second)
  expect(first).toMatchObject({ status: 'ready', userID: MOCK_USER.userID })
  await appSession.resolve()
  expect(nativeOps(before)).toEqual(['getCurrentUserInfo'])
})

it('renders the session as it settles', async () => {
  const { useSession } = await load()
  function WhoAmI() {
    const { status, userID } = useSession()
    return <p>{status === 'ready' ? `user ${userID}` : status}</p>
  }
  render(<WhoAmI />)
  expect(screen.getByText('unresolved')).toBeTruthy()
  expect(await screen.findByText(`user ${MOCK_USER.userID}`)).toBeTruthy()
})

it('drops the tokens from memory and storage when the session ends, and asks native again next time', async () => {
  const { appSession, SESSION_STORAGE_KEY } = await load()
  await appSession.resolve()
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull()
  appSession.end()
  expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
  const before = native.calls.length
  await expect(appSession.resolve()).resolves.toMatchObject({ status: 'ready' })
  expect(nativeOps(before)).toEqual(['getCurrentUserInfo'])
})
