import type { PendingAgreement } from '@h5/api'
import { createRequestState, type RequestState } from '@h5/request'
import type { ContentError } from './ContentError'
import type { ForbidNoticeView } from './ForbidNoticeView'
import type { ReadDocument } from './readDocument'
import type { ServiceChannel } from './ServiceChannel'

/** A server rule document being loaded (`loadRuleDocument`): /rule/dynamic/:id, or a rule's override. */
export type RuleDocumentState = RequestState<ReadDocument, ContentError>
/** A ban notice being loaded (`loadForbidNotice`). */
export type ForbidNoticeState = RequestState<ForbidNoticeView, ContentError>
/** Where the user gets customer service in the app (`loadSupportChannel`): null when the server names none. */
export type SupportChannelState = RequestState<ServiceChannel | null, ContentError>
/** The agreements the user has yet to accept (`loadPendingAgreements`). */
export type PendingAgreementsState = RequestState<PendingAgreement[], ContentError>
/** The user's 同意 (`acceptAgreements`): `data` is when the server recorded it. */
export type AcceptAgreementsState = RequestState<{ acceptedAt: number }, ContentError>

/**
 * A fresh state for one of the content requests (a valtio proxy: idle, no data, no error), one per page visit;
 * the actions fill it through @h5/request's `runRequest`.
 *
 * @example
 * const rule = createContentState<RuleDocumentState>()
 * await loadRuleDocument(rule, appApi, 'act_spring')
 * rule.status // 'done'
 */
export function createContentState<S extends RequestState<unknown, ContentError>>(): S {
  return createRequestState() as S
}
