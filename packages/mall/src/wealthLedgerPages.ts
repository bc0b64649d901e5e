import type { WealthEntry, WealthLedgerPage } from '@h5/api'
import type { PageSource } from '@h5/request'
import { cursorPages, MALL_PAGE_SIZE } from './cursorPages'
import { MallErrorCode } from './MallErrorCode'
import type { MallError } from './MallError'
import { mallError } from './errnoTable'
import type { MallApi, UserTokens } from './types'

const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/
const CHINA_OFFSET_MS = 8 * 60 * 60_000

/**
 * The month (`YYYY-MM`) a time falls in on the server's calendar (China time, UTC+8), whatever the phone's zone:
 * pass the server's clock (`serverNow()`) for this month's ledger.
 *
 * @example
 * ledgerMonth(Date.UTC(2026, 10, 30, 17, 0)) // '2026-12': past midnight in Beijing
 */
export function ledgerMonth(at: number): string {
  const date = new Date(at + CHINA_OFFSET_MS)
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

/**
 * My wealth value ledger of one month as a page source for @h5/request's `loadPage`: what added value and when,
 * newest first. My own entries only. A month that is not `YYYY-MM` fails the load with INVALID_MONTH, nothing sent.
 * `onPage` gets each page as the server answered it, for what comes beside the entries (the month's value,
 * `monthValue`), so a page asks once for both.
 *
 * @example
 * await loadPage(ledger, 'start', wealthLedgerPages(api, { tokens, month: ledgerMonth(serverNow()) }, (page) => showTotal(page.monthValue)))
 */
export function wealthLedgerPages(
  api: MallApi,
  input: { tokens: UserTokens; month: string },
  onPage?: (page: WealthLedgerPage) => void,
): PageSource<WealthEntry, MallError> {
  return cursorPages(async (cursor) => {
    if (!MONTH.test(input.month)) throw mallError(MallErrorCode.INVALID_MONTH)
    const payload = { ...input.tokens, month: input.month, limit: MALL_PAGE_SIZE, ...(cursor !== null && { cursor }) }
    const page = (await api.getWealthLedger(payload, { quiet: true })).data
    if (page) onPage?.(page)
    return page
  })
}
