import { isAgeBracket } from './ageBrackets'
import { TeenError } from './TeenError'
import type { AgeBracket, TeenState } from './types'

/**
 * Chooses the age bracket the mode will be turned on with.
 *
 * @example selectAge(state, 1)
 */
export function selectAge(state: TeenState, bracket: number): AgeBracket {
  if (!isAgeBracket(bracket)) throw new TeenError('INVALID_AGE')
  state.teenAge = bracket
  return bracket
}
