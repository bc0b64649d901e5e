import { badDataError } from '@h5/api'
import { isUndecidedFailure } from './isUndecidedFailure'
import { runAction } from './runAction'
import type { ActivityAction, ActivityResult, ActivityState } from './types'

/** The state's fields a read fills, by the action that loads it. */
type Loaded = { activities: ActivityState['activities']; activity: ActivityState['activity']; drawInfo: ActivityState['draw']; tasks: ActivityState['tasks'] }

/**
 * One read through the runner (`status[action]`, `errors[action]`, retried twice: a read), its answer's shape
 * checked by `isReadable` first (an answer of the wrong shape is REQUEST_FAILED, never a crash on the page), then
 * written by `apply`. What every `load…` action of the activities shares.
 */
export function loadIntoState<A extends ActivityAction & keyof Loaded>(
  state: ActivityState,
  action: A,
  fetch: () => Promise<{ data: NonNullable<Loaded[A]> }>,
  isReadable: (data: NonNullable<Loaded[A]>) => boolean,
  apply: (data: NonNullable<Loaded[A]>) => void,
): Promise<ActivityResult<NonNullable<Loaded[A]>>> {
  return runAction(state, action, {
    run: async () => {
      const { data } = await fetch()
      if (typeof data !== 'object' || data === null || !isReadable(data)) throw badDataError()
      return data
    },
    retry: 2,
    retryable: isUndecidedFailure,
    apply,
  })
}
