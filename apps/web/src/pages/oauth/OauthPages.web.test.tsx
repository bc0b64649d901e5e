import { MOCK_USER } from '@h5/mock-backend'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { storeWebLogin } from '../../platform/session/webLoginSession'
import { setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { pages } from './oauthPages'

/**
 * The identity pages in a phone's browser (no `pid/`), on the simulator: a page whose data needs only the
 * session offers 登录 beside 下载 App and comes back to itself after it; the quick path, whose face check is
 * native's, asks for the app only. After a web login the pages work.
 */
setUpGeneratedAnswerPages({ platform: 'none' })

async function open(url: string) {
  const path = new URL(url, 'https://h5.example.com').pathname
  const load = pages[path]
  if (!load) throw new Error(`no page for ${path}`)
  const { default: Page } = await load()
  return visitPage(url, path, Page)
}

describe('the identity pages outside the app, without a web login', () => {
  it.each([
    '/oauth?from=cash&return=%2Fwxcash',
    '/oauth/v2/manual',
    '/oauth/v2/result',
    '/oauth/v2/quickResult',
    '/oauth/phone/nav',
    '/oauth/phone/newphone',
    '/oauth/phone/mancheck',
    '/oauth/config',
  ])('%s offers 登录, which comes back to it', async (url) => {
    await open(url)
    const login = await screen.findByRole('link', { name: '登录' })
    expect(login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(url)}`)
    expect(screen.getByRole('link', { name: '下载 App' })).toBeTruthy()
  })

  it('/oauth/v2/quick asks for the app only: its face check is native’s', async () => {
    await open('/oauth/v2/quick')
    expect(await screen.findByRole('link', { name: '下载 App' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull()
  })
})

describe('the identity pages outside the app, after a web login', () => {
  it('/oauth/phone/nav shows the bound number', async () => {
    storeWebLogin(sessionStorage, { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }, MOCK_USER.userID)
    await open('/oauth/phone/nav')
    expect(await screen.findByText('138****8000')).toBeTruthy()
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull()
  })
})
