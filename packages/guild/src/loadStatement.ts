import { badDataError, type Statement, type StatementKind, type StatementPeriod } from '@h5/api'
import { GuildErrorCode } from './GuildErrorCode'
import { guildError } from './errnoTable'
import { isUndecidedFailure } from './isUndecidedFailure'
import { readFigure } from './readFigure'
import { runAction } from './runAction'
import type { GuildApi, GuildResult, GuildState, StatementView, UserTokens } from './types'

/** Which statement to load: a kind, a period, and a member for a drill-down. */
export interface StatementInput {
  tokens: UserTokens
  kind: StatementKind
  /** The period, as getStatementPeriods answered it (its id; its state decides whether settlements exist). */
  period: Pick<StatementPeriod, 'periodID' | 'settled'>
  /** The member a row opened into (`StatementRowView.opensMember`). */
  memberID?: number
}

/** The statement of the wire as the pages draw it: figures read, the breakdown checked against its total. */
export function readStatement(statement: Statement): StatementView {
  if (typeof statement !== 'object' || statement === null || !Array.isArray(statement.totals) || statement.totals.length === 0) throw badDataError()
  const totals = statement.totals.map(readFigure)
  let breakdown: StatementView['breakdown'] = null
  if (statement.breakdown) {
    if (!Array.isArray(statement.breakdown.parts)) throw badDataError()
    const of = totals.find((total) => total.key === statement.breakdown!.of) ?? null
    const lines = statement.breakdown.parts.map((part) => ({ effect: part.effect === 'subtract' ? ('subtract' as const) : ('add' as const), figure: readFigure(part.figure) }))
    const sum = lines.reduce((all, line) => all + (line.effect === 'add' ? line.figure.value : -line.figure.value), 0)
    breakdown = { of, lines, addsUp: of !== null && sum === of.value && lines.every((line) => line.figure.unit === of.unit) }
  }
  return { kind: statement.kind, period: statement.period, member: statement.member ?? null, totals, breakdown }
}

/**
 * Loads one statement into `state.statement`: the period's totals and the breakdown of one total (for the guild
 * wallet: gifts, backpack gifts, games, invalid flow, deductions), checked to add up. A period still open is
 * 未结算 (`period.settled` false, settling at `period.closesAt`); its settlements do not exist yet, so asking
 * for them is PERIOD_NOT_SETTLED before anything is sent. The server's refusals: NO_PERMISSION (my roles do not
 * cover the kind or the member; `canRead` says so first), NOT_MEMBER.
 *
 * @example
 * await loadStatement(state, api, { tokens, kind: 'memberFlow', period, memberID: row.opensMember! })
 * state.statement?.totals // [{ key: 'flow', label: '流水', unit: 'diamonds', value: 123400 }, …]
 */
export async function loadStatement(state: GuildState, api: GuildApi, input: StatementInput): Promise<GuildResult<StatementView>> {
  const { tokens, kind, period, memberID } = input
  if (kind === 'settlements' && !period.settled) return { ok: false, error: guildError(GuildErrorCode.PERIOD_NOT_SETTLED) }
  const payload = { ...tokens, kind, periodID: period.periodID, ...(memberID !== undefined && { memberID }) }
  return runAction(state, 'statement', {
    run: async () => readStatement((await api.getStatement(payload, { quiet: true })).data),
    retry: 2,
    retryable: isUndecidedFailure,
    apply: (statement) => {
      state.statement = statement
    },
  })
}
