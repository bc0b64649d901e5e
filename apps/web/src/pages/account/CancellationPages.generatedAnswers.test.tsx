import { installFakeNative, type FakeNative } from '@h5/bridge/testing'
import { createMockBackend, MOCK_USER } from '@h5/mock-backend'
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
 * The account-cancellation pages with answers generated from docs/openapi.yaml (`generateAnswers` of
 * @h5/mock-backend/testing: long titles and hints, no conditions, far dates, then random ones): each must show
 * without crashing, with no raw `undefined` / `NaN` / `Infinity` on screen, a finished load and a CSS rule for
 * every long unbroken text (unhandledLongText.ts).
 */
const RANDOM = 8
const backend = createMockBackend()
const server = setupServer(...backend.handlers)
let native: FakeNative
let removeStylesheets: () => void

beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', {
    configurable: true,
    value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456',
  })
  native = installFakeNative(window, {
    platform: 'ios',
    handlers: { getCurrentUserInfo: () => ({ ...MOCK_USER }) },
  })
  const here = dirname(fileURLToPath(import.meta.url))
  removeStylesheets = installStylesheets(here, join(here, '../../styles'))
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

/** Renders the page at `url` as a fresh page load under the app's router. */
async function visit(url: string, load: () => Promise<{ default: ComponentType }>) {
  const { appSession } = await import('../../platform/session/appSession')
  appSession.reset()
  window.history.replaceState(null, '', url)
  const { default: Page } = await load()
  return render(
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path={new URL(url, 'https://app.invalid').pathname} element={<Page />} />
      </Routes>
    </BrowserRouter>,
  )
}

/** What every page must hold to, whatever the answer. */
function expectShownWell(container: HTMLElement) {
  expect(container.textContent ?? '').not.toMatch(/undefined|NaN|Infinity|\[object Object\]/)
  expect(unhandledLongText(container)).toEqual([])
}

const answersOf = (operationId: string) => generateAnswers(operationId, { random: RANDOM }).map((answer) => [answer.label, answer.body] as const)

describe('/account/cancellation with generated answers', () => {
  it.each(answersOf('getCancellationCheck'))('shows the notice or where the cancellation stands: %s', async (_label, body) => {
    server.use(answerHandler('getCancellationCheck', body))
    const { container } = await visit('/account/cancellation', () => import('./CancellationPage'))
    await waitFor(() => expect(screen.queryByText('正在获取注销条件…')).toBeNull())
    const answer = body as { errno: number; data?: { pending?: unknown } }
    if (answer.errno !== 0) await screen.findByRole('button', { name: '重试' })
    // A cancellation under way sends the notice to /account/cancellation/done, outside this test's router.
    else if (!answer.data?.pending) await screen.findByRole('region', { name: '注销条件' })
    expectShownWell(container)
  })

  it.each(answersOf('getCancellationCheck'))('shows the submitted cancellation: %s', async (_label, body) => {
    server.use(answerHandler('getCancellationCheck', body))
    const { container } = await visit('/account/cancellation/done', () => import('./CancellationDonePage'))
    await waitFor(() => expect(screen.queryByText('正在获取注销进度…')).toBeNull())
    const answer = body as { errno: number; data?: { pending?: unknown } }
    if (answer.errno !== 0) await screen.findByRole('button', { name: '重试' })
    else await screen.findByRole('heading', { name: answer.data?.pending ? /注销申请已提交/ : /尚未提交注销申请/ })
    expectShownWell(container)
  })
})
