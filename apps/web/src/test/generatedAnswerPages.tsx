import { installFakeNative, type FakeHandlers, type FakeNative } from '@h5/bridge/testing'
import { createMockBackend, MOCK_USER } from '@h5/mock-backend'
import { generateAnswers } from '@h5/mock-backend/testing'
import { render, screen, waitFor } from '@testing-library/react'
import { setupServer, type SetupServer } from 'msw/node'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ComponentType } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { forgetKeptVisits } from '../platform/data/keptVisits'
import { appSession } from '../platform/session/appSession'
import { installStylesheets } from './installStylesheets'
import { checkPhoneWidthAfterEach, keepForPhoneWidth } from './phoneWidth'
import { unhandledLongText } from './unhandledLongText'

/** How many random answers follow the edge cases, per endpoint. */
const RANDOM = 5

/** Where a page test runs (each platform draws another page): the app on iOS (the default), on Android, a plain browser, or WeChat's own browser. */
export interface GeneratedAnswerPagesOptions {
  platform?: 'ios' | 'android' | 'none' | 'wechat'
  /** Native's answers besides `getCurrentUserInfo` (MOCK_USER). */
  handlers?: FakeHandlers
}

const USER_AGENTS = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 pid/123456',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 pid/123456',
  none: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49 NetType/WIFI',
} as const

/**
 * The set-up of a content page test with answers generated from docs/openapi.yaml (the content pages'
 * *.generatedAnswers.test.tsx): the simulator behind MSW, the fake native in the app (MOCK_USER), the app's
 * stylesheets (for unhandledLongText). Call it at the top of the test file; `server.use(answerHandler(…))` in a
 * test puts one generated answer in front of the simulator.
 *
 * @example
 * const { server } = setUpGeneratedAnswerPages()
 * it.each(answersOf('getForbidNotice'))('%s', async (_label, body) => { server.use(answerHandler('getForbidNotice', body)) … })
 */
export function setUpGeneratedAnswerPages(options: GeneratedAnswerPagesOptions = {}): { server: SetupServer; native: () => FakeNative } {
  const { platform = 'ios', handlers = {} } = options
  const backend = createMockBackend()
  const server = setupServer(...backend.handlers)
  let native: FakeNative | undefined
  let removeStylesheets: () => void
  beforeAll(() => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: USER_AGENTS[platform] })
    if (platform === 'ios' || platform === 'android') {
      native = installFakeNative(window, { platform, handlers: { getCurrentUserInfo: () => ({ ...MOCK_USER }), ...handlers } })
    }
    const here = dirname(fileURLToPath(import.meta.url))
    removeStylesheets = installStylesheets(join(here, '../pages'), join(here, '../styles'), join(here, '../components'))
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterAll(() => {
    server.close()
    native?.uninstall()
    removeStylesheets()
  })
  beforeEach(() => sessionStorage.clear())
  checkPhoneWidthAfterEach()
  afterEach(() => {
    server.resetHandlers()
    backend.reset()
  })
  /** The fake native in the app, to call the page as native does (`callPage('onBackPressed')`). */
  const nativeOf = () => {
    if (!native) throw new Error('no fake native: the pages run as a plain browser')
    return native
  }
  return { server, native: nativeOf }
}

/** Renders `Page` at `url` as a fresh page load under the app's router, on the route pattern `path`. */
export function visitPage(url: string, path: string, Page: ComponentType) {
  appSession.reset()
  forgetKeptVisits()
  window.history.replaceState(null, '', url)
  return render(
    <BrowserRouter useTransitions={false}>
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
    </BrowserRouter>,
  )
}

/** Waits until the page's loader (LoadingState, labelled `label`) is gone: the answer is drawn. */
export async function settled(label: string) {
  await waitFor(() => expect(screen.queryByText(label)).toBeNull())
}

/**
 * What every page must hold to, whatever the answer: no raw non-values, a CSS rule for every long text, and (after
 * the test, phoneWidth.ts) no wider than a 320 px phone.
 */
export function expectShownWell(container: HTMLElement) {
  expect(container.textContent ?? '').not.toMatch(/undefined|NaN|Infinity|Invalid Date|\[object Object\]/)
  expect(unhandledLongText(container)).toEqual([])
  keepForPhoneWidth(container)
}

/** `[label, body]` rows of the generated answers of an operation, for `it.each`. */
export const answersOf = (operationId: string) =>
  generateAnswers(operationId, { random: RANDOM }).map((answer) => [answer.label, answer.body] as const)
