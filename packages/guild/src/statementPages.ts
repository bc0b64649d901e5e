import { badDataError, type Granularity, type StatementKind, type StatementPeriod, type StatementRow } from '@h5/api'
import type { PageSource } from '@h5/request'
import type { GuildError } from './GuildError'
import { GUILD_PAGE_SIZE, guildPages } from './guildPages'
import { readFigure } from './readFigure'
import type { GuildApi, StatementRowView, UserTokens } from './types'

/**
 * The periods of a statement, newest first, as a page source for `loadPage`: the server's days, settlement
 * weeks or months with their windows, each settled (final) or open (未结算, settling at `closesAt`).
 *
 * @example
 * await loadPage(periods, 'start', periodPages(api, { tokens, kind: 'guildWallet', granularity: 'week' }))
 */
export function periodPages(api: GuildApi, input: { tokens: UserTokens; kind: StatementKind; granularity: Granularity }): PageSource<StatementPeriod, GuildError> {
  return guildPages(
    async (cursor) => (await api.getStatementPeriods({ ...input.tokens, kind: input.kind, granularity: input.granularity, limit: GUILD_PAGE_SIZE, ...(cursor !== null && { cursor }) }, { quiet: true })).data,
    (period) => {
      if (typeof period?.periodID !== 'string' || typeof period.settled !== 'boolean' || !Number.isSafeInteger(period.closesAt)) throw badDataError()
      return period
    },
  )
}

/** A row of the wire as the pages draw it: its figures read, and the member it opens into. */
export function readRow(row: StatementRow): StatementRowView {
  if (typeof row?.rowID !== 'string' || !Array.isArray(row.figures)) throw badDataError()
  return {
    rowID: row.rowID,
    title: String(row.title ?? ''),
    subtitle: String(row.subtitle ?? ''),
    at: Number.isSafeInteger(row.at) ? row.at : null,
    avatar: typeof row.avatar === 'string' ? row.avatar : '',
    opensMember: Number.isSafeInteger(row.memberID) ? row.memberID : null,
    figures: row.figures.map(readFigure),
  }
}

/**
 * The rows of a statement (the same kind, period and member as `loadStatement`), a page at a time. A row with
 * `opensMember` opens into that member's statement and rows: the same kind and period with `memberID`.
 *
 * @example
 * await loadPage(rows, 'start', statementRowPages(api, { tokens, kind: 'memberFlow', periodID }))
 * await loadPage(hostRows, 'start', statementRowPages(api, { tokens, kind: 'memberFlow', periodID, memberID: row.opensMember! }))
 */
export function statementRowPages(api: GuildApi, input: { tokens: UserTokens; kind: StatementKind; periodID: string; memberID?: number }): PageSource<StatementRowView, GuildError> {
  const { tokens, kind, periodID, memberID } = input
  return guildPages(
    async (cursor) => (await api.getStatementRows({ ...tokens, kind, periodID, limit: GUILD_PAGE_SIZE, ...(memberID !== undefined && { memberID }), ...(cursor !== null && { cursor }) }, { quiet: true })).data,
    readRow,
  )
}
