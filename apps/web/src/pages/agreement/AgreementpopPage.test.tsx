import { installFakeNative } from '@h5/bridge/testing'
import { createMockBackend, MOCK_AGREEMENT_VERSIONS, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { fireEvent, render, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { appSession } from '../../platform/session/appSession'
import { overlays } from '../../state/overlays'
import AgreementpopPage from './AgreementpopPage'

const backend = createMockBackend()
const server = setupServer(...backend.handlers)
/** The user native names: a fresh scenario user per test (each test's 同意 changes that user's server state). */
let user: ReturnType<typeof scenarioSession>
const native = installFakeNative(window, {
  platform: 'android',
  handlers: { getCurrentUserInfo: () => ({ userID: 7, nickName: '测试', avatar: '', ...user }) },
})
const accepts: unknown[] = []
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/v1/agreement/accept') accepts.push(((await request.clone().json()) as { accepted: unknown }).accepted)
  })
})
afterEach(() => {
  backend.reset()
  accepts.length = 0
  overlays.toast = null
})
afterAll(() => {
  server.close()
  native.uninstall()
})

/** How many calls native had received when the test's page opened. */
let callsBefore = 0

function visitAs(scenario: ScenarioName) {
  callsBefore = native.calls.length
  user = scenarioSession(scenario)
  appSession.reset()
  sessionStorage.clear()
  render(
    <MemoryRouter>
      <AgreementpopPage />
    </MemoryRouter>,
  )
}

const finished = () => native.calls.slice(callsBefore).some((call) => call.op === 'finish')
const agreeButton = () => screen.getByRole('button', { name: '同意' })

describe('/agreement/agreementpop', () => {
  it('同意 records the versions shown and closes the web view', async () => {
    visitAs('agreements-pending')
    expect(await screen.findByText('《用户协议》 版本 3.0')).toBeTruthy()
    fireEvent.click(agreeButton())
    await vi.waitFor(() => expect(finished()).toBe(true))
    expect(accepts).toEqual([[{ key: 'user', version: MOCK_AGREEMENT_VERSIONS.user }, { key: 'privacy', version: MOCK_AGREEMENT_VERSIONS.privacy }]])
  })

  it('when a version the user accepted changed meanwhile (8370301), shows the new one and says which, beside the buttons, not in a toast', async () => {
    visitAs('agreements-changed')
    expect(await screen.findByText('《隐私政策》 版本 2.9')).toBeTruthy()
    fireEvent.click(agreeButton())
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toBe('《隐私政策》刚刚有更新，请阅读更新内容后再同意。')
    expect(screen.getByText(`《隐私政策》 版本 ${MOCK_AGREEMENT_VERSIONS.privacy}`)).toBeTruthy()
    expect(overlays.toast).toBeNull()
    expect(finished()).toBe(false)

    fireEvent.click(agreeButton())
    await vi.waitFor(() => expect(finished()).toBe(true))
    expect(accepts).toHaveLength(2)
  })

  it('when the server refuses though no version changed, sends the same versions once more by itself and says nothing', async () => {
    visitAs('agreements-stale')
    expect(await screen.findByText('《用户协议》 版本 3.0')).toBeTruthy()
    fireEvent.click(agreeButton())
    await vi.waitFor(() => expect(finished()).toBe(true))
    expect(accepts).toHaveLength(2)
    expect(accepts[1]).toEqual(accepts[0])
    expect(screen.queryByRole('status')).toBeNull()
    expect(overlays.toast).toBeNull()
  })
})
