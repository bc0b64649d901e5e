import { idleRequests } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import { DEFAULT_AGE_BRACKET } from './ageBrackets'
import type { TeenError } from './TeenError'
import type { TeenAction, TeenState } from './types'

const ACTIONS: readonly TeenAction[] = ['canUse', 'enable', 'close', 'changePin']

/**
 * A fresh teen-mode state (valtio proxy) for one visit of the teen screens: native not asked yet, no PIN typed,
 * the default bracket 2, every action idle. Nothing module-level: a visit, or a test, makes its own.
 *
 * @example
 * const state = createTeenState()
 * setPin(state, '0427')
 */
export function createTeenState(): TeenState {
  return proxy<TeenState>({ canUse: null, teenPwd: '', teenAge: DEFAULT_AGE_BRACKET, ...idleRequests<TeenAction, TeenError>(ACTIONS) })
}

/** Back to a fresh state: forgets a half-entered PIN and the chosen bracket. */
export function resetTeenState(state: TeenState): void {
  state.teenPwd = ''
  state.teenAge = DEFAULT_AGE_BRACKET
}
