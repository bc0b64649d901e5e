import { installFakeNative } from '@h5/bridge/testing'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { AppRoutes } from '../../AppRoutes'
import { createTeenNative, type TeenNative } from '../../dev/teenNative'
import { forgetKeptVisits } from '../../platform/data/keptVisits'
import { buildRoutes } from '../../router'
import type { RouteEntry } from '../../routes/routeTypes'
import { overlays } from '../../state/overlays'
import { renderInRouter } from '../../test/renderInRouter'
import NavPage from './NavPage'
import RePwdPage from './RePwdPage'
import SelectAgePage from './SelectAgePage'
import SetPwdPage from './SetPwdPage'
import TeenagerPage from './TeenagerPage'
import TimePwdPage from './TimePwdPage'

/**
 * The teen screens in jsdom over the real app bridge and a fake native: the cases the e2e model cannot produce
 * (an older native's answers, a malformed answer) and the page logic around them. The e2e specs walk the flows.
 */
let teen: TeenNative
/** What teenagerCanUse answers; `null` = the teen model's own answer. */
let canUseReply: Record<string, unknown> | string | null

// Installed before the app bridge's first use in this file, so the pages count as in the app.
const native = installFakeNative(window, {
  platform: 'android',
  handlers: {
    teenagerCanUse: () => (canUseReply ?? teen.teenagerCanUse()) as never,
    teenagerSwitch: (data) => teen.teenagerSwitch(data) as never,
    finish: () => ({}),
  },
})

beforeEach(() => {
  teen = createTeenNative({ initial: { now: '2024-06-01T12:00:00' } })
  canUseReply = null
  overlays.toast = null
  forgetKeptVisits()
})

const PAGES: Record<string, ComponentType> = {
  '/teenager': TeenagerPage,
  '/teenager/nav': NavPage,
  '/teenager/selectAge': SelectAgePage,
  '/teenager/setPwd': SetPwdPage,
  '/teenager/rePwd': RePwdPage,
  '/teenager/timePwd': TimePwdPage,
}

function renderAt(entry: string | { pathname: string; search?: string; state?: unknown }) {
  return renderInRouter(
    <Routes>
      {Object.entries(PAGES).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<h1>其他页面</h1>} />
    </Routes>,
    entry,
  )
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name })

describe('the status page', () => {
  it('offers both 开启 and 关闭 when an older native does not say whether the mode is on', async () => {
    canUseReply = { canUse: true, usedMinutes: 12 }
    renderAt('/teenager')
    await heading('青少年模式')
    expect(screen.getByRole('link', { name: '开启青少年模式' }).getAttribute('href')).toBe('/teenager/selectAge')
    expect(screen.getByRole('link', { name: '关闭青少年模式' }).getAttribute('href')).toBe('/teenager/closePwd')
    expect(screen.getByRole('region', { name: '今日使用' }).textContent).toBe('今日已使用12分钟')
  })

  it('shows a malformed answer as BAD_ANSWER with 重试, which asks native again', async () => {
    canUseReply = '{"canUse":"yes"}'
    const askedBefore = native.calls.length
    renderAt('/teenager')
    await heading('暂时无法使用青少年模式')
    expect(screen.getByText('青少年模式状态获取失败，请稍后重试')).toBeTruthy()

    canUseReply = null
    await userEvent.click(screen.getByRole('button', { name: '重试' }))
    await heading('青少年模式未开启')
    expect(native.calls.slice(askedBefore).map((call) => call.op)).toEqual(['teenagerCanUse', 'teenagerCanUse'])
  })

  it('names the reason use is refused right now', async () => {
    teen.set({ open: true, pin: '0427', now: '2024-06-01T23:10:00' })
    renderAt('/teenager')
    await heading('青少年模式已开启')
    expect(screen.getByText('现在是夜间休息时间（22:00至次日6:00），暂时无法使用')).toBeTruthy()
  })
})

