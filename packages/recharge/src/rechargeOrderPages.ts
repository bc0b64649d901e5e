import { readFields, readNextCursor, readText } from '@h5/api'
import type { PageSource } from '@h5/request'
import { toRechargeError } from './errnoTable'
import type { RechargeError } from './RechargeError'
import { readFen } from './readFen'
import type { RechargeApi, RechargeRecord, RechargeRecordChannel, RechargeRecordStatus, UserTokens } from './types'

/** Rows per page of the recharge records. */
export const RECHARGE_ORDERS_PER_PAGE = 20

const STATUSES: readonly string[] = ['paid', 'pending', 'failed', 'closed', 'refunded'] satisfies RechargeRecordStatus[]
const CHANNELS: readonly string[] = ['wechat', 'alipay', 'apple'] satisfies RechargeRecordChannel[]
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/**
 * One order of the records (docs/openapi.yaml `RechargeOrderRecord`, `amountFen` in integer fen), or null when
 * it cannot be shown truthfully (no order id, an amount or a time that is not a whole non-negative number): the
 * row is left out, never shown with a made-up amount. A status or channel a newer server may add reads as
 * `unknown`, which the page words as such.
 */
function readRecord(value: unknown): RechargeRecord | null {
  const fields = readFields(value)
  const orderID = readText(fields?.orderID)
  const amountFen = readFen(fields?.amountFen)
  if (!fields || orderID === '' || amountFen === null || !isCount(fields.createdAt)) return null
  const status = readText(fields.status)
  const channel = readText(fields.channel)
  return {
    orderID,
    amountFen,
    diamonds: isCount(fields.diamonds) ? fields.diamonds : 0,
    channel: CHANNELS.includes(channel) ? (channel as RechargeRecordChannel) : 'unknown',
    status: STATUSES.includes(status) ? (status as RechargeRecordStatus) : 'unknown',
    createdAt: fields.createdAt,
  }
}

/**
 * The signed-in account's recharge records (充值记录) as a page source for @h5/request's `loadPage`:
 * getRechargeOrders, cursor-paged, newest first, 20 a page; a read, so it retries twice after a failure the server did
 * not decide (never after an errno). A minor's account
 * has its records too (nothing here asks teen mode or refuses a minor).
 *
 * @example
 * const records = createPagedState<RechargeRecord, RechargeError>()
 * await loadPage(records, 'start', rechargeOrderPages(api, tokens))
 * await loadPage(records, 'next', rechargeOrderPages(api, tokens)) // while records.hasMore
 */
export function rechargeOrderPages(api: Pick<RechargeApi, 'getRechargeOrders'>, tokens: UserTokens): PageSource<RechargeRecord, RechargeError> {
  return {
    fetch: async (cursor) => {
      const page = readFields((await api.getRechargeOrders({ ...tokens, limit: RECHARGE_ORDERS_PER_PAGE, ...(cursor !== null && { cursor }) }, { quiet: true })).data)
      const items = Array.isArray(page?.items) ? page.items.map(readRecord).filter((record) => record !== null) : []
      const next = readNextCursor(page?.nextCursor)
      return { items, cursor: next, hasMore: next !== null }
    },
    toError: toRechargeError,
    retry: 2,
    // Sent again only when the server did not decide (no answer, a time-out, errno 500): an errno answers the same.
    retryable: (error) => !error.decided,
  }
}
