import { useEffect, useEffectEvent, useRef, type Key, type ReactNode } from 'react'
import { EmptyState } from './EmptyState'
import { ErrorState } from './ErrorState'
import { LoadingState } from './LoadingState'
import { usePullToRefresh, type PullPhase } from './usePullToRefresh'
import './PagedList.css'

/** The state of the list's latest request: running, settled, or failed. */
export type PagedListStatus = 'loading' | 'idle' | 'error'

export interface PagedListProps<T> {
  /** Names the list for screen readers (e.g. 交易记录). */
  label: string
  /** Every row loaded so far, first page first. */
  items: readonly T[]
  itemKey: (item: T) => Key
  /** A row's content (inside its `<li>`). */
  renderItem: (item: T) => ReactNode
  status: PagedListStatus
  /** The server has another page. */
  hasMore: boolean
  /** The failure's Chinese message, shown while `status` is `error`. */
  errorMessage?: string
  /** Loads the next page: called when the list's end comes into view, or on 加载更多. */
  onLoadMore: () => void
  /** The failed request again (the first page, or the next one). */
  onRetry: () => void
  /** Pull-to-refresh: reloads from the first page; the indicator stays until the promise settles. */
  onRefresh?: () => Promise<unknown>
  emptyMessage?: string
  /** What screen readers hear while the first page loads. */
  loadingLabel?: string
}

const PULL_TEXT: Record<Exclude<PullPhase, 'idle'>, string> = {
  pulling: '下拉刷新',
  ready: '释放立即刷新',
  refreshing: '正在刷新…',
}

/**
 * A list that pages (loading, empty and error designed for every list: docs/ui-kit.md, "Look and feel"). With no
 * rows yet it shows the first page's loading, error (重试) or empty state. Under the rows: 加载中…, the failure with
 * 重试, 没有更多了, or a 加载更多 button that an IntersectionObserver presses as soon as it scrolls into view (the button
 * stays for webviews without the observer, and for keyboard and screen-reader users). Pull-to-refresh by touch at
 * the top when `onRefresh` is given. The data layer stays the page's: this only draws its state and asks.
 *
 * @example
 * <PagedList label="交易记录" items={bills} itemKey={(bill) => bill.id} renderItem={(bill) => <BillRow bill={bill} />}
 *   status={status} hasMore={hasMore} errorMessage={error?.message}
 *   onLoadMore={loadMore} onRetry={retry} onRefresh={refresh} emptyMessage="暂无交易记录" />
 */
export function PagedList<T>({
  label,
  items,
  itemKey,
  renderItem,
  status,
  hasMore,
  errorMessage = '加载失败，请稍后重试',
  onLoadMore,
  onRetry,
  onRefresh,
  emptyMessage,
  loadingLabel,
}: PagedListProps<T>) {
  const pull = usePullToRefresh(onRefresh)
  const refreshing = pull.phase === 'refreshing'
  const moreRef = useRef<HTMLButtonElement>(null)
  const canLoadMore = status === 'idle' && hasMore && items.length > 0
  const loadMore = useEffectEvent(() => onLoadMore())

  // A fresh observer for each page: observe() reports at once, so a short page whose end is already in view
  // loads the next one without a scroll.
  useEffect(() => {
    const button = moreRef.current
    if (!canLoadMore || !button || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      loadMore()
    })
    observer.observe(button)
    return () => observer.disconnect()
  }, [canLoadMore, items.length])

  let body: ReactNode
  if (items.length === 0) {
    body =
      status === 'loading' ? (
        <LoadingState label={loadingLabel} />
      ) : status === 'error' ? (
        <ErrorState message={errorMessage} onRetry={onRetry} />
      ) : (
        <EmptyState message={emptyMessage} />
      )
  } else {
    body = (
      <>
        <ul className="paged-list__items" aria-label={label} aria-busy={status === 'loading'}>
          {items.map((item) => (
            <li key={itemKey(item)} className="paged-list__item">
              {renderItem(item)}
            </li>
          ))}
        </ul>
        <div className="paged-list__footer">
          {status === 'loading' ? (
            refreshing ? null : <p role="status">加载中…</p>
          ) : status === 'error' ? (
            <p className="paged-list__failure" role="alert">
              {errorMessage}
              <button className="paged-list__retry" type="button" onClick={onRetry}>
                重试
              </button>
            </p>
          ) : hasMore ? (
            <button ref={moreRef} className="paged-list__more" type="button" onClick={onLoadMore}>
              加载更多
            </button>
          ) : (
            <p>没有更多了</p>
          )}
        </div>
      </>
    )
  }

  return (
    <div className="paged-list" {...pull.handlers}>
      <div ref={pull.trackRef} className="paged-list__track">
        <div className="paged-list__pull" aria-hidden="true">
          {pull.phase === 'idle' ? '' : PULL_TEXT[pull.phase]}
        </div>
        <span className="visually-hidden" role="status">
          {refreshing ? PULL_TEXT.refreshing : ''}
        </span>
        {body}
      </div>
    </div>
  )
}
