import type { WealthLevel } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

/**
 * Loads my wealth level into `state.wealth`: level, value, the gap to the next level, the level table with each
 * level's privileges, and the keep-level rule. My own figures only: the call takes no other user.
 *
 * @example
 * await loadWealthLevel(state, api, tokens)
 * state.wealth?.gapValue // 3600
 */
export function loadWealthLevel(state: MallState, api: MallApi, tokens: UserTokens): Promise<MallResult<WealthLevel>> {
  return loadIntoState(
    state,
    'wealth',
    () => api.getWealthLevel(tokens, { quiet: true }),
    (wealth) => Number.isSafeInteger(wealth.value) && Number.isSafeInteger(wealth.gapValue) && Array.isArray(wealth.levels) && typeof wealth.keep === 'object',
  )
}
