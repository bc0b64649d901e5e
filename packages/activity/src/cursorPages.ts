import { badDataError, readNextCursor } from '@h5/api'
import type { PageSource } from '@h5/request'
import type { ActivityError } from './ActivityError'
import { toActivityError } from './errnoTable'
import { isUndecidedFailure } from './isUndecidedFailure'

/** Rows per page of the activities' lists. */
export const ACTIVITY_PAGE_SIZE = 20

/**
 * A cursor-paged list (docs/openapi.yaml "Paged lists") as a page source for @h5/request's `loadPage`: `fetch`
 * asks for the page at `cursor` (null: the first), whose `items` must be a list; an empty or missing `nextCursor`
 * ends the list. A read: retried twice when the server did not decide.
 *
 * @h5/mall has the same few lines. Shared through @h5/api they would sit in the app's data chunk, which every page
 * that talks to the backend loads at start-up (+0.07 KB on /wxpay and /alipay, at their budget), for the pages of
 * two families' lists.
 */
export function cursorPages<Item>(fetch: (cursor: string | null) => Promise<{ items?: Item[]; nextCursor?: string | null } | undefined>): PageSource<Item, ActivityError> {
  return {
    fetch: async (cursor) => {
      const page = await fetch(cursor)
      if (!Array.isArray(page?.items)) throw badDataError()
      const next = readNextCursor(page.nextCursor)
      return { items: page.items, cursor: next, hasMore: next !== null }
    },
    toError: toActivityError,
    retry: 2,
    retryable: isUndecidedFailure,
  }
}
