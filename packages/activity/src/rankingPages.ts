import { badDataError, type Ranking, type RankingRow } from '@h5/api'
import type { PageSource } from '@h5/request'
import type { ActivityError } from './ActivityError'
import { ACTIVITY_PAGE_SIZE, cursorPages } from './cursorPages'
import type { ActivityApi, ActivityState, UserTokens } from './types'

/** A board's period to page through: the server's current one when `periodID` is left out. */
export interface RankingQuery {
  tokens: UserTokens
  boardID: string
  periodID?: string
}

const frozenKey = (boardID: string, periodID: string, cursor: string | null) => `${boardID}/${periodID}/${cursor ?? ''}`

/**
 * A ranking board's rows as a page source for @h5/request's `loadPage`. Each page answered goes to
 * `state.ranking` (its periods for the tabs, my pinned row, the rewards, whether the period is settled), so a page
 * asks once for both. A settled period's result is final: each of its pages answered once is kept in
 * `state.frozen` and shown as it was, never asked again, whatever the server would say later.
 *
 * @example
 * const rows = createPagedState<RankingRow, ActivityError>()
 * await loadPage(rows, 'start', rankingPages(state, api, { tokens, boardID: 'weekstar', periodID }))
 * pinnedRow(state.ranking!) // my rank and the gap to the row above
 */
export function rankingPages(state: ActivityState, api: ActivityApi, query: RankingQuery): PageSource<RankingRow, ActivityError> {
  return cursorPages(async (cursor) => {
    const kept = query.periodID === undefined ? undefined : state.frozen[frozenKey(query.boardID, query.periodID, cursor)]
    const page = kept ?? (await fetchPage(api, query, cursor))
    if (page.settled) state.frozen[frozenKey(page.boardID, page.periodID, cursor)] ??= page
    state.ranking = page
    return page
  })
}

async function fetchPage(api: ActivityApi, query: RankingQuery, cursor: string | null): Promise<Ranking> {
  const payload = { ...query.tokens, boardID: query.boardID, limit: ACTIVITY_PAGE_SIZE, ...(query.periodID !== undefined && { periodID: query.periodID }), ...(cursor !== null && { cursor }) }
  const page = (await api.getRanking(payload, { quiet: true })).data
  if (typeof page !== 'object' || page === null || !Array.isArray(page.periods) || typeof page.mine !== 'object' || page.mine === null) throw badDataError()
  return page
}
