import type { MyNumbers } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

/**
 * Loads my pretty numbers (their end, the one I wear) and my original ID, which stays the account's ID and shows
 * again when no number is worn, into `state.myNumbers`.
 *
 * @example
 * await loadMyNumbers(state, api, tokens)
 * shownID(state.myNumbers!) // '686868', or the original ID
 */
export function loadMyNumbers(state: MallState, api: MallApi, tokens: UserTokens): Promise<MallResult<MyNumbers>> {
  return loadIntoState(state, 'myNumbers', () => api.getMyNumbers(tokens, { quiet: true }), (numbers) => Array.isArray(numbers.items) && Number.isSafeInteger(numbers.originalID))
}
