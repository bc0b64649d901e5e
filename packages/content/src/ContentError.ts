import { defineDomainError, type DomainErrorDetails } from '@h5/request'
import type { ContentErrorCode } from './ContentErrorCode'

/** What a ContentError holds beside its code and message (the base's, @h5/request `DomainErrorDetails`). */
export type ContentErrorDetails = DomainErrorDetails

/**
 * The one error class of the content actions: `message` is the Chinese text a screen shows as is; `code` one of
 * {@link ContentErrorCode}; `errno` and `errmsg` are what the server or the transport said (as @h5/request's
 * `DomainError` has them). Made by the table (`contentError`, `toContentError` in errnoTable.ts). A document of
 * the app that breaks the format fails the build with `MalformedSourceError` instead: no screen ever shows it.
 *
 * @example
 * const result = await loadRuleDocument(createContentState(), contentApi, '42')
 * if (!result.ok && result.error.code === ContentErrorCode.NO_SUCH_RULE) showMessage(result.error.message)
 */
export const ContentError = defineDomainError<ContentErrorCode>('ContentError')
/** An error of {@link ContentError}. */
export type ContentError = InstanceType<typeof ContentError>
