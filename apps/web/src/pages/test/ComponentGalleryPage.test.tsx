import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { overlays } from '../../state/overlays'
import ComponentGalleryPage from './ComponentGalleryPage'

function renderGallery() {
  return render(
    <MemoryRouter initialEntries={['/test/comp']}>
      <ComponentGalleryPage />
    </MemoryRouter>,
  )
}

beforeEach(() => {
  overlays.toast = null
  overlays.loadingCount = 0
})

afterEach(() => {
  vi.useRealTimers()
  overlays.toast = null
  overlays.loadingCount = 0
})

describe('the component gallery', () => {
  it('shows a section for each shared component', () => {
    renderGallery()
    for (const name of ['轻提示', '加载中', '错误页', '未开放页面', '密码输入']) {
      expect(screen.getByRole('region', { name })).toBeTruthy()
    }
    // The previews are sections, not pages: one <main>, one <h1>.
    expect(screen.getAllByRole('main')).toHaveLength(1)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 2, name: '示例页面' })).toBeTruthy()
    expect(screen.getByText('该页面暂未开放')).toBeTruthy()
  })

  it('raises real toasts through the shared overlay state', async () => {
    renderGallery()
    await userEvent.click(screen.getByRole('button', { name: '显示轻提示' }))
    expect(overlays.toast).toMatchObject({ message: '操作成功', duration: 1500 })
    await userEvent.click(screen.getByRole('button', { name: '显示 3 秒' }))
    expect(overlays.toast).toMatchObject({ duration: 3000 })
  })

  it('holds the loading overlay for two seconds, and releases it when the page is left early', async () => {
    vi.useFakeTimers()
    const { unmount } = renderGallery()
    act(() => screen.getByRole('button', { name: '模拟 2 秒请求' }).click())
    act(() => screen.getByRole('button', { name: '模拟 2 秒请求' }).click())
    expect(overlays.loadingCount).toBe(1)
    act(() => vi.advanceTimersByTime(2000))
    expect(overlays.loadingCount).toBe(0)

    act(() => screen.getByRole('button', { name: '模拟 2 秒请求' }).click())
    unmount()
    expect(overlays.loadingCount).toBe(0)
  })

  it('switches the error preview between 404 and 500', async () => {
    renderGallery()
    expect(screen.getByRole('heading', { level: 2, name: '页面不存在' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '500' }))
    expect(screen.getByRole('heading', { level: 2, name: '服务器错误' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '500' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('checks the demo PIN: a wrong one shows the error, the right one a toast', async () => {
    renderGallery()
    const input = screen.getByLabelText(/请输入密码/)
    await userEvent.type(input, '0000')
    expect(screen.getByRole('alert').textContent).toBe('密码错误，请重新输入')
    await userEvent.type(input, '1234')
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(overlays.toast?.message).toBe('密码正确')
  })
})
