import type { GuardEntry } from '@h5/api'
import type { PageSource } from '@h5/request'
import { cursorPages, MALL_PAGE_SIZE } from './cursorPages'
import type { MallError } from './MallError'
import type { MallApi, UserTokens } from './types'

/**
 * The guards of a user as a page source for @h5/request's `loadPage`: avatar, name, level and end, the highest
 * level first. No amounts of money.
 *
 * @example
 * const guards = createPagedState<GuardEntry, MallError>()
 * await loadPage(guards, 'start', guardPages(api, { tokens, targetUserID: 9 }))
 */
export function guardPages(api: MallApi, input: { tokens: UserTokens; targetUserID: number }): PageSource<GuardEntry, MallError> {
  return cursorPages(async (cursor) => {
    const payload = { ...input.tokens, targetUserID: input.targetUserID, limit: MALL_PAGE_SIZE, ...(cursor !== null && { cursor }) }
    return (await api.getGuards(payload, { quiet: true })).data
  })
}
