import { installFakeNative, type FakeNative } from '@h5/bridge/testing'
import { createMockBackend, MOCK_PACKETS, MOCK_USER } from '@h5/mock-backend'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { useEffect, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { BrowserRouter, Link, Route, Routes, StaticRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The open page over the real app wiring in jsdom: @h5/api over XHR against the mock backend (MSW), the app
 * bridge over the fake native, the user agent of the iOS app. The end-to-end scenarios run in Chromium
 * (e2e/redpacketOpen.spec.ts); these pin what a page visit owns.
 */
const backend = createMockBackend()
const server = setupServer(...backend.handlers)
const opened: unknown[] = []
let native: FakeNative
/** What native's getCurrentUserInfo answers in the current test (MOCK_USER unless a test holds it back). */
let nativeUser: () => unknown = () => ({ ...MOCK_USER })
/** The native calls made by the current test (the fake native lives for the whole file). */
let nativeOps = () => [] as string[]

beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456',
  })
  native = installFakeNative(window, {
    platform: 'ios',
    handlers: { getCurrentUserInfo: () => nativeUser() as never },
  })
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/v1/packet/open') void request.clone().json().then((body) => opened.push(body))
  })
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => {
  server.close()
  native.uninstall()
})
beforeEach(() => {
  sessionStorage.clear()
  nativeUser = () => ({ ...MOCK_USER })
  opened.length = 0
  const before = native.calls.length
  nativeOps = () => native.calls.slice(before).map((call) => call.op)
})
afterEach(() => backend.reset())

/**
 * Renders the page at `url` as a fresh page load (main.tsx's claim of the address's tokens, a new session; the
 * page module is read after the native is in place), under the app's router; `around` wraps the page (the app's shell around it).
 */
async function visit(url: string, around: (page: ReactNode) => ReactNode = (page) => page) {
  const { appSession } = await import('../../platform/session/appSession')
  const { claimAddressTokens } = await import('../../platform/session/claimAddressTokens')
  appSession.reset()
  window.history.replaceState(null, '', url)
  // What main.tsx does first on every page load.
  claimAddressTokens(window)
  const { default: RedPacketOpenPage } = await import('./RedPacketOpenPage')
  return render(
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/redpacket/open" element={around(<RedPacketOpenPage />)} />
        <Route path="/redpacket/noSupport" element={<h1>noSupport</h1>} />
      </Routes>
    </BrowserRouter>,
  )
}

/**
 * Taps 开 as src/start.tsx replays a tap the prerendered page held: in an effect of the shell around the page,
 * after the page's own effects ran but before the page rendered again with what they read.
 */
function TapOnMount({ children }: { children: ReactNode }) {
  useEffect(() => document.querySelector<HTMLButtonElement>('button[aria-label="开红包"]')?.click(), [])
  return children
}

const openButton = () => screen.findByRole('button', { name: '开红包' })

