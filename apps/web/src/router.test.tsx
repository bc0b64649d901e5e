import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from './AppRoutes'
import { CHUNK_RELOADS_KEY } from './platform/reloadPageOnce'
import { monitor } from './platform/monitor'
import { buildRoutes, preloadMatchedPage } from './router'
import { routeTable } from './routes/routeTable'
import type { RouteEntry } from './routes/routeTypes'
import { appState } from './state/appState'
import { renderInRouter } from './test/renderInRouter'
import { eventually } from './test/eventually'

/**
 * The app's routes at `path`. Awaited: when the page suspends on its code, React needs the act around the
 * render awaited (testing-library/react-testing-library#1375).
 */
async function renderAt(path: string, table: readonly RouteEntry[] = routeTable, prerendered = false) {
  let rendered!: ReturnType<typeof renderInRouter>
  await act(async () => {
    rendered = renderInRouter(<AppRoutes routes={buildRoutes(table)} prerendered={prerendered} />, path)
  })
  return rendered
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
  it('opened first, shows the title its HTML names and 该页面暂未开放', async () => {
    // The route's own HTML names its title (apps/web/prerender); the titles' file loads only after start-up.
    document.title = '周星榜'
    await renderAt('/weekstar')
    expect(await screen.findByRole('heading', { level: 1, name: '周星榜' })).toBeTruthy()
    expect(screen.getByText('该页面暂未开放')).toBeTruthy()
    expect(document.title).toBe('周星榜')
  })

  it('opened from another page, shows its title from routes/routeTitles.ts and sets the document title', async () => {
    document.title = '首页'
    const { navigate } = await renderAt('/')
    await navigate('/weekstar')
    expect(await screen.findByRole('heading', { level: 1, name: '周星榜' })).toBeTruthy()
    await eventually(() => expect(document.title).toBe('周星榜'))
    await navigate('/room')
    expect(await screen.findByRole('heading', { level: 1, name: '语音房' })).toBeTruthy()
    await eventually(() => expect(document.title).toBe('语音房'))
  })

  it('goes back to the index page when the tab has no history', async () => {
    const { location } = await renderAt('/weekstar')
    const back = await screen.findByRole('button', { name: '返回' })
    // The index page suspends on its code: as for renderAt, the act around the tap must be awaited.
    await act(async () => back.click())
    expect(await screen.findByRole('heading', { name: '功能导航' })).toBeTruthy()
    expect(location().pathname).toBe('/')
  })
})

describe('errors', () => {
  it('shows 404 页面不存在 with its hint for an unknown path', async () => {
    await renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy()
    expect(screen.getByText('404')).toBeTruthy()
    expect(screen.getByText('请检查网址是否正确')).toBeTruthy()
    expect(screen.getByRole('link', { name: '回到首页' }).getAttribute('href')).toBe('/')
    await eventually(() => expect(document.title).toBe('页面不存在'))
  })

  it.each(['/links/abc123', '/links/A_b-9', '/tuiguang', '/tuiguang/kol88'])(
    'passes the validity check of %s',
    async (path) => {
      await renderAt(path)
      expect(await screen.findByText('该页面暂未开放')).toBeTruthy()
    },
  )

  // A ready page (the content family): its own page, not the 404.
  it.each(['/rule/dynamic', '/rule/dynamic/42'])('passes the validity check of %s', async (path) => {
    await renderAt(path)
    expect(await screen.findByRole('heading', { level: 1, name: '活动规则' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: '页面不存在' })).toBeNull()
  })

  it.each(['/links/bad%20id', '/links/%3Cscript%3E', `/links/${'a'.repeat(65)}`, '/rule/dynamic/4.2', '/tuiguang/k%27ol'])(
    'answers 404 when the validity check of %s fails',
    async (path) => {
      await renderAt(path)
      expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy()
      expect(screen.queryByText('该页面暂未开放')).toBeNull()
      await eventually(() => expect(document.title).toBe('页面不存在'))
    },
  )

  it('shows 500 服务器错误 with both hints for a page that throws, never its raw message, and reports it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const report = vi.spyOn(monitor, 'report')
    const failure = new Error('Cannot read properties of undefined')
    function Broken(): never {
      throw failure
    }
    await renderAt('/demo', [page('示例', async () => ({ default: Broken }))])
    expect(await screen.findByRole('heading', { name: '服务器错误' })).toBeTruthy()
    expect(screen.getByText('500')).toBeTruthy()
    expect(screen.getByText('请检查网址是否正确')).toBeTruthy()
    expect(screen.getByText('请稍后重试')).toBeTruthy()
    expect(screen.queryByText(/Cannot read/)).toBeNull()
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy()
    expect(report).toHaveBeenCalledWith(failure)
    await eventually(() => expect(document.title).toBe('服务器错误'))
  })
})

