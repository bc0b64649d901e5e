import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY } from './platform/reloadPageOnce'
import { monitor } from './platform/monitor'
import { watchDocumentTitle } from './platform/watchDocumentTitle'
import { buildRoutes } from './router'
import { routeTable, type RouteEntry } from './routes/routeTable'

function renderAt(path: string, table: readonly RouteEntry[] = routeTable) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] })
  const stopTitle = watchDocumentTitle(router)
  render(<RouterProvider router={router} />)
  return { router, stopTitle }
}

const page = (title: string, load: RouteEntry['load']): RouteEntry => ({
  path: '/demo',
  title,
  family: 'demo',
  status: 'ready',
  load,
})

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  sessionStorage.clear()
  document.title = ''
})

afterEach(() => sessionStorage.clear())

describe('a planned route', () => {
  it('shows its title and 该页面暂未开放, and sets the document title', async () => {
    renderAt('/weekstar')
    expect(await screen.findByRole('heading', { level: 1, name: '周星榜' })).toBeTruthy()
    expect(screen.getByText('该页面暂未开放')).toBeTruthy()
    expect(document.title).toBe('周星榜')
  })

  it('goes back to the index page when the tab has no history', async () => {
    const { router } = renderAt('/weekstar')
    await userEvent.click(await screen.findByRole('button', { name: '返回' }))
    expect(await screen.findByRole('heading', { name: '功能导航' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('errors', () => {
  it('shows 404 页面不存在 with its hint for an unknown path', async () => {
    renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy()
    expect(screen.getByText('404')).toBeTruthy()
    expect(screen.getByText('请检查网址是否正确')).toBeTruthy()
    expect(screen.getByRole('link', { name: '回到首页' }).getAttribute('href')).toBe('/')
    expect(document.title).toBe('页面不存在')
  })

  it.each(['/links/abc123', '/links/A_b-9', '/rule/dynamic', '/rule/dynamic/42', '/tuiguang', '/tuiguang/kol88'])(
    'passes the validity check of %s',
    async (path) => {
      renderAt(path)
      expect(await screen.findByText('该页面暂未开放')).toBeTruthy()
    },
  )

  it.each(['/links/bad%20id', '/links/%3Cscript%3E', `/links/${'a'.repeat(65)}`, '/rule/dynamic/4.2', '/tuiguang/k%27ol'])(
    'answers 404 when the validity check of %s fails',
    async (path) => {
      renderAt(path)
      expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy()
      expect(screen.queryByText('该页面暂未开放')).toBeNull()
      expect(document.title).toBe('页面不存在')
    },
  )

  it('shows 500 服务器错误 with both hints for a page that throws, never its raw message, and reports it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const report = vi.spyOn(monitor, 'report')
    const failure = new Error('Cannot read properties of undefined')
    function Broken(): never {
      throw failure
    }
    renderAt('/demo', [page('示例', async () => ({ default: Broken }))])
    expect(await screen.findByRole('heading', { name: '服务器错误' })).toBeTruthy()
    expect(screen.getByText('500')).toBeTruthy()
    expect(screen.getByText('请检查网址是否正确')).toBeTruthy()
    expect(screen.getByText('请稍后重试')).toBeTruthy()
    expect(screen.queryByText(/Cannot read/)).toBeNull()
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy()
    expect(report).toHaveBeenCalledWith(failure)
    expect(document.title).toBe('服务器错误')
  })
})

describe('a page chunk that fails to load', () => {
  const failing = () => [page('示例', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))]

  it('reloads the page once, remembering the attempt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // jsdom: reload is "not implemented"
    renderAt('/demo', failing())
    expect(await screen.findByText('正在重新加载…')).toBeTruthy()
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? '{}')).toMatchObject({ url: window.location.href })
  })

  it('shows the error page instead of reloading again right after a reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ url: window.location.href, at: Date.now() }))
    const report = vi.spyOn(monitor, 'report')
    renderAt('/demo', failing())
    expect(await screen.findByRole('heading', { name: '服务器错误' })).toBeTruthy()
    expect(screen.getByText('页面加载失败，请检查网络后重试')).toBeTruthy()
    expect(report).toHaveBeenCalledOnce()
  })
})

describe('pages', () => {
  it('renders a ready page from its lazily loaded module with the table title', async () => {
    renderAt('/demo', [page('示例页', async () => ({ default: () => <h1>示例内容</h1> }))])
    expect(await screen.findByRole('heading', { name: '示例内容' })).toBeTruthy()
    expect(document.title).toBe('示例页')
  })

  it.each([
    ['/oauth/manual', '人工认证'],
    ['/oauth/manual/card', '上传身份证'],
    ['/oauth/manual/phone', '手机号验证'],
    ['/oauth/manual/result', '认证结果'],
    ['/oauth/quick', '快速认证'],
    ['/oauth/quick/result', '认证结果'],
  ])('renders the nested route %s as %s', async (path, title) => {
    renderAt(path)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(document.title).toBe(title)
  })

  it('renders the component gallery at /test/comp', async () => {
    renderAt('/test/comp')
    expect(await screen.findByRole('heading', { level: 1, name: '组件示例' })).toBeTruthy()
  })

  it('scrolls to the top on navigation, or to the hash target', async () => {
    const { router } = renderAt('/weekstar')
    await screen.findByText('该页面暂未开放')
    const scrollTo = vi.mocked(window.scrollTo)
    scrollTo.mockClear()
    await act(() => router.navigate('/rank'))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)

    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    scrollTo.mockClear()
    await act(() => router.navigate('/test/comp#top'))
    await screen.findByRole('heading', { level: 1, name: '组件示例' })
    // No element has id "top": still the top of the page.
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    document.querySelector('main')?.setAttribute('id', 'gallery')
    scrollTo.mockClear()
    await act(() => router.navigate('/test/comp#gallery'))
    expect(scrollIntoView).toHaveBeenCalledOnce()
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
