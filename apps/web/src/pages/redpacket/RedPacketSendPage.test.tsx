import { installFakeNative, type FakeNative } from '@h5/bridge/testing'
import { createMockBackend, MOCK_USER } from '@h5/mock-backend'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

/**
 * /redpacket/send when the send's answer is lost (the server sent the packet; the page heard nothing): the page
 * says the outcome is unknown and that the retry is safe, keeps the form, and the retry, after a reload too,
 * carries the same idempotency key, so the simulator sends one packet.
 */
const backend = createMockBackend()
const server = setupServer(...backend.handlers)
const keys: string[] = []
let native: FakeNative

beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456',
  })
  native = installFakeNative(window, { platform: 'ios', handlers: { getCurrentUserInfo: () => ({ ...MOCK_USER }) } })
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/v1/packet/send') void request.clone().json().then((body: { idempotencyKey: string }) => keys.push(body.idempotencyKey))
  })
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => {
  server.close()
  native.uninstall()
})
beforeEach(() => {
  sessionStorage.clear()
  keys.length = 0
})
afterEach(() => {
  server.resetHandlers()
  backend.reset()
})

/** The next send reaches the simulator, which sends the packet, but the answer is lost on the way back. */
function loseNextSendAnswer() {
  server.use(
    http.post(
      '*/v1/packet/send',
      async ({ request }) => {
        await fetch(request.clone())
        return HttpResponse.error()
      },
      { once: true },
    ),
  )
}

/** /redpacket/send as a fresh page load of this tab (sessionStorage kept), once it shows the server's balance. */
async function loadPage(balance = '88.88') {
  const { appSession } = await import('../../platform/session/appSession')
  appSession.reset()
  window.history.replaceState(null, '', '/redpacket/send')
  const { default: RedPacketSendPage } = await import('./RedPacketSendPage')
  render(
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path="/redpacket/send" element={<RedPacketSendPage />} />
      </Routes>
    </BrowserRouter>,
  )
  await screen.findByText(balance)
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('总金额'), '8.88')
  await user.type(screen.getByLabelText('红包个数'), '4')
  await user.click(screen.getByRole('button', { name: '塞钱进红包' }))
}

const sentPackets = () => backend.state.users.get(MOCK_USER.accessToken)!.sent.length

describe('/redpacket/send when the answer is lost', () => {
  it('says the outcome is unknown and the retry safe, keeps the form, shows the packet that went out, and the retry sends no second one', async () => {
    const user = userEvent.setup()
    await loadPage()
    const before = sentPackets()
    loseNextSendAnswer()
    await fillAndSend(user)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('网络异常，暂未确认是否发出。可放心重试，不会重复发红包')
    expect(alert.textContent).not.toContain('红包发送失败')
    expect((screen.getByLabelText('总金额') as HTMLInputElement).value).toBe('8.88')
    // The balance is asked again: the packet did go out.
    await screen.findByText('80.00')
    await user.click(screen.getByRole('button', { name: '塞钱进红包' }))
    await waitFor(() => expect((screen.getByLabelText('总金额') as HTMLInputElement).value).toBe(''))
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    expect(sentPackets()).toBe(before + 1)
    expect(screen.getByText('80.00')).toBeTruthy()
  })

  it('after a reload, the same packet goes with the same key: one packet', async () => {
    const user = userEvent.setup()
    await loadPage()
    const before = sentPackets()
    loseNextSendAnswer()
    await fillAndSend(user)
    await screen.findByRole('alert')
    cleanup()
    // The page reloads; the lost send did go out.
    await loadPage('80.00')
    await fillAndSend(user)
    await waitFor(() => expect((screen.getByLabelText('总金额') as HTMLInputElement).value).toBe(''))
    expect(new Set(keys).size).toBe(1)
    expect(sentPackets()).toBe(before + 1)
    expect(sessionStorage.getItem('h5:attempt:redpacket:send')).toBeNull()
  })
})
