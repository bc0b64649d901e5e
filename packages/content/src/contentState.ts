import type { PendingAgreement } from '@h5/api'
import { idleRequests, type NamedRequestsState } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import type { ContentError } from './ContentError'
import type { ForbidNoticeView } from './ForbidNoticeView'
import type { ReadDocument } from './readDocument'
import type { ServiceChannel } from './ServiceChannel'

/** The actions that keep a status and an error in the state, one per content request. */
export type ContentAction = 'rule' | 'notice' | 'pending' | 'accept' | 'support'

const ACTIONS: readonly ContentAction[] = ['rule', 'notice', 'pending', 'accept', 'support']

/**
 * The content state of one page visit: what each content request brought (`null` until it succeeded), and each
 * action's `status` and `errors` (the shared runner's named requests, @h5/request).
 */
export interface ContentState extends NamedRequestsState<ContentAction, ContentError> {
  /** A server rule document (`loadRuleDocument`): /rule/dynamic/:id, or a rule's override. */
  rule: ReadDocument | null
  /** A ban notice (`loadForbidNotice`). */
  notice: ForbidNoticeView | null
  /** The agreements the user has yet to accept (`loadPendingAgreements`). */
  pending: PendingAgreement[] | null
  /** When the server recorded the user's 同意 (`acceptAgreements`). */
  acceptedAt: number | null
  /**
   * The customer-service channel the server names (`loadSupportChannel`); also null when it names none or one
   * that cannot be read, which `status.support === 'done'` tells apart from not asked yet.
   */
  support: ServiceChannel | null
}

/**
 * A fresh content state for one page visit (a valtio proxy): nothing loaded, every action idle. Nothing
 * module-level: each visit, and each test, makes its own.
 *
 * @example
 * const state = createContentState()
 * await loadRuleDocument(state, contentApi, 'act_spring')
 * state.status.rule // 'done'; state.rule?.document.title
 */
export function createContentState(): ContentState {
  return proxy<ContentState>({ rule: null, notice: null, pending: null, acceptedAt: null, support: null, ...idleRequests<ContentAction, ContentError>(ACTIONS) })
}
