import { readNextCursor, type WithdrawalSummary } from '@h5/api'
import type { PageSource } from '@h5/request'
import type { BenefitError } from './BenefitError'
import { toBenefitError } from './errnoTable'
import type { BenefitApi, UserTokens } from './types'

/** Rows per page of the records. */
export const WITHDRAWALS_PER_PAGE = 20

/**
 * The cash-out records as a page source for @h5/request's `loadPage` (cursor-paged, newest first; a read, so
 * it retries twice).
 *
 * @example
 * const records = createPagedState<WithdrawalSummary, BenefitError>()
 * await loadPage(records, 'start', withdrawalPages(api, tokens))
 */
export function withdrawalPages(api: BenefitApi, tokens: UserTokens): PageSource<WithdrawalSummary, BenefitError> {
  return {
    fetch: async (cursor) => {
      const page = (await api.getWithdrawals({ ...tokens, limit: WITHDRAWALS_PER_PAGE, ...(cursor !== null && { cursor }) }, { quiet: true })).data
      const items = Array.isArray(page?.items) ? page.items : []
      const next = readNextCursor(page?.nextCursor)
      return { items, cursor: next, hasMore: next !== null }
    },
    toError: toBenefitError,
    retry: 2,
  }
}
