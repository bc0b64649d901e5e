import { callInFlight, trackRequest } from './trackRequest'
import type { Page, PagedState, PageRequest, PageSource, RequestResult } from './types'

/** The one request a `PagedState` holds, as `trackRequest` keys it: a start and a next page never run together. */
const PAGE = 'page'

/**
 * Loads a page of `state`'s list through `source`, with `runRequest`'s rules (never rejects; only the latest
 * call writes; `status` and `error` as there).
 *
 * - `'start'` fetches the first page and, when it comes, replaces the rows, the cursor and `hasMore`: the first
 *   load and every refresh (pull-to-refresh, `pageActive`). The rows on screen stay until then. A start
 *   supersedes any load in flight, so an older next page answered after a refresh is never appended.
 * - `'next'` fetches the page at `state.cursor` and appends it. It is exclusive: while any load is in flight it
 *   returns that load and sends nothing, so a scroll to the end and a tap on 加载更多 send one request. With
 *   `hasMore` false it sends nothing and resolves an empty last page.
 *
 * @example
 * const billPages: PageSource<Bill, WalletError> = {
 *   fetch: async (cursor) => readBillPage(await walletApi.getBills({ cursor, limit: 20 })),
 *   toError: toWalletError,
 *   retry: 2,
 * }
 * await loadPage(bills, 'start', billPages) // the first 20 rows
 * await loadPage(bills, 'next', billPages) // 40 rows
 */
export function loadPage<Item, E, Cursor>(
  state: PagedState<Item, E, Cursor>,
  request: PageRequest,
  source: PageSource<Item, E, Cursor>,
): Promise<RequestResult<Page<Item, Cursor>, E>> {
  const next = request === 'next'
  if (next) {
    const inFlight = callInFlight<Page<Item, Cursor>, E>(state, PAGE)
    if (inFlight) return inFlight
    if (!state.hasMore) return Promise.resolve({ ok: true, data: { items: [], cursor: state.cursor, hasMore: false } })
  }
  const cursor = next ? state.cursor : null
  return trackRequest(
    state,
    PAGE,
    { ...source, exclusive: next, run: () => source.fetch(cursor) },
    {
      start: () => {
        state.status = 'loading'
        state.error = null
      },
      succeed: (page) => {
        if (next) state.items.push(...page.items)
        else state.items = page.items
        state.cursor = page.cursor
        state.hasMore = page.hasMore
        state.status = 'done'
      },
      failWith: (error) => {
        state.error = error
        state.status = 'error'
      },
    },
  )
}
