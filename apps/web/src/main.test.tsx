import { render } from '@testing-library/react'
import { BrowserRouter, useLocation } from 'react-router-dom'
import { expect, it, vi } from 'vitest'
import { eventually } from './test/eventually'

/**
 * The entry's order (main.tsx): the address's tokens are taken before the app's chunks load, so the router's
 * very first location, and everything that reads the address after it, never holds them.
 */
const seen = vi.hoisted(() => ({ addressAtStart: '', firstLocation: '' }))

function RecordFirstLocation() {
  const { pathname, search, hash } = useLocation()
  seen.firstLocation ||= `${pathname}${search}${hash}`
  return null
}

// The app chunk, replaced by a router that records what it sees first.
vi.mock('./start', () => ({
  start: () => {
    seen.addressAtStart = `${location.pathname}${location.search}${location.hash}`
    render(
      <BrowserRouter>
        <RecordFirstLocation />
      </BrowserRouter>,
    )
  },
}))

it('takes the tokens out of the address before the app starts: the router’s first location has none', async () => {
  window.history.replaceState(null, '', '/redpacket/open?redpacketID=rp_1&accessToken=secret-token&openID=secret-open&channel=im')
  await import('./main')
  await eventually(() => expect(seen.firstLocation).not.toBe(''))
  expect(seen.addressAtStart).toBe('/redpacket/open?redpacketID=rp_1&channel=im')
  expect(seen.firstLocation).toBe('/redpacket/open?redpacketID=rp_1&channel=im')
  const { sessionStore } = await import('./platform/session/sessionStore')
  expect(sessionStore.get().tokens).toEqual({ accessToken: 'secret-token', openID: 'secret-open' })
})
