import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { overlays, showToast, TOAST_DURATION_MS } from '../state/overlays'
import { isLargeToastPath, Toast } from './Toast'

function renderToast(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Toast />
    </MemoryRouter>,
  )
}

/** Let valtio notify React, then move the fake clock. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

async function show(message: string, duration?: number) {
  await act(async () => {
    showToast(message, duration)
    await Promise.resolve()
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  overlays.toast = null
})

afterEach(() => {
  vi.useRealTimers()
  overlays.toast = null
})

describe('the toast', () => {
  it('shows for exactly 1500 ms', async () => {
    expect(TOAST_DURATION_MS).toBe(1500)
    renderToast()
    await show('操作成功')
    expect(screen.getByText('操作成功')).toBeTruthy()
    await advance(1499)
    expect(screen.getByText('操作成功')).toBeTruthy()
    await advance(1)
    expect(screen.queryByText('操作成功')).toBeNull()
    expect(overlays.toast).toBeNull()
  })

  it('honours a duration the caller asks for', async () => {
    renderToast()
    await show('三秒提示', 3000)
    await advance(2999)
    expect(screen.getByText('三秒提示')).toBeTruthy()
    await advance(1)
    expect(screen.queryByText('三秒提示')).toBeNull()
  })

  it('shows one toast at a time: a new one replaces the old and gets its own full duration', async () => {
    renderToast()
    await show('第一条')
    await advance(1000)
    await show('第二条')
    expect(screen.queryByText('第一条')).toBeNull()
    expect(screen.getByText('第二条')).toBeTruthy()
    await advance(1000)
    // The first toast's timer would have fired by now; the second is still up.
    expect(screen.getByText('第二条')).toBeTruthy()
    await advance(500)
    expect(screen.queryByText('第二条')).toBeNull()
  })

  it('announces itself in a polite live region', async () => {
    renderToast()
    await show('已保存')
    expect(screen.getByRole('status').textContent).toBe('已保存')
  })

  it.each([
    ['/redpacket/open', true],
    ['/activityCenter/weal', true],
    ['/game/extendActivity', true],
    ['/teenager', false],
    ['/', false],
  ])('on %s uses the large style: %s', async (path, large) => {
    renderToast(path)
    await show('提示')
    expect(screen.getByText('提示').classList.contains('toast--large')).toBe(large)
    expect(isLargeToastPath(path)).toBe(large)
  })
})
