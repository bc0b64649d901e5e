import { toHalfWidth } from '@h5/format'
import type { NumberGoods, NumberPage } from '@h5/api'
import type { PageSource } from '@h5/request'
import { cursorPages, MALL_PAGE_SIZE } from './cursorPages'
import { MallErrorCode } from './MallErrorCode'
import type { MallError } from './MallError'
import { mallError } from './errnoTable'
import type { MallApi, MallResult, UserTokens } from './types'

const DIGITS = /^[0-9]{1,12}$/

/**
 * What the user typed into the pretty-number search as the digits to send: full-width digits made plain and
 * blanks dropped; anything else than 1 to 12 digits is INVALID_DIGITS and nothing is searched.
 *
 * @example
 * readNumberSearch(' ５２０ ') // { ok: true, data: '520' }
 * readNumberSearch('52a')      // { ok: false, error: INVALID_DIGITS }
 */
export function readNumberSearch(text: string): MallResult<string> {
  const digits = toHalfWidth(text).replace(/\s+/g, '')
  return DIGITS.test(digits) ? { ok: true, data: digits } : { ok: false, error: mallError(MallErrorCode.INVALID_DIGITS) }
}

/** The numbers of a pattern tab (the server's first when left out), or those containing `digits`. */
export type NumberQuery = { tokens: UserTokens; tab?: string } | { tokens: UserTokens; digits: string }

/**
 * The pretty numbers on sale as a page source for @h5/request's `loadPage`: a pattern tab's, or a search by digits
 * (checked by `readNumberSearch` first: malformed digits fail the load with INVALID_DIGITS, nothing sent). Each
 * number comes with its price options. `onPage` gets each page as the server answered it, for what comes beside
 * the numbers (the pattern tabs and the tab shown), so a page asks once for both.
 *
 * @example
 * await loadPage(numbers, 'start', numberPages(api, { tokens, digits: '520' }, (page) => showTabs(page.tabs)))
 */
export function numberPages(api: MallApi, query: NumberQuery, onPage?: (page: NumberPage) => void): PageSource<NumberGoods, MallError> {
  return cursorPages(async (cursor) => {
    let filter: { tab?: string; digits?: string } = {}
    if ('digits' in query) {
      const digits = readNumberSearch(query.digits)
      if (!digits.ok) throw digits.error
      filter = { digits: digits.data }
    } else if (query.tab !== undefined) filter = { tab: query.tab }
    const payload = { ...query.tokens, ...filter, limit: MALL_PAGE_SIZE, ...(cursor !== null && { cursor }) }
    const page = (await api.getNumbers(payload, { quiet: true })).data
    if (page) onPage?.(page)
    return page
  })
}
