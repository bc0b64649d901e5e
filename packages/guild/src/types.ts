import type {
  ApiClient,
  GuildCashoutInfo,
  GuildMe,
  HostStatus,
  SplitLimits,
  SplitMember,
  StatementKind,
  StatementMember,
  StatementPeriod,
  UserTokens,
} from '@h5/api'
import type { AttemptStorage, MoneyAttempt, NamedRequestsState, RequestResult } from '@h5/request'
import type { GuildError } from './GuildError'

/** What an action answers: it never rejects. */
export type GuildResult<T> = RequestResult<T, GuildError>

/** The actions that keep a status and an error in the state. */
export type GuildAction = 'me' | 'statement' | 'split' | 'changeSplit' | 'host' | 'apply' | 'cashout' | 'sendCode' | 'withdraw'

/** The requests that carry an idempotency key: each keeps its open attempt in `state.attempts`. */
export type GuildAttemptAction = 'changeSplit' | 'apply' | 'withdraw'

/** What a figure counts: money in fen, 钻石, 红钻, a count, minutes. */
export type FigureUnit = 'fen' | 'diamonds' | 'redDiamonds' | 'count' | 'minutes'

/** One amount of a statement, its unit named (docs/openapi.yaml `Figure`, read by `readFigure`). */
export interface StatementFigure {
  key: string
  label: string
  unit: FigureUnit
  value: number
}

/** One part of a breakdown: a figure added to, or taken from, its total. */
export interface BreakdownLine {
  effect: 'add' | 'subtract'
  figure: StatementFigure
}

/** A statement as the pages draw it (`loadStatement`): figures read, the breakdown checked against its total. */
export interface StatementView {
  kind: StatementKind
  period: StatementPeriod
  /** The member a drill-down is about; null for the whole guild (or my own report). */
  member: StatementMember | null
  totals: StatementFigure[]
  breakdown: {
    /** The total it splits; null when the server named no total of the statement (the lines still show). */
    of: StatementFigure | null
    lines: BreakdownLine[]
    /** The lines, added and subtracted, come to the total exactly, in its unit (the contract says they must). */
    addsUp: boolean
  } | null
}

/** A statement row as the pages draw it: its figures read, and the member it opens into (null: it opens nothing). */
export interface StatementRowView {
  rowID: string
  title: string
  subtitle: string
  at: number | null
  avatar: string
  opensMember: number | null
  figures: StatementFigure[]
}

/** The split as last answered: the limits, when a change takes effect, and the members loaded so far. */
export interface SplitView {
  limits: SplitLimits
  effectiveFrom: number
  members: SplitMember[]
  nextCursor: string | null
}

/**
 * A page visit's guild state (createGuildState): each action's `status` and `errors` (@h5/request's named
 * requests), what the server last answered, and the open attempt of each keyed request.
 */
export interface GuildState extends NamedRequestsState<GuildAction, GuildError> {
  me: GuildMe | null
  statement: StatementView | null
  split: SplitView | null
  host: HostStatus | null
  cashout: GuildCashoutInfo | null
  attempts: Record<GuildAttemptAction, MoneyAttempt | null>
}

/** The endpoints the actions call (an `ApiClient` of @h5/api fits, or the app's `guildApi`). */
export type GuildApi = Pick<
  ApiClient,
  | 'getGuildMe'
  | 'getStatementPeriods'
  | 'getStatement'
  | 'getStatementRows'
  | 'getRevenueSplit'
  | 'changeRevenueSplit'
  | 'getHostStatus'
  | 'applyForHost'
  | 'getGuildCashoutInfo'
  | 'sendGuildWithdrawalSmsCode'
  | 'submitGuildWithdrawal'
  | 'getGuildWithdrawals'
>

/** How a guild state is made: where its open attempts are kept for the tab (`sessionStorage`). */
export interface GuildStateOptions {
  storage?: AttemptStorage
}

export type { UserTokens }
