import type { RouteEntry } from '../routes/routeTypes'
import { lazyPage, type LazyPage } from './lazyPage'

const pages = new WeakMap<RouteEntry, LazyPage>()

/**
 * The one {@link LazyPage} of a `ready` table entry; `undefined` for a planned one. The router renders it and
 * prefetching preloads it (prefetchRoute.ts), so a page prefetched before the tap renders at once instead of
 * suspending on `React.lazy` once more.
 *
 * @example
 * await lazyPageFor(entry)?.preload()
 */
export function lazyPageFor(entry: RouteEntry): LazyPage | undefined {
  if (entry.status !== 'ready' || !entry.load) return undefined
  let page = pages.get(entry)
  if (!page) pages.set(entry, (page = lazyPage(entry.load)))
  return page
}
