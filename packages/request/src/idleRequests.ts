import type { NamedRequestsState } from './types'

/**
 * The `status` and `errors` of a state's named requests before any has run: every one `idle`, no error. A
 * family's state factory spreads it into its proxy, so the names are written once, in the family's list of
 * actions.
 *
 * @example
 * const ACTIONS = ['balance', 'withdraw'] as const
 * proxy<WalletState>({ balance: null, ...idleRequests<WalletAction, WalletError>(ACTIONS) })
 * // { balance: null, status: { balance: 'idle', withdraw: 'idle' }, errors: { balance: null, withdraw: null } }
 */
export function idleRequests<Name extends string, E>(names: readonly Name[]): NamedRequestsState<Name, E> {
  const state = { status: {}, errors: {} } as NamedRequestsState<Name, E>
  for (const name of names) {
    state.status[name] = 'idle'
    state.errors[name] = null
  }
  return state
}
