import { isAgeBracket } from './ageBrackets'
import { TeenErrorCode } from './TeenErrorCode'
import { failure, success } from './teenResults'
import type { AgeBracket, TeenResult, TeenState } from './types'

/**
 * Chooses the age bracket the mode will be turned on with. Anything but 0, 1 or 2 is `INVALID_AGE` and leaves
 * the state as it was.
 *
 * @example
 * const chosen = selectAge(state, 1)
 * if (chosen.ok) next('/teenager/ageLimit', chosen.data)
 */
export function selectAge(state: TeenState, bracket: number): TeenResult<AgeBracket> {
  if (!isAgeBracket(bracket)) return failure(TeenErrorCode.INVALID_AGE)
  state.teenAge = bracket
  return success(bracket)
}
