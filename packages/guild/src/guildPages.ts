import { badDataError, readNextCursor } from '@h5/api'
import type { PageSource } from '@h5/request'
import type { GuildError } from './GuildError'
import { toGuildError } from './errnoTable'
import { isUndecidedFailure } from './isUndecidedFailure'

/** Rows per page of the guild's lists: nothing loads a whole year at once. */
export const GUILD_PAGE_SIZE = 20

/**
 * A cursor-paged list of the guild (docs/openapi.yaml "Paged lists") as a page source for @h5/request's
 * `loadPage`: `fetch` asks for the page at `cursor` (null: the first); `read` turns each item of the wire into
 * what the page draws (and throws bad data for one it cannot). A read: retried twice when the server did not decide.
 */
export function guildPages<Wire, Item>(fetch: (cursor: string | null) => Promise<{ items?: Wire[]; nextCursor?: string | null } | undefined>, read: (item: Wire) => Item): PageSource<Item, GuildError> {
  return {
    fetch: async (cursor) => {
      const page = await fetch(cursor)
      if (!Array.isArray(page?.items)) throw badDataError()
      const next = readNextCursor(page.nextCursor)
      return { items: page.items.map(read), cursor: next, hasMore: next !== null }
    },
    toError: toGuildError,
    retry: 2,
    retryable: isUndecidedFailure,
  }
}
