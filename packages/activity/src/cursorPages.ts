import { readCursorPage } from '@h5/api'
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
 */
export function cursorPages<Item>(fetch: (cursor: string | null) => Promise<{ items?: Item[]; nextCursor?: string | null } | undefined>): PageSource<Item, ActivityError> {
  return {
    fetch: async (cursor) => readCursorPage(await fetch(cursor)),
    toError: toActivityError,
    retry: 2,
    retryable: isUndecidedFailure,
  }
}
