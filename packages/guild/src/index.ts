export type {
  BreakdownLine,
  FigureUnit,
  GuildAction,
  GuildApi,
  GuildAttemptAction,
  GuildResult,
  GuildState,
  GuildStateOptions,
  SplitView,
  StatementFigure,
  StatementRowView,
  StatementView,
  UserTokens,
} from './types'
export { GuildError } from './GuildError'
export type { GuildErrorDetails } from './GuildError'
export { GuildErrorCode } from './GuildErrorCode'
export { GUILD_ERRCODES, GUILD_ERRNOS, GUILD_ERROR_MESSAGES, guildError, toGuildError } from './errnoTable'
export { createGuildState } from './guildState'
export { canAct, canRead } from './roleAccess'
export type { Access, GuildAct, WayThere } from './roleAccess'
export { loadGuildMe } from './loadGuildMe'
export { readFigure } from './readFigure'
export { periodState } from './periodState'
export { loadStatement, readStatement } from './loadStatement'
export type { StatementInput } from './loadStatement'
export { GUILD_PAGE_SIZE } from './guildPages'
export { periodPages, readRow, statementRowPages } from './statementPages'
export { checkSplitRatio, splitChoices } from './checkSplitRatio'
export { loadRevenueSplit } from './loadRevenueSplit'
export { changeRevenueSplit } from './changeRevenueSplit'
export type { SplitChangeInput } from './changeRevenueSplit'
export { loadHostStatus, unmetRequirements } from './loadHostStatus'
export { applyForHost } from './applyForHost'
export { checkGuildWithdrawalAmount, guildCashoutGate } from './guildCashoutGate'
export type { GuildCashoutGate } from './guildCashoutGate'
export { loadGuildCashout } from './loadGuildCashout'
export { sendGuildWithdrawalCode } from './sendGuildWithdrawalCode'
export { submitGuildWithdrawal } from './submitGuildWithdrawal'
export type { GuildWithdrawalInput } from './submitGuildWithdrawal'
