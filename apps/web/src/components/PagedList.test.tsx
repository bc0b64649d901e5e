import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PagedList, type PagedListProps } from './PagedList'

/** A stand-in for the browser's IntersectionObserver that the test drives. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly targets = new Set<Element>()
  disconnected = false
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  disconnect() {
    this.disconnected = true
    this.targets.clear()
  }
  /** Reports every observed element as in (or out of) view. */
  report(isIntersecting: boolean) {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
    act(() => this.callback(entries, this as unknown as IntersectionObserver))
  }
  static latest(): FakeIntersectionObserver {
    const observer = FakeIntersectionObserver.instances.at(-1)
    if (!observer) throw new Error('no observer was created')
    return observer
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = []
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})

const ROWS = ['一月账单', '二月账单', '三月账单']

function renderList(props: Partial<PagedListProps<string>> = {}) {
  const handlers = { onLoadMore: vi.fn(), onRetry: vi.fn() }
  const all: PagedListProps<string> = {
    label: '账单',
    items: ROWS,
    itemKey: (row) => row,
    renderItem: (row) => <span>{row}</span>,
    status: 'idle',
    hasMore: true,
    ...handlers,
    ...props,
  }
  const view = render(<PagedList {...all} />)
  return { ...handlers, rerender: (next: Partial<PagedListProps<string>>) => view.rerender(<PagedList {...all} {...next} />) }
}

describe('PagedList before its first page', () => {
  it('shows the loading state while the first page loads', () => {
    renderList({ items: [], status: 'loading', loadingLabel: '正在加载账单' })
    expect(screen.getAllByRole('status').some((status) => status.textContent === '正在加载账单')).toBe(true)
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows the failure with 重试', () => {
    const { onRetry } = renderList({ items: [], status: 'error', errorMessage: '数据获取失败' })
    expect(screen.getByRole('alert').textContent).toContain('数据获取失败')
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows the empty state when the first page has no rows', () => {
    renderList({ items: [], status: 'idle', hasMore: false, emptyMessage: '暂无账单' })
    expect(screen.getByText('暂无账单')).toBeTruthy()
  })
})

describe('PagedList with rows', () => {
  it('shows the rows in a named list', () => {
    renderList()
    expect(screen.getByRole('list', { name: '账单' })).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(ROWS)
  })

  it('loads the next page once when its end comes into view', () => {
    const { onLoadMore } = renderList()
    const observer = FakeIntersectionObserver.latest()
    expect([...observer.targets]).toEqual([screen.getByRole('button', { name: '加载更多' })])
    observer.report(false)
    expect(onLoadMore).not.toHaveBeenCalled()
    observer.report(true)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    expect(observer.disconnected).toBe(true)
  })

  it('watches again for each new page, so a short page loads the next at once', () => {
    const { onLoadMore, rerender } = renderList()
    FakeIntersectionObserver.latest().report(true)
    rerender({ status: 'loading' })
    expect(screen.getByText('加载中…').getAttribute('role')).toBe('status')
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true')
    rerender({ status: 'idle', items: [...ROWS, '四月账单'] })
    FakeIntersectionObserver.latest().report(true)
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('loads the next page on 加载更多 where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { onLoadMore } = renderList()
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }))
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('shows a failed next page under the rows, with 重试', () => {
    const { onRetry, onLoadMore } = renderList({ status: 'error', errorMessage: '网络不给力' })
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByRole('alert').textContent).toContain('网络不给力')
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    // A failure is not retried by scrolling: no observer runs.
    expect(FakeIntersectionObserver.instances).toHaveLength(0)
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('says 没有更多了 at the end', () => {
    renderList({ hasMore: false })
    expect(screen.getByText('没有更多了')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull()
  })
})

describe('PagedList pull-to-refresh', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'scrollY')
  })

  const root = () => document.querySelector('.paged-list') as HTMLElement
  const track = () => document.querySelector('.paged-list__track') as HTMLElement
  const drag = (fromY: number, toY: number) => {
    fireEvent.touchStart(root(), { touches: [{ clientY: fromY }] })
    fireEvent.touchMove(root(), { touches: [{ clientY: toY }] })
  }

  it('refreshes on a long enough pull at the top, holding the indicator until the refresh ends', async () => {
    let finish: () => void = () => undefined
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderList({ onRefresh })
    drag(100, 160)
    expect(screen.getByText('下拉刷新')).toBeTruthy()
    expect(track().style.transform).toBe('translateY(30px)')
    fireEvent.touchMove(root(), { touches: [{ clientY: 400 }] })
    expect(screen.getByText('释放立即刷新')).toBeTruthy()
    // The pull stops at its furthest point.
    expect(track().style.transform).toBe('translateY(96px)')
    fireEvent.touchEnd(root())
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(screen.getAllByText('正在刷新…')).toHaveLength(2)

    // A second pull while refreshing does nothing.
    drag(100, 400)
    fireEvent.touchEnd(root())
    expect(onRefresh).toHaveBeenCalledTimes(1)

    await act(async () => finish())
    expect(screen.queryByText('正在刷新…')).toBeNull()
    expect(track().style.transform).toBe('')
  })

  it('springs back without refreshing after a short pull', () => {
    const onRefresh = vi.fn(async () => undefined)
    renderList({ onRefresh })
    drag(100, 180)
    fireEvent.touchEnd(root())
    expect(onRefresh).not.toHaveBeenCalled()
    expect(track().style.transform).toBe('')
  })

  it('ends the refresh even when it fails', async () => {
    const onRefresh = vi.fn(() => Promise.reject(new Error('network')))
    renderList({ onRefresh })
    drag(100, 400)
    await act(async () => fireEvent.touchEnd(root()))
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('正在刷新…')).toBeNull()
  })

  it('leaves a drag alone when the page is not scrolled to the top', () => {
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true })
    const onRefresh = vi.fn(async () => undefined)
    renderList({ onRefresh })
    drag(100, 400)
    fireEvent.touchEnd(root())
    expect(onRefresh).not.toHaveBeenCalled()
    expect(track().style.transform).toBe('')
  })

  it('does not pull without an onRefresh', () => {
    renderList()
    drag(100, 400)
    expect(screen.queryByText('释放立即刷新')).toBeNull()
    expect(track().style.transform).toBe('')
  })
})