describe('nav', () => {
  it('redirects once per answer, while it stays on screen until the next page’s code has loaded', async () => {
    // The status page's code never arrives: the app keeps nav on screen meanwhile, rendering it again (AppRoutes).
    const table: RouteEntry[] = [
      { path: '/teenager/nav', title: '青少年模式', family: 'teenager', status: 'ready', load: () => Promise.resolve({ default: NavPage }) },
      { path: '/teenager', title: '青少年模式', family: 'teenager', status: 'ready', load: () => new Promise(() => undefined) },
    ]
    const entries = new Set<string>()
    function Entries() {
      entries.add(useLocation().key)
      // A redirect on every render would navigate for ever: stop it, so the test fails instead of hanging.
      if (entries.size > 5) throw new Error('nav redirects in a loop')
      return null
    }
    await act(async () => {
      renderInRouter(
        <>
          <Entries />
          <AppRoutes routes={buildRoutes(table)} />
        </>,
        '/teenager/nav',
      )
    })
    await waitFor(() => expect(entries.size).toBe(2))
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(entries.size).toBe(2)
  })

  it('sends a refusal without a reason to timePwd without a hint', async () => {
    canUseReply = { canUse: false }
    const { location } = renderAt('/teenager/nav')
    await heading('暂时无法使用')
    expect(location().pathname + location().search).toBe('/teenager/timePwd')
  })
})

describe('timePwd', () => {
  it('ignores a hint that is not a reason and waits for native', async () => {
    teen.set({ open: true, pin: '0427', age: 0, usedMinutes: 41 })
    renderAt({ pathname: '/teenager/timePwd', search: '?reason=<script>' })
    expect(screen.getByText('正在获取使用状态…')).toBeTruthy()
    await heading('今日使用时长已达上限')
    expect(screen.getByText('今日已使用41分钟，已达到青少年模式每日可使用时长。休息一下，明天再来吧！')).toBeTruthy()
  })

  it('draws the hinted reason at once, then follows native’s answer', async () => {
    teen.set({ open: true, pin: '0427', now: '2024-06-01T05:30:00' })
    renderAt({ pathname: '/teenager/timePwd', search: '?reason=limit' })
    expect(screen.getByRole('heading', { level: 1, name: '今日使用时长已达上限' })).toBeTruthy()
    await heading('夜间休息时间')
  })

  it('ignores typing while the guardian PIN is being checked', async () => {
    teen.set({ open: true, pin: '0427', usedMinutes: 200 })
    native.setFault('teenagerSwitch', { delayMs: 150 })
    const callsBefore = native.calls.length
    try {
      renderAt('/teenager/timePwd')
      await heading('今日使用时长已达上限')
      const box = screen.getByLabelText<HTMLInputElement>('监护密码')
      await userEvent.type(box, '0427')
      expect(screen.getByText('正在验证…')).toBeTruthy()
      await userEvent.type(box, '{Backspace}1')
      expect(box.value).toBe('0427')
      await act(() => new Promise((resolve) => setTimeout(resolve, 250)))
      expect(teen.snapshot().open).toBe(false)
      expect(native.calls.slice(callsBefore).filter((call) => call.op === 'teenagerSwitch')).toEqual([
        { op: 'teenagerSwitch', data: { open: false, password: '0427' } },
      ])
    } finally {
      native.setFault('teenagerSwitch', undefined)
    }
  })
  it('turns the mode off once for a PIN completed twice in one tick, and leaves once', async () => {
    teen.set({ open: true, pin: '0427', usedMinutes: 200 })
    native.setFault('teenagerSwitch', { delayMs: 50 })
    try {
      const { location } = renderAt('/teenager/timePwd')
      await heading('今日使用时长已达上限')
      const callsBefore = native.calls.length
      const box = screen.getByLabelText('监护密码')
      act(() => {
        fireEvent.change(box, { target: { value: '0427' } })
        fireEvent.change(box, { target: { value: '1111' } })
      })
      await heading('青少年模式未开启')
      expect(location().pathname).toBe('/teenager')
      expect(native.calls.slice(callsBefore)).toEqual([
        { op: 'teenagerSwitch', data: { open: false, password: '0427' } },
        { op: 'finish', data: {} },
        { op: 'teenagerCanUse', data: {} },
      ])
    } finally {
      native.setFault('teenagerSwitch', undefined)
    }
  })

  it('shows the status page once the PIN turns the mode off, even when native never answers finish', async () => {
    teen.set({ open: true, pin: '0427', usedMinutes: 200 })
    native.setFault('finish', { drop: true })
    const callsBefore = native.calls.length
    try {
      const { location } = renderAt('/teenager/timePwd')
      await heading('今日使用时长已达上限')
      await userEvent.type(screen.getByLabelText('监护密码'), '0427')
      await heading('青少年模式未开启')
      expect(location().pathname).toBe('/teenager')
      expect(native.calls.slice(callsBefore).map((call) => call.op)).toEqual([
        'teenagerCanUse',
        'teenagerSwitch',
        'finish',
        'teenagerCanUse',
      ])
    } finally {
      native.setFault('finish', undefined)
    }
  })
})

