import { proxy } from 'valtio/vanilla'
import type { IdentityState } from './types'

/**
 * A fresh identity state for one page visit (a valtio proxy). Nothing module-level: each visit, and each
 * test, makes its own.
 *
 * @example
 * const state = createIdentityState()
 * await loadStatus(state, api, tokens)
 * state.status?.status // 'none' | 'reviewing' | 'verified' | 'rejected'
 */
export function createIdentityState(): IdentityState {
  return proxy<IdentityState>({ status: null, cancellation: null, pending: {}, errors: {} })
}
