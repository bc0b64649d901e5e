/**
 * @h5/content (private): the document model of agreements, rules and notices, the reader of server documents,
 * and the content actions (docs/content.md). The Markdown compiler is `@h5/content/compile`, build time only.
 */
export { acceptAgreements, type AcceptInput } from './acceptAgreements'
export type { ContentApi } from './ContentApi'
export { ContentError, type ContentErrorDetails } from './ContentError'
export { ContentErrorCode } from './ContentErrorCode'
export type { ContentResult } from './ContentResult'
export { createContentState, type ContentAction, type ContentState } from './contentState'
export { CONTENT_ERRNOS, CONTENT_ERROR_MESSAGES, contentError, toContentError } from './errnoTable'
export type { ForbidAppeal, ForbidNoticeView } from './ForbidNoticeView'
export { isRetryable, READ_RETRIES } from './isRetryable'
export { loadForbidNotice } from './loadForbidNotice'
export { loadPendingAgreements } from './loadPendingAgreements'
export { loadRuleDocument } from './loadRuleDocument'
export { loadSupportChannel } from './loadSupportChannel'
export { readDocument, type ReadDocument, type SkippedBlock } from './readDocument'
export { readServiceChannel, type ServiceChannel } from './ServiceChannel'
export type {
  Block,
  BlockType,
  ContentDocument,
  DividerBlock,
  HeadingBlock,
  ImageBlock,
  Inline,
  ListBlock,
  NoticeBlock,
  ParagraphBlock,
  TableBlock,
} from './types'
