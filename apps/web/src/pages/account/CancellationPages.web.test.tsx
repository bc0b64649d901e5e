import { MOCK_USER } from '@h5/mock-backend'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { identityApi } from '../../platform/api/identityApi'
import { sessionStore } from '../../platform/session/sessionStore'
import { readWebLogin, storeWebLogin } from '../../platform/session/webLoginSession'
import { setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { pages } from './accountPages'

/**
 * The cancellation pages in a phone's browser (no `pid/`), on the simulator: without a web login each offers
 * 登录 and comes back to itself; after one they work, and 退出登录 ends the web login (there is no native to
 * ask).
 */
setUpGeneratedAnswerPages({ platform: 'none' })

const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

async function open(url: string) {
  const load = pages[url]
  if (!load) throw new Error(`no page for ${url}`)
  const { default: Page } = await load()
  return visitPage(url, url, Page)
}

describe('the cancellation pages outside the app', () => {
  it.each(['/account/cancellation', '/account/cancellation/check', '/account/cancellation/code', '/account/cancellation/done'])(
    '%s offers 登录 without a web login, which comes back to it',
    async (url) => {
      await open(url)
      const login = await screen.findByRole('link', { name: '登录' })
      expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(url)}`)
    },
  )

  it('works after a web login: the notice names the balances', async () => {
    storeWebLogin(sessionStorage, tokens, MOCK_USER.userID)
    await open('/account/cancellation')
    expect(await screen.findByText('你的余额¥88.88和100000钻石及礼物收益将被清空')).toBeTruthy()
  })

  it('ends the web login with 退出登录 in the cooling-off period', async () => {
    await identityApi.sendSmsCode({ ...tokens, scene: 'cancellation' })
    await identityApi.submitCancellation({ ...tokens, smsCode: '123456', waiveBalances: true })
    storeWebLogin(sessionStorage, tokens, MOCK_USER.userID)
    await open('/account/cancellation/done')
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }))
    await waitFor(() => expect(readWebLogin(sessionStorage)).toBeNull())
    expect(sessionStore.get().status).not.toBe('ready')
  })
})
