import { proxy } from 'valtio/vanilla'
import type { RequestState } from './types'

/**
 * A fresh state for one request (valtio proxy): `idle`, no data, no error. Screens read it with `useSnapshot`;
 * `runRequest` fills it.
 *
 * @example
 * const withdrawal = createRequestState<Order, WalletError>()
 * await runRequest(withdrawal, { exclusive: true, toError: toWalletError, run: () => api.withdraw(form) })
 * withdrawal.status // 'done'
 */
export function createRequestState<T, E>(): RequestState<T, E> {
  return proxy<RequestState<T, E>>({ status: 'idle', data: null, error: null })
}
