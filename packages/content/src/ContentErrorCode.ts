/**
 * Why loading, reading or compiling a document failed. Each code has the Chinese message a screen shows
 * (CONTENT_ERROR_MESSAGES in errnoTable.ts). No imports: the build-time compiler names MALFORMED_SOURCE too.
 */
export const ContentErrorCode = {
  /**
   * A Markdown file of apps/web/content/ breaks the format (docs/content.md): build time only, the code of
   * `MalformedSourceError` (`@h5/content/compile`), whose `place` says where.
   */
  MALFORMED_SOURCE: 'MALFORMED_SOURCE',
  /** The server knows no rule by this id (errno 8370101, docs/openapi.yaml), or the address names none. */
  NO_SUCH_RULE: 'NO_SUCH_RULE',
  /** The server knows no ban notice by this id (errno 8370201), or the address names none. */
  NO_SUCH_NOTICE: 'NO_SUCH_NOTICE',
  /** The agreements changed again while the user read them (errno 8370301): the list must be loaded anew. */
  AGREEMENTS_CHANGED: 'AGREEMENTS_CHANGED',
  /** The answer is not the documented shape (a document without a title, a notice without a reason). */
  BAD_ANSWER: 'BAD_ANSWER',
  /** The request failed: no network, a time-out, the service failing, or an errno this family does not expect. */
  REQUEST_FAILED: 'REQUEST_FAILED',
} as const
/** One of {@link ContentErrorCode}'s values. */
export type ContentErrorCode = (typeof ContentErrorCode)[keyof typeof ContentErrorCode]
