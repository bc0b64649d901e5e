import { installFakeNative, type FakeNative } from '@h5/bridge/testing'
import { createMockBackend, MOCK_NOTICES, MOCK_RULES, MOCK_USER } from '@h5/mock-backend'
import { answerHandler, generateAnswers } from '@h5/mock-backend/testing'
import { render, screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ComponentType } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { installStylesheets } from '../../test/installStylesheets'
import { unhandledLongText } from '../../test/unhandledLongText'

/**
 * The content pages that show the server's data (/rule/dynamic/:id, /banner/forbid, /agreement/agreementpop)
 * with answers generated from docs/openapi.yaml (`generateAnswers` of @h5/mock-backend/testing: the edge cases
 * — long titles, empty block lists, far dates — then random ones), one endpoint at a time: each must settle
 * (no loader left), with no raw `undefined` / `NaN` / `Infinity` on screen and a CSS rule for every long
 * unbroken text (unhandledLongText.ts). An answer the document allows but the page's reader refuses (a block it
 * cannot draw, a time that is no time) shows the page's error state, which is a way on too.
 */
const RANDOM = 5
const backend = createMockBackend()
const server = setupServer(...backend.handlers)
let native: FakeNative
let removeStylesheets: () => void

beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456',
  })
  native = installFakeNative(window, { platform: 'ios', handlers: { getCurrentUserInfo: () => ({ ...MOCK_USER }) } })
  const here = dirname(fileURLToPath(import.meta.url))
  removeStylesheets = installStylesheets(here, join(here, '../../styles'), join(here, '../../components'))
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => {
  server.close()
  native.uninstall()
  removeStylesheets()
})
beforeEach(() => sessionStorage.clear())
afterEach(() => {
  server.resetHandlers()
  backend.reset()
})

/** Renders a page at `url` as a fresh page load under the app's router, on the route pattern `path`. */
async function visit(url: string, path: string, load: () => Promise<{ default: ComponentType }>) {
  const { appSession } = await import('../../platform/session/appSession')
  appSession.reset()
  window.history.replaceState(null, '', url)
  const { default: Page } = await load()
  return render(
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
    </BrowserRouter>,
  )
}

/** Waits until the page's loader (LoadingState, labelled `label`) is gone: the answer is drawn. */
async function settled(label: string) {
  await waitFor(() => expect(screen.queryByText(label)).toBeNull())
}

/** What every page must hold to, whatever the answer. */
function expectShownWell(container: HTMLElement) {
  expect(container.textContent ?? '').not.toMatch(/undefined|NaN|Infinity|Invalid Date|\[object Object\]/)
  expect(unhandledLongText(container)).toEqual([])
}

const answersOf = (operationId: string) => generateAnswers(operationId, { random: RANDOM }).map((answer) => [answer.label, answer.body] as const)

describe('/rule/dynamic/:id with generated answers', () => {
  it.each(answersOf('getRuleDocument'))('shows the rule or its error: %s', async (_label, body) => {
    server.use(answerHandler('getRuleDocument', body))
    const { container } = await visit(`/rule/dynamic/${MOCK_RULES.spring}`, '/rule/dynamic/:id?', () => import('./DynamicPage'))
    await settled('规则加载中')
    expectShownWell(container)
    const shown = container.querySelector('.document') !== null
    const failed = screen.queryByRole('button', { name: '重试' }) !== null
    expect(shown || failed).toBe(true)
  })
})

describe('/banner/forbid with generated answers', () => {
  it.each(answersOf('getForbidNotice'))('shows the notice or its error: %s', async (_label, body) => {
    server.use(answerHandler('getForbidNotice', body))
    const { container } = await visit(`/banner/forbid?noticeID=${MOCK_NOTICES.account}`, '/banner/forbid', () => import('../banner/ForbidPage'))
    await settled('封禁通知加载中')
    expectShownWell(container)
    const shown = screen.queryByRole('heading', { name: /已被封禁$/ }) !== null
    const failed = screen.queryByRole('button', { name: '重试' }) !== null
    expect(shown || failed).toBe(true)
  })
})

describe('/agreement/agreementpop with generated answers', () => {
  it.each(answersOf('getPendingAgreements'))('lists what changed: %s', async (_label, body) => {
    server.use(answerHandler('getPendingAgreements', body))
    const { container } = await visit('/agreement/agreementpop', '/agreement/agreementpop', () => import('../agreement/AgreementpopPage'))
    await settled('协议加载中')
    expectShownWell(container)
    const { items } = (body as { data: { items: unknown[] } }).data
    if (items.length === 0) expect(screen.getByRole('heading', { name: /协议已是最新$/ })).toBeTruthy()
    else expect(screen.getAllByRole('link', { name: /^阅读《.*》全文$/ })).toHaveLength(items.length)
  })
})
