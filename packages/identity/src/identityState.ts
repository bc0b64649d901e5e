import { idleRequests } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import type { IdentityError } from './IdentityError'
import type { IdentityAction, IdentityState } from './types'

const ACTIONS: readonly IdentityAction[] = [
  'status',
  'certify',
  'faceCheck',
  'manual',
  'sms',
  'upload',
  'phone',
  'phoneOwner',
  'cancellationCheck',
  'cancellation',
  'cancellationWithdraw',
  'login',
  'countryCodes',
  'phoneReview',
  'phoneReviewStatus',
  'uploadLimit',
]

/**
 * A fresh identity state for one page visit (a valtio proxy): each action's `status` and `errors` (the
 * shared runner's named requests, @h5/request), the real-name status and the cancellation check. Nothing
 * module-level: each visit, and each test, makes its own.
 *
 * @example
 * const state = createIdentityState()
 * await loadStatus(state, api, tokens)
 * state.realName?.status // 'none' | 'reviewing' | 'verified' | 'rejected'
 */
export function createIdentityState(): IdentityState {
  return proxy<IdentityState>({
    realName: null,
    cancellation: null,
    phoneReview: null,
    uploadLimit: null,
    ...idleRequests<IdentityAction, IdentityError>(ACTIONS),
  })
}
