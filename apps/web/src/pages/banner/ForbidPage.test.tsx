import { installFakeNative } from '@h5/bridge/testing'
import { createMockBackend, MOCK_NOTICES } from '@h5/mock-backend'
import { fireEvent, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PlatformError } from '../../platform/PlatformError'
import ForbidPage from './ForbidPage'

// openPage navigates the window, which jsdom cannot: the test sees what the page asks it to open.
const openPage = vi.hoisted(() => vi.fn<(url: string) => void>())
vi.mock('../../platform/openPage', async (importOriginal) => ({ ...(await importOriginal<object>()), openPage }))

const backend = createMockBackend({ now: () => Date.UTC(2026, 10, 22, 8) })
const server = setupServer(...backend.handlers)
const native = installFakeNative(window, { platform: 'android' })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  backend.reset()
  openPage.mockReset()
})
afterAll(() => {
  server.close()
  native.uninstall()
})

function visit(search: string) {
  window.history.replaceState(null, '', `/banner/forbid${search}`)
  render(
    <MemoryRouter>
      <ForbidPage />
    </MemoryRouter>,
  )
}

describe('/banner/forbid', () => {
  it('shows an account ban: reason, until when, and until when to appeal', async () => {
    visit(`?noticeID=${MOCK_NOTICES.account}`)
    expect(await screen.findByRole('heading', { name: /你的账号已被封禁/ })).toBeTruthy()
    expect(screen.getByText(/多次发布引流广告/)).toBeTruthy()
    // 2026-11-22 00:00 UTC + 6 days, in China Standard Time.
    expect(screen.getByText('将于 2026年11月28日 08:00 解封')).toBeTruthy()
    expect(screen.getByText('请在 2026年11月28日 08:00 前申诉')).toBeTruthy()
  })

  it('shows a permanent room ban without appeal', async () => {
    visit(`?noticeID=${MOCK_NOTICES.room}`)
    expect(await screen.findByRole('heading', { name: /你的房间「深夜电台」已被封禁/ })).toBeTruthy()
    expect(screen.getByText('本次封禁不支持申诉')).toBeTruthy()
  })

  it.each([
    ['an unknown id', `?noticeID=${MOCK_NOTICES.missing}`],
    ['no id', ''],
  ])('says clearly that %s names no notice', async (_, search) => {
    visit(search)
    expect(await screen.findByRole('heading', { name: /封禁通知不存在/ })).toBeTruthy()
    expect(screen.getByText('没有找到这条封禁通知，请从消息中重新打开')).toBeTruthy()
  })

  it('loads the notice again when native says the web view is visible again (pageActive)', async () => {
    visit(`?noticeID=${MOCK_NOTICES.account}`)
    expect(await screen.findByText(/多次发布引流广告/)).toBeTruthy()
    // Meanwhile the ban was reviewed: the server now gives another reason.
    server.use(
      http.get('*/v1/content/forbid', () =>
        HttpResponse.json({
          errno: 0,
          errmsg: '',
          data: { noticeID: MOCK_NOTICES.account, scope: 'account', reason: '复核后改为：发布违规链接', startAt: 0, endAt: null, appealUntil: null },
        }),
      ),
    )
    await native.callPage('onPageActive')
    expect(await screen.findByText('复核后改为：发布违规链接')).toBeTruthy()
    expect(screen.getByText('本次为永久封禁')).toBeTruthy()
  })

  it('in the app, opens the appeal page the server names', async () => {
    visit(`?noticeID=${MOCK_NOTICES.account}`)
    fireEvent.click(await screen.findByRole('button', { name: '去申诉' }))
    expect(openPage).toHaveBeenCalledWith(`http://localhost:3000/v1/mock-appeal?noticeID=${MOCK_NOTICES.account}`)
    expect(screen.queryByRole('list', { name: '申诉步骤' })).toBeNull()
  })

  it('in the app, opens a chat with the customer-service account the server names', async () => {
    visit(`?noticeID=${MOCK_NOTICES.chat}`)
    fireEvent.click(await screen.findByRole('button', { name: '联系客服申诉' }))
    await vi.waitFor(() => expect(native.calls).toContainEqual(expect.objectContaining({ op: 'gotoConversation', data: { userID: 10000, nickName: '官方客服' } })))
  })

  it('without a channel, gives the steps to appeal in the app', async () => {
    visit(`?noticeID=${MOCK_NOTICES.steps}`)
    const steps = await screen.findByRole('list', { name: '申诉步骤' })
    expect(steps.textContent).toContain('进入「我的 - 帮助与反馈」，选择「封禁申诉」')
    expect(steps.textContent).not.toContain('在手机上打开 App')
    expect(screen.queryByRole('button', { name: /申诉/ })).toBeNull()
  })

  it('gives the steps when the appeal page cannot be opened (the URL checks refuse it)', async () => {
    openPage.mockImplementation(() => {
      throw new PlatformError('unsafe-url', '链接地址无效')
    })
    visit(`?noticeID=${MOCK_NOTICES.account}`)
    fireEvent.click(await screen.findByRole('button', { name: '去申诉' }))
    expect(await screen.findByRole('list', { name: '申诉步骤' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '去申诉' })).toBeNull()
  })
})
