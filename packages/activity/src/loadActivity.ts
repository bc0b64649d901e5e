import type { Activity } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { ActivityApi, ActivityResult, ActivityState, UserTokens } from './types'

/**
 * One event into `state.activity`: its window and state (read the phase with `activityPhase` on the server's
 * clock), its rules page, who cannot take part, its boards, draws and whether it has tasks. An unknown event is
 * NOT_FOUND.
 *
 * @example
 * await loadActivity(state, api, { tokens, eventID: 'ev_weal' })
 * activityPhase(state.activity!.window, serverNow(), state.activity!.state)
 */
export function loadActivity(state: ActivityState, api: ActivityApi, input: { tokens: UserTokens; eventID: string }): Promise<ActivityResult<Activity>> {
  return loadIntoState(
    state,
    'activity',
    () => api.getActivity({ ...input.tokens, eventID: input.eventID }, { quiet: true }),
    (event) => typeof event.window === 'object' && event.window !== null && Array.isArray(event.excluded),
    (event) => {
      state.activity = event
    },
  )
}
