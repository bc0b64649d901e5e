import { proxy } from 'valtio/vanilla'
import { DEFAULT_AGE_BRACKET } from './ageBrackets'
import type { TeenState } from './types'

/**
 * A fresh teen-mode state (valtio proxy): no PIN typed yet, the default bracket 2. Actions take the state as
 * their first argument, so any object of this shape works — the app passes its shared app state.
 *
 * @example
 * const state = createTeenState()
 * setPin(state, '0427')
 */
export function createTeenState(): TeenState {
  return proxy<TeenState>({ teenPwd: '', teenAge: DEFAULT_AGE_BRACKET })
}

/** Back to a fresh state: forgets a half-entered PIN and the chosen bracket. */
export function resetTeenState(state: TeenState): void {
  state.teenPwd = ''
  state.teenAge = DEFAULT_AGE_BRACKET
}
