import { badDataError } from '@h5/api'
import { isUndecidedFailure } from './isUndecidedFailure'
import { runAction } from './runAction'
import type { MallAction, MallResult, MallState } from './types'

/** The state's fields a load fills, by the action that loads it. */
type Loaded = Pick<MallState, 'goods' | 'options' | 'tiers' | 'membership' | 'guard' | 'myNumbers' | 'wealth'>

/**
 * One read into `state[field]` through the runner (`status[action]`, `errors[action]`, retried twice: a read),
 * with the answer's shape checked by `isReadable` first: an answer of the wrong shape is REQUEST_FAILED, never a
 * crash on the page. What every `load…` action of the mall shares.
 */
export function loadIntoState<F extends keyof Loaded>(
  state: MallState,
  action: MallAction & F,
  fetch: () => Promise<{ data: NonNullable<Loaded[F]> }>,
  isReadable: (data: NonNullable<Loaded[F]>) => boolean,
): Promise<MallResult<NonNullable<Loaded[F]>>> {
  return runAction(state, action, {
    run: async () => {
      const { data } = await fetch()
      if (typeof data !== 'object' || data === null || !isReadable(data)) throw badDataError()
      return data
    },
    retry: 2,
    retryable: isUndecidedFailure,
    apply: (data) => {
      ;(state as Loaded)[action] = data
    },
  })
}
