import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../AppRoutes'
import { buildRoutes } from '../router'
import { routeTable } from '../routes/routeTable'
import type { RouteEntry } from '../routes/routeTypes'
import { renderInRouter } from '../test/renderInRouter'
import { canPrefetch } from './canPrefetch'
import { findRouteEntry } from './findRouteEntry'
import { lazyPageFor } from './lazyPageFor'
import { PrefetchLink } from './PrefetchLink'
import { prefetchRoute } from './prefetchRoute'
import { RouteTableContext } from './RouteTableContext'

function fakeNavigator(onLine: boolean, connection?: { saveData?: boolean; effectiveType?: string }) {
  return { onLine, connection } as unknown as Navigator
}

const online = fakeNavigator(true, { effectiveType: '4g', saveData: false })

describe('canPrefetch (Nuxt’s rule)', () => {
  it.each([
    ['online on 4g', fakeNavigator(true, { effectiveType: '4g' }), true],
    ['online on 3g', fakeNavigator(true, { effectiveType: '3g' }), true],
    ['online without the Network Information API (Safari)', fakeNavigator(true), true],
    ['offline', fakeNavigator(false, { effectiveType: '4g' }), false],
    ['on 2g', fakeNavigator(true, { effectiveType: '2g' }), false],
    ['on slow-2g', fakeNavigator(true, { effectiveType: 'slow-2g' }), false],
    ['with data-saver', fakeNavigator(true, { effectiveType: '4g', saveData: true }), false],
  ])('%s: %s', (_name, nav, expected) => {
    expect(canPrefetch(nav)).toBe(expected)
  })
})

describe('prefetchRoute', () => {
  function table() {
    const load = vi.fn(async () => ({ default: () => null }))
    const linksLoad = vi.fn(async () => ({ default: () => null }))
    const entries: RouteEntry[] = [
      { path: '/ready', title: '已完成', family: 'ready', status: 'ready', load },
      { path: '/planned', title: '未开放', family: 'planned', status: 'planned' },
      { path: '/links/dx', title: '短信链接', family: 'links', status: 'planned' },
      { path: '/links/:id', title: '链接', family: 'links', status: 'ready', load: linksLoad },
    ]
    return { entries, load, linksLoad }
  }

  it('loads the chunk of a ready page, with a query string or not', () => {
    const { entries, load } = table()
    expect(prefetchRoute('/ready?x=1#top', entries, online)).toBe(true)
    expect(load).toHaveBeenCalledOnce()
  })

  it('loads nothing for a planned page, an unknown path, or when the connection says no', () => {
    const { entries, load } = table()
    expect(prefetchRoute('/planned', entries, online)).toBe(false)
    expect(prefetchRoute('/nowhere', entries, online)).toBe(false)
    expect(prefetchRoute('/ready', entries, fakeNavigator(true, { effectiveType: '2g' }))).toBe(false)
    expect(prefetchRoute('/ready', entries, fakeNavigator(false))).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('matches parameterised paths, preferring an exact static one', () => {
    const { entries, linksLoad } = table()
    expect(findRouteEntry('/links/dx', entries)?.title).toBe('短信链接')
    expect(prefetchRoute('/links/dx', entries, online)).toBe(false)
    expect(prefetchRoute('/links/abc', entries, online)).toBe(true)
    expect(linksLoad).toHaveBeenCalledOnce()
  })

  it('preloads the page the router renders, so a prefetched page shows without suspending', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>预取内容</h1> }))
    const entries: RouteEntry[] = [{ path: '/ready', title: '已完成', family: 'ready', status: 'ready', load }]
    const routes = buildRoutes(entries)
    expect(prefetchRoute('/ready', entries, online)).toBe(true)
    // The router's page for the entry is the one prefetch loaded: waiting on it starts no second load.
    await lazyPageFor(entries[0]!)!.preload()
    renderInRouter(<AppRoutes routes={routes} />, '/ready')
    // No act to wait for, no placeholder: the page is there on the first render.
    expect(screen.getByRole('heading', { name: '预取内容' })).toBeTruthy()
    expect(screen.queryByText('加载中…')).toBeNull()
    expect(load).toHaveBeenCalledOnce()
  })

  it('swallows a failed chunk load (the navigation will handle it)', async () => {
    const failing: RouteEntry[] = [
      { path: '/x', title: '页', family: 'x', status: 'ready', load: () => Promise.reject(new Error('offline')) },
    ]
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    expect(prefetchRoute('/x', failing, online)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })
})