describe('RedPacketOpenPage', () => {
  it('starts every visit from a fresh packet state: a second visit shows the cover, and the server says opened', async () => {
    const user = userEvent.setup()
    const url = `/redpacket/open?redpacketID=${MOCK_PACKETS.openable}&channel=unit`
    const first = await visit(url)
    await user.click(await openButton())
    expect((await screen.findByText('1.88')).closest('.rp-amount')?.textContent).toBe('1.88元')
    first.unmount()

    await visit(url)
    expect(await screen.findByRole('heading', { level: 1, name: '星河主播的红包' })).toBeTruthy()
    await user.click(await openButton())
    expect(await screen.findByText('红包已经领取过了')).toBeTruthy()
    expect(screen.queryByText('1.88')).toBeNull()
  })

  it('takes the tokens out of the address and opens with them once native names the same user', async () => {
    const user = userEvent.setup()
    await visit(`/redpacket/open?redpacketID=${MOCK_PACKETS.state1}&accessToken=${MOCK_USER.accessToken}&openID=${MOCK_USER.openID}&channel=unit`)
    await user.click(await openButton())
    expect(await screen.findByText('手慢了，红包派完了')).toBeTruthy()
    expect(window.location.search).toBe(`?redpacketID=${MOCK_PACKETS.state1}&channel=unit`)
    expect(opened).toEqual([{ accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID, redpacketID: MOCK_PACKETS.state1, channel: 'unit' }])
    expect(nativeOps()).toEqual(['getCurrentUserInfo'])
  })

  it('opens as native’s user when the address carries someone else’s tokens: theirs are never sent', async () => {
    const user = userEvent.setup()
    await visit(`/redpacket/open?redpacketID=${MOCK_PACKETS.state1}&accessToken=someone-elses-token&openID=someone-elses-open-id&channel=unit`)
    await user.click(await openButton())
    expect(await screen.findByText('手慢了，红包派完了')).toBeTruthy()
    expect(opened).toEqual([{ accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID, redpacketID: MOCK_PACKETS.state1, channel: 'unit' }])
  })

  it('turns the coin at once on a tap made before native has answered, and sends the open only after it answered', async () => {
    const user = userEvent.setup()
    let answer: (() => void) | undefined
    nativeUser = () => new Promise((resolve) => (answer = () => resolve({ ...MOCK_USER })))
    await visit(`/redpacket/open?redpacketID=${MOCK_PACKETS.state1}&accessToken=${MOCK_USER.accessToken}&openID=${MOCK_USER.openID}&channel=unit`)
    await user.click(await openButton())
    expect(screen.getByRole('button', { name: '正在开红包' }).getAttribute('aria-busy')).toBe('true')
    await vi.waitFor(() => expect(answer).toBeDefined())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(opened).toEqual([])
    answer!()
    expect(await screen.findByText('手慢了，红包派完了')).toBeTruthy()
    expect(opened).toHaveLength(1)
  })

  it('asks native for the tokens when the address has none', async () => {
    const user = userEvent.setup()
    await visit(`/redpacket/open?redpacketID=${MOCK_PACKETS.expired}`)
    await user.click(await openButton())
    expect(await screen.findByText('红包信息已过期')).toBeTruthy()
    expect(nativeOps()).toEqual(['getCurrentUserInfo'])
    expect(opened).toEqual([{ accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID, redpacketID: MOCK_PACKETS.expired, channel: '' }])
  })

  it('paints the same closed packet for every address, so the build can prerender it (the link is read on screen)', async () => {
    const { default: RedPacketOpenPage } = await import('./RedPacketOpenPage')
    const firstPaint = (url: string) =>
      renderToString(
        <StaticRouter location={url}>
          <RedPacketOpenPage />
        </StaticRouter>,
      )
    const valid = firstPaint(`/redpacket/open?redpacketID=${MOCK_PACKETS.openable}&channel=unit`)
    expect(valid).toBe(firstPaint('/redpacket/open'))
    expect(valid).toBe(firstPaint('/redpacket/open?redpacketID=rp%201%3Cscript%3E'))
    expect(valid).toContain('开红包')
    expect(valid).not.toContain('红包链接无效')
  })

  it('opens the packet of the link for a tap made before the link was read (a tap the prerendered page held)', async () => {
    await visit(`/redpacket/open?redpacketID=${MOCK_PACKETS.state2}&channel=unit`, (page) => <TapOnMount>{page}</TapOnMount>)
    expect(await screen.findByText('红包已退回发送者')).toBeTruthy()
    expect(opened).toEqual([{ accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID, redpacketID: MOCK_PACKETS.state2, channel: 'unit' }])
  })

  it('shows another packet closed and fresh when an in-app link moves the page to it, not the last one’s result', async () => {
    const user = userEvent.setup()
    const next = `/redpacket/open?redpacketID=${MOCK_PACKETS.state1}&channel=unit`
    await visit(`/redpacket/open?redpacketID=${MOCK_PACKETS.openable}&channel=unit`, (page) => (
      <>
        {page}
        <Link to={next}>下一个红包</Link>
      </>
    ))
    await user.click(await openButton())
    expect(await screen.findByText('1.88')).toBeTruthy()

    await user.click(screen.getByRole('link', { name: '下一个红包' }))
    await user.click(await openButton())
    expect(await screen.findByText('手慢了，红包派完了')).toBeTruthy()
    expect(screen.queryByText('1.88')).toBeNull()
    expect(opened.map((body) => (body as { redpacketID: string }).redpacketID)).toEqual([MOCK_PACKETS.openable, MOCK_PACKETS.state1])
  })

  it('answers a tap made before a broken link was read with the link’s message, asking nothing', async () => {
    await visit('/redpacket/open?channel=unit', (page) => <TapOnMount>{page}</TapOnMount>)
    expect(await screen.findByText('链接里缺少红包信息，请回到聊天中重新点开红包')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(opened).toEqual([])
  })
})
