import type { ActivityState as WireState, ActivityWindow } from '@h5/api'

/** An event's phase: docs/openapi.yaml `ActivityState` (upcoming, live, settling, ended, rewarded). */
export type ActivityPhase = WireState

const ORDER: readonly ActivityPhase[] = ['upcoming', 'live', 'settling', 'ended', 'rewarded']

/** The phase the window alone gives at `now`. */
function phaseOfWindow(window: ActivityWindow, now: number): ActivityPhase {
  if (now < window.startsAt) return 'upcoming'
  if (now < Math.max(window.startsAt, window.endsAt)) return 'live'
  if (window.settledAt !== null && now >= window.settledAt) return 'ended'
  return 'settling'
}

/**
 * An event's phase at `now` (the server's time: `serverNow()` in the app, never the phone's clock), from its
 * window; `answered`, the state the server gave with the window, is a floor, since time only moves on: the
 * server alone knows `rewarded`, and an `ended` it answered before `settledAt` was known stays ended. A window
 * whose end comes before its start ends at its start.
 *
 * @example
 * activityPhase({ startsAt: 1000, endsAt: 2000, settledAt: null }, 1500) // 'live'
 * activityPhase({ startsAt: 1000, endsAt: 2000, settledAt: 2600 }, 2300) // 'settling'
 * activityPhase(event.window, serverNow(), event.state)
 */
export function activityPhase(window: ActivityWindow, now: number, answered?: ActivityPhase): ActivityPhase {
  const byWindow = phaseOfWindow(window, now)
  if (answered === undefined || !ORDER.includes(answered)) return byWindow
  return ORDER.indexOf(answered) > ORDER.indexOf(byWindow) ? answered : byWindow
}

/**
 * When the phase at `now` next changes by the window (the start, the end, the settling), or null when only the
 * server can move it on (settling without a known `settledAt`, ended, rewarded). The page sets one timer to it
 * on the server's clock and reads the phase again then, so an event open across a boundary changes state without
 * a reload.
 *
 * @example
 * const at = nextBoundary(event.window, serverNow(), event.state)
 * if (at !== null) setTimeout(refresh, at - serverNow())
 */
export function nextBoundary(window: ActivityWindow, now: number, answered?: ActivityPhase): number | null {
  const phase = activityPhase(window, now, answered)
  if (phase === 'upcoming') return window.startsAt
  if (phase === 'live') return Math.max(window.startsAt, window.endsAt)
  if (phase === 'settling' && window.settledAt !== null && window.settledAt > now) return window.settledAt
  return null
}