describe('a page chunk that fails to load', () => {
  const failing = () => [page('示例', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))]

  it('reloads the page once, counting the reload against the path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined) // jsdom: reload is "not implemented"
    await renderAt('/demo', failing())
    expect(await screen.findByText('正在重新加载…')).toBeTruthy()
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOADS_KEY) ?? '{}')).toEqual({ [window.location.pathname]: 1 })
  })

  it('shows 页面加载失败 with 重新加载 instead of reloading the path a second time', async () => {
    sessionStorage.setItem(CHUNK_RELOADS_KEY, JSON.stringify({ [window.location.pathname]: 1 }))
    const report = vi.spyOn(monitor, 'report')
    await renderAt('/demo', failing())
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeTruthy()
    expect(screen.getByText('页面加载失败，请检查网络后重试')).toBeTruthy()
    expect(screen.getByRole('button', { name: '重新加载' })).toHaveProperty('disabled', false)
    expect(report).toHaveBeenCalledOnce()
  })

  it('offline: no reload, says so, and offers 重新加载 only once the network is back', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    appState.online = false
    const report = vi.spyOn(monitor, 'report')
    await renderAt('/demo', failing())
    expect(await screen.findByText('网络连接已断开，连接网络后可重新加载')).toBeTruthy()
    expect(screen.getByRole('button', { name: '等待网络恢复…' })).toHaveProperty('disabled', true)
    expect(sessionStorage.getItem(CHUNK_RELOADS_KEY)).toBeNull()
    expect(report).not.toHaveBeenCalled()
    act(() => {
      appState.online = true
    })
    expect(await screen.findByRole('button', { name: '重新加载' })).toHaveProperty('disabled', false)
  })
})

describe('pages', () => {
  it('renders a ready page from its lazily loaded module with the table title', async () => {
    await renderAt('/demo', [page('示例页', async () => ({ default: () => <h1>示例内容</h1> }))])
    expect(await screen.findByRole('heading', { name: '示例内容' })).toBeTruthy()
    await eventually(() => expect(document.title).toBe('示例页'))
  })

  // The nested routes (routes/routeTable.ts) are the real-name pages (pages/oauth/): they need the app, and
  // jsdom's user agent has no `pid/`, so each renders its page's open-in-app screen under the route's title.
  it.each([
    ['/oauth/manual', '人工认证'],
    // Old links into the manual flow: its one page (pages/oauth/ManualPage.tsx), so its title.
    ['/oauth/manual/card', '人工认证'],
    ['/oauth/manual/phone', '人工认证'],
    ['/oauth/manual/result', '认证结果'],
    ['/oauth/quick', '快速认证'],
    ['/oauth/quick/result', '认证结果'],
  ])('renders the nested route %s, titled %s (outside the app: 请在 App 内打开)', async (path, title) => {
    await renderAt(path)
    // A cap, not a wait: the page's chunk loads cold in jsdom and the session is decided after it.
    expect(await screen.findByRole('heading', { level: 1, name: '请在 App 内打开' }, { timeout: 10_000 })).toBeTruthy()
    await eventually(() => expect(document.title).toBe(title))
  })

  it('renders the component gallery at /test/comp', async () => {
    await renderAt('/test/comp')
    expect(await screen.findByRole('heading', { level: 1, name: '组件示例' })).toBeTruthy()
  })

  it('scrolls to the top on navigation, or to the hash target', async () => {
    const { navigate } = await renderAt('/weekstar')
    await screen.findByText('该页面暂未开放')
    const scrollTo = vi.mocked(window.scrollTo)
    scrollTo.mockClear()
    await navigate('/rank')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)

    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    scrollTo.mockClear()
    await navigate('/test/comp#top')
    await screen.findByRole('heading', { level: 1, name: '组件示例' })
    // No element has id "top": still the top of the page.
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
    document.querySelector('main')?.setAttribute('id', 'gallery')
    scrollTo.mockClear()
    await navigate('/test/comp#gallery')
    expect(scrollIntoView).toHaveBeenCalledOnce()
    expect(scrollTo).not.toHaveBeenCalled()
  })
})

