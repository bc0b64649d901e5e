import { createMockBackend, MOCK_NOTICES } from '@h5/mock-backend'
import { render, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import ForbidPage from './ForbidPage'

/** /banner/forbid in a phone's browser: no native, so no channel opens; the page gives every step. */
const backend = createMockBackend({ now: () => Date.UTC(2026, 10, 22, 8) })
const server = setupServer(...backend.handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  backend.reset()
})
afterAll(() => server.close())

describe('/banner/forbid outside the app', () => {
  it.each([
    ['the appeal page', MOCK_NOTICES.account],
    ['a chat', MOCK_NOTICES.chat],
    ['no channel', MOCK_NOTICES.steps],
  ])('gives the steps from opening the app on, whatever the channel (%s)', async (_, noticeID) => {
    window.history.replaceState(null, '', `/banner/forbid?noticeID=${noticeID}`)
    render(
      <MemoryRouter>
        <ForbidPage />
      </MemoryRouter>,
    )
    const steps = await screen.findByRole('list', { name: '申诉步骤' })
    expect(steps.textContent).toContain('在手机上打开 App，登录被封禁的账号')
    expect(steps.textContent).toContain('选择「封禁申诉」')
    expect(screen.queryByRole('button', { name: /申诉/ })).toBeNull()
  })
})