describe('PrefetchLink', () => {
  /** A controllable IntersectionObserver: the test says when an element becomes visible. */
  let observed: Element[]
  let trigger: (element: Element) => void
  let loadedGallery: ReturnType<typeof vi.fn>

  beforeEach(async () => {
    observed = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private callback: IntersectionObserverCallback) {
          trigger = (element) =>
            this.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], this as never)
        }
        observe(element: Element) {
          observed.push(element)
        }
        unobserve(element: Element) {
          observed = observed.filter((item) => item !== element)
        }
      },
    )
    vi.useFakeTimers()
    // The real table's gallery page: spy on its loader to see the prefetch.
    const entry = routeTable.find((item) => item.path === '/test/comp')!
    loadedGallery = vi.spyOn(entry, 'load') as never
  })

  afterEach(() => vi.useRealTimers())

  /** The link as a page under the router has it: src/router.tsx provides the route table. */
  function renderLink() {
    return render(
      <MemoryRouter>
        <RouteTableContext value={routeTable}>
          <PrefetchLink to="/test/comp">组件示例</PrefetchLink>
        </RouteTableContext>
      </MemoryRouter>,
    )
  }

  it('renders a real link and prefetches its page once visible, after start-up, when idle', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    renderLink()
    const link = screen.getByRole('link', { name: '组件示例' })
    expect(link.getAttribute('href')).toBe('/test/comp')
    expect(observed).toContain(link)
    await act(async () => vi.runAllTimersAsync())
    expect(loadedGallery).not.toHaveBeenCalled()

    act(() => trigger(link))
    expect(observed).not.toContain(link)
    expect(loadedGallery).not.toHaveBeenCalled() // waits for start-up to be over, then for idle
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(loadedGallery).not.toHaveBeenCalled()
    await act(async () => vi.runAllTimersAsync())
    expect(loadedGallery).toHaveBeenCalledOnce()
  })

  it('prefetches at once when a finger touches the link, ahead of its click', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    // A page of its own: the gallery's module may have been loaded by an earlier test.
    const load = vi.fn(async () => ({ default: () => null }))
    const entries: RouteEntry[] = [{ path: '/touched', title: '触摸', family: 'touched', status: 'ready', load }]
    render(
      <MemoryRouter>
        <RouteTableContext value={entries}>
          <PrefetchLink to="/touched">触摸</PrefetchLink>
        </RouteTableContext>
      </MemoryRouter>,
    )
    fireEvent.pointerDown(screen.getByRole('link', { name: '触摸' }))
    expect(load).toHaveBeenCalledOnce()
  })

  it('prefetches nothing while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderLink()
    act(() => trigger(screen.getByRole('link', { name: '组件示例' })))
    await act(async () => vi.runAllTimersAsync())
    expect(loadedGallery).not.toHaveBeenCalled()
  })

  it('looks its target up in the table the router was built from', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const loadNext = vi.fn(async () => ({ default: () => null }))
    const entries: RouteEntry[] = [
      {
        path: '/start',
        title: '起点',
        family: 'start',
        status: 'ready',
        load: async () => ({ default: () => <PrefetchLink to="/next">下一页</PrefetchLink> }),
      },
      { path: '/next', title: '下一页', family: 'next', status: 'ready', load: loadNext },
    ]
    await lazyPageFor(entries[0]!)!.preload()
    renderInRouter(<AppRoutes routes={buildRoutes(entries)} />, '/start')
    act(() => trigger(screen.getByRole('link', { name: '下一页' })))
    await act(async () => vi.runAllTimersAsync())
    expect(loadNext).toHaveBeenCalledOnce()
  })

  it('prefetches nothing outside a router that provides a route table', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(
      <MemoryRouter>
        <PrefetchLink to="/test/comp">组件示例</PrefetchLink>
      </MemoryRouter>,
    )
    act(() => trigger(screen.getByRole('link', { name: '组件示例' })))
    await act(async () => vi.runAllTimersAsync())
    expect(loadedGallery).not.toHaveBeenCalled()
  })

  it('stops watching when it unmounts', () => {
    const { unmount } = renderLink()
    expect(observed).toHaveLength(1)
    unmount()
    expect(observed).toHaveLength(0)
  })
})