describe('navigation', () => {
  /** A table of a planned page and a ready page whose chunk arrives when the test says. */
  function slowTable() {
    let arrive!: () => void
    const load = vi.fn(
      () => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = () => resolve({ default: () => <h1>慢页面内容</h1> }))),
    )
    const table: RouteEntry[] = [
      { path: '/first', title: '第一页', family: 'first', status: 'planned' },
      { path: '/slow', title: '慢页面', family: 'slow', status: 'ready', load },
    ]
    return { table, arrive: () => arrive(), load }
  }

  it.each([
    ['rendered by the app', false],
    ['hydrated from the prerender (no placeholder boundary)', true],
  ])('keeps the page shown, with the progress bar, until the next page’s code has loaded (first page %s)', async (_, prerendered) => {
    const { table, arrive, load } = slowTable()
    const { navigate, location } = await renderAt('/first', table, prerendered)
    expect(await screen.findByRole('heading', { level: 1, name: '第一页' })).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()

    await navigate('/slow')
    expect(location().pathname).toBe('/slow')
    expect(load).toHaveBeenCalledOnce()
    expect(screen.getByRole('heading', { level: 1, name: '第一页' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: '页面加载中' })).toBeTruthy()
    expect(screen.queryByText('加载中…')).toBeNull()
    expect(document.title).toBe('第一页')

    arrive()
    expect(await screen.findByRole('heading', { level: 1, name: '慢页面内容' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1, name: '第一页' })).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()
    // The title is set in an effect, after the page shows: wait for it rather than race it.
    await eventually(() => expect(document.title).toBe('慢页面'))
  })

  it('shows a placeholder while the first page’s code loads', async () => {
    const { table, arrive } = slowTable()
    await renderAt('/slow', table)
    expect(await screen.findByText('加载中…')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    arrive()
    expect(await screen.findByRole('heading', { level: 1, name: '慢页面内容' })).toBeTruthy()
  })

  it('slides a new page in forward, a page gone back to backward, and a replacement not at all', async () => {
    const { navigate } = await renderAt('/weekstar')
    const frame = async (title: string) => (await screen.findByRole('heading', { level: 1, name: title })).closest('.page-frame')!
    expect((await frame('周星榜')).className).toBe('page-frame')

    await navigate('/rank')
    expect((await frame('排行榜')).className).toBe('page-frame page-frame--forward')
    expect(appState.direction).toBe(1)

    await navigate(-1)
    expect((await frame('周星榜')).className).toBe('page-frame page-frame--back')
    expect(appState.direction).toBe(-1)

    await navigate('/room', { replace: true })
    expect((await frame('语音房')).className).toBe('page-frame')
    expect(appState.direction).toBe(0)
  })
})

describe('preloadMatchedPage', () => {
  const at = (pathname: string, search = '') => ({ pathname, search })

  it('loads the page module of the address, so the first render shows the page at once', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>示例内容</h1> }))
    const routes = buildRoutes([page('示例页', load)])
    await expect(preloadMatchedPage(routes, at('/demo', '?from=share'))).resolves.toBe('page')
    expect(load).toHaveBeenCalledOnce()
    renderInRouter(<AppRoutes routes={routes} />, '/demo')
    // No act to wait for, no placeholder: the page is there on the first render.
    expect(screen.getByRole('heading', { name: '示例内容' })).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  // A static host serving `<path>/index.html` may redirect /path to /path/ (S3 website hosting, README
  // "Deploying the app"): the page, its prerender and its hydration must hold at that address too.
  it('matches a path with a trailing slash to its route, and renders that page there', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>示例内容</h1> }))
    const routes = buildRoutes([page('示例页', load)])
    await expect(preloadMatchedPage(routes, at('/demo/'))).resolves.toBe('page')
    renderInRouter(<AppRoutes routes={routes} />, '/demo/')
    expect(screen.getByRole('heading', { name: '示例内容' })).toBeTruthy()
    await eventually(() => expect(document.title).toBe('示例页'))
  })

  it('has nothing to load for a planned page or a nested child', async () => {
    await expect(preloadMatchedPage(buildRoutes(), at('/weekstar'))).resolves.toBe('page')
    await expect(preloadMatchedPage(buildRoutes(), at('/oauth/manual/card'))).resolves.toBe('page')
  })

  it('answers not-found for an unknown path and a failed validity check, loading nothing', async () => {
    const load = vi.fn(async () => ({ default: () => null }))
    const table: RouteEntry[] = [
      { path: '/links/:id', title: '链接', family: 'links', status: 'ready', load, validate: ({ id }) => id === 'ok' },
    ]
    await expect(preloadMatchedPage(buildRoutes(table), at('/no/such/page'))).resolves.toBe('not-found')
    await expect(preloadMatchedPage(buildRoutes(table), at('/links/bad%20id'))).resolves.toBe('not-found')
    expect(load).not.toHaveBeenCalled()
    await expect(preloadMatchedPage(buildRoutes(table), at('/links/ok'))).resolves.toBe('page')
  })

  it('answers chunk-failed when the page module cannot load', async () => {
    const routes = buildRoutes([page('示例', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))])
    await expect(preloadMatchedPage(routes, at('/demo'))).resolves.toBe('chunk-failed')
  })
})
