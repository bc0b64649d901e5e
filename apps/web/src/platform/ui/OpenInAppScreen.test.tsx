import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { OpenInAppScreen } from './OpenInAppScreen'

const show = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>)

describe('OpenInAppScreen', () => {
  it('asks a browser outside the app (998, no pid/) to open the app, linking to 下载 App', () => {
    show(<OpenInAppScreen reason="unsupported" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('请在 App 内打开')
    expect(screen.getByRole('link', { name: '下载 App' }).getAttribute('href')).toBe('/download')
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy()
  })

  it('asks an app too old to answer (999) to update, linking to 下载最新版 App', () => {
    show(<OpenInAppScreen reason="outdated" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('请升级 App')
    expect(screen.getByRole('link', { name: '下载最新版 App' }).getAttribute('href')).toBe('/download')
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy()
  })

  it('speaks a family’s own words for the reason it names, and the shared ones for the other', () => {
    const copy = { outdated: { title: '请升级 App 后领取红包', message: '暂不支持红包' } }
    const { unmount } = show(<OpenInAppScreen reason="outdated" copy={copy} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('请升级 App 后领取红包')
    expect(screen.getByText('暂不支持红包')).toBeTruthy()
    unmount()
    show(<OpenInAppScreen reason="unsupported" copy={copy} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('请在 App 内打开')
  })

  it('offers 重试 only to a page that passes onRetry, and calls it', async () => {
    const onRetry = vi.fn()
    const { unmount } = show(<OpenInAppScreen reason="outdated" onRetry={onRetry} />)
    await userEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    unmount()
    show(<OpenInAppScreen reason="outdated" />)
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
  })
})

describe('OpenInAppScreen on a page a web login opens', () => {
  it('offers 登录 outside the app, returning to this page with its query', () => {
    render(
      <MemoryRouter initialEntries={['/oauth/phone/nav?from=settings']}>
        <OpenInAppScreen reason="unsupported" offerLogin />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/oauth/phone/nav?from=settings')}`)
    expect(screen.getByRole('link', { name: '下载 App' }).getAttribute('href')).toBe('/download')
  })

  it('offers no 登录 where the page needs the app, or to an app too old', () => {
    const { unmount } = show(<OpenInAppScreen reason="unsupported" />)
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull()
    unmount()
    show(<OpenInAppScreen reason="outdated" offerLogin />)
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull()
  })
})
