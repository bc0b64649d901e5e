import type { RequestStatus } from '@h5/request'
import type { PagedListStatus } from './PagedList'

/**
 * What {@link PagedList} draws for a @h5/request paged state's `status`: `done` is a settled list (`idle` to
 * PagedList), `loading` and `error` are themselves. The runner's `idle` (nothing loaded yet) draws as loading:
 * the page's `useServerState` starts the first page on mount, and showing 暂无数据 for the one frame before that
 * would be a lie.
 *
 * @example
 * <PagedList status={pagedListStatus(bills.snap.status)} items={bills.snap.items} … />
 */
export function pagedListStatus(status: RequestStatus): PagedListStatus {
  if (status === 'done') return 'idle'
  if (status === 'error') return 'error'
  return 'loading'
}
