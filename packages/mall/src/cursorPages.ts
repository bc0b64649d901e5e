import { badDataError, readNextCursor } from '@h5/api'
import type { PageSource } from '@h5/request'
import type { MallError } from './MallError'
import { isUndecidedFailure } from './isUndecidedFailure'
import { toMallError } from './errnoTable'

/** Rows per page of the mall's lists. */
export const MALL_PAGE_SIZE = 20

/**
 * A cursor-paged list of the mall (docs/openapi.yaml "Paged lists") as a page source for @h5/request's
 * `loadPage`: `fetch` asks for the page at `cursor` (null: the first), whose `items` must be a list; an empty or
 * missing `nextCursor` ends the list. A read: retried twice when the server did not decide.
 */
export function cursorPages<Item>(fetch: (cursor: string | null) => Promise<{ items?: Item[]; nextCursor?: string | null } | undefined>): PageSource<Item, MallError> {
  return {
    fetch: async (cursor) => {
      const page = await fetch(cursor)
      if (!Array.isArray(page?.items)) throw badDataError()
      const next = readNextCursor(page.nextCursor)
      return { items: page.items, cursor: next, hasMore: next !== null }
    },
    toError: toMallError,
    retry: 2,
    retryable: isUndecidedFailure,
  }
}
