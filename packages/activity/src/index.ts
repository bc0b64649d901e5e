/**
 * @h5/activity: the activity engine of the H5 pages, one engine under the activity center, events, rankings,
 * draws and tasks. An event's phase on the server's clock and the next boundary to look again at; ranking boards
 * by period with my pinned row and results frozen once settled; hiding my name; draws with their exact published
 * odds, an idempotency key per attempt (a double tap draws once, a lost answer retried gives the same prizes), the
 * guarantee and the daily cap, minors and teen mode refused; my records; tasks claimed once. The error class with
 * named codes, the state factory and actions that return results and never reject.
 */
export { ActivityError } from './ActivityError'
export type { ActivityErrorDetails } from './ActivityError'
export { ActivityErrorCode } from './ActivityErrorCode'
export { ACTIVITY_ERRCODES, ACTIVITY_ERRNOS, ACTIVITY_ERROR_MESSAGES, activityError, toActivityError } from './errnoTable'
export { createActivityState } from './activityState'
export { activityPhase, nextBoundary } from './activityPhase'
export type { ActivityPhase } from './activityPhase'
export { groupActivities } from './groupActivities'
export type { ActivityGroups } from './groupActivities'
export { loadActivities } from './loadActivities'
export { loadActivity } from './loadActivity'
export { ACTIVITY_PAGE_SIZE } from './cursorPages'
export { rankingPages } from './rankingPages'
export type { RankingQuery } from './rankingPages'
export { pinnedRow } from './pinnedRow'
export type { PinnedRow } from './pinnedRow'
export { hideMyName } from './hideMyName'
export { loadDraw } from './loadDraw'
export { checkDrawAllowed } from './checkDrawAllowed'
export { drawPrizes } from './drawPrizes'
export type { DrawInput } from './drawPrizes'
export { drawRecordPages } from './drawRecordPages'
export { formatOdds, oddsAddUp, ODDS_TOTAL } from './formatOdds'
export { loadTasks } from './loadTasks'
export { claimTask } from './claimTask'
export type { TaskClaim } from './claimTask'
export type { ActivityAction, ActivityApi, ActivityBridge, ActivityClient, ActivityResult, ActivityState, ActivityStateOptions, UserTokens } from './types'
