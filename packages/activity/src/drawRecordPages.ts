import type { DrawRecord } from '@h5/api'
import type { PageSource } from '@h5/request'
import type { ActivityError } from './ActivityError'
import { ACTIVITY_PAGE_SIZE, cursorPages } from './cursorPages'
import type { ActivityApi, UserTokens } from './types'

/**
 * My records of a draw as a page source for @h5/request's `loadPage`, newest first: when, ×1 or ×10, the cost in
 * the draw's currency, the prizes.
 *
 * @example
 * const records = createPagedState<DrawRecord, ActivityError>()
 * await loadPage(records, 'start', drawRecordPages(api, { tokens, drawID: 'draw_wheel' }))
 */
export function drawRecordPages(api: ActivityApi, input: { tokens: UserTokens; drawID: string }): PageSource<DrawRecord, ActivityError> {
  return cursorPages(async (cursor) => {
    const payload = { ...input.tokens, drawID: input.drawID, limit: ACTIVITY_PAGE_SIZE, ...(cursor !== null && { cursor }) }
    return (await api.getDrawRecords(payload, { quiet: true })).data
  })
}
