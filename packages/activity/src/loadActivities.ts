import type { ActivitySummary } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { ActivityApi, ActivityResult, ActivityState, UserTokens } from './types'

const isWindow = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as { startsAt?: unknown }).startsAt === 'number' && typeof (value as { endsAt?: unknown }).endsAt === 'number'

/**
 * The activity center's events into `state.activities`, each with its window and state at the answer's time
 * (group them with `groupActivities` on the server's clock). A read: retried twice when the server did not decide.
 *
 * @example
 * await loadActivities(state, api, tokens)
 * groupActivities(state.activities ?? [], serverNow()).live
 */
export function loadActivities(state: ActivityState, api: ActivityApi, tokens: UserTokens): Promise<ActivityResult<ActivitySummary[]>> {
  return loadIntoState(
    state,
    'activities',
    async () => ({ data: (await api.getActivities(tokens, { quiet: true })).data?.items }) as { data: ActivitySummary[] },
    (items) => Array.isArray(items) && items.every((item) => isWindow(item?.window)),
    (items) => {
      state.activities = items
    },
  )
}