describe('selectAge', () => {
  it('starts on the bracket of the flow (back from the next step), else the default 16–18', async () => {
    renderAt({ pathname: '/teenager/selectAge', state: { back: 2, age: 0 } })
    await heading('选择孩子的年龄段')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^8岁以下/ }).checked).toBe(true)
  })

  it('carries the choice into the next step’s history entry', async () => {
    const { location } = renderAt({ pathname: '/teenager/selectAge', state: { back: 1 } })
    await heading('选择孩子的年龄段')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^16至18岁/ }).checked).toBe(true)
    await userEvent.click(screen.getByRole('radio', { name: /^8至16岁/ }))
    await userEvent.click(screen.getByRole('button', { name: '下一步' }))
    expect(location().pathname).toBe('/teenager/ageLimit')
    expect(location().state).toEqual({ back: 2, age: 1, visit: expect.any(String) })
  })
})

describe('the enable flow’s PIN', () => {
  it('goes from setPwd to rePwd in the flow’s memory, never in the history entry, and turns the mode on', async () => {
    const callsBefore = native.calls.length
    const { location } = renderAt({ pathname: '/teenager/setPwd', state: { back: 3, age: 1 } })
    await heading('设置监护密码')
    await userEvent.type(screen.getByLabelText('设置4位数字监护密码'), '1357')
    await heading('确认监护密码')
    expect(location().pathname).toBe('/teenager/rePwd')
    expect(JSON.stringify(location().state)).not.toContain('1357')
    await userEvent.type(screen.getByLabelText('再次输入监护密码'), '1357')
    await waitFor(() => expect(teen.snapshot().open).toBe(true))
    expect(native.calls.slice(callsBefore)).toEqual([{ op: 'teenagerSwitch', data: { open: true, password: '1357', age: 1 } }])
  })

  it('is not there for a confirm step of another visit: back to setPwd with a message, nothing sent', async () => {
    const callsBefore = native.calls.length
    const { location, navigate } = renderAt({ pathname: '/teenager/setPwd', state: { back: 3, age: 1 } })
    await heading('设置监护密码')
    await userEvent.type(screen.getByLabelText('设置4位数字监护密码'), '1357')
    await heading('确认监护密码')
    // Another run of the flow (a new history entry without this one's visit): it starts without a first entry.
    await navigate('/teenager/rePwd', { state: { back: 4, age: 1 } })
    await heading('设置监护密码')
    expect(location().pathname).toBe('/teenager/setPwd')
    expect(overlays.toast?.message).toBe('请重新设置监护密码')
    expect(native.calls.slice(callsBefore)).toEqual([])
  })
})
