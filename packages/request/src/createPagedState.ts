import { proxy } from 'valtio/vanilla'
import type { PagedState } from './types'

/**
 * A fresh paged list (valtio proxy): no rows, no cursor, `hasMore` until a page says otherwise, `idle`.
 * `loadPage` fills it.
 *
 * @example
 * const bills = createPagedState<Bill, WalletError>()
 * await loadPage(bills, 'start', billPages)
 * bills.items.length // 20
 */
export function createPagedState<Item, E, Cursor = string>(): PagedState<Item, E, Cursor> {
  return proxy<PagedState<Item, E, Cursor>>({ items: [], cursor: null, hasMore: true, status: 'idle', error: null })
}
