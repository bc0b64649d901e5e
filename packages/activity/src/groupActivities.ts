import type { ActivitySummary } from '@h5/api'
import { activityPhase } from './activityPhase'

/** The activity center's sections: live (进行中), upcoming (即将开始), over (已结束: settling, ended, rewarded). */
export interface ActivityGroups {
  live: ActivitySummary[]
  upcoming: ActivitySummary[]
  over: ActivitySummary[]
}

/**
 * The activity center's events by section at `now` (the server's time), each section in the server's order. An
 * event moves from one to the next as `now` passes its boundaries (`activityPhase`), so the page groups again at
 * the next boundary (`nextBoundary`) rather than reload.
 *
 * @example
 * const { live, upcoming, over } = groupActivities(state.activities ?? [], serverNow())
 */
export function groupActivities(items: readonly ActivitySummary[], now: number): ActivityGroups {
  const groups: ActivityGroups = { live: [], upcoming: [], over: [] }
  for (const item of items) {
    const phase = activityPhase(item.window, now, item.state)
    groups[phase === 'live' ? 'live' : phase === 'upcoming' ? 'upcoming' : 'over'].push(item)
  }
  return groups
}
