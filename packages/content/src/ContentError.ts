/** Why loading, reading or compiling a document failed. Each code has the Chinese message a screen shows (CONTENT_ERROR_MESSAGES). */
export const ContentErrorCode = {
  /** A Markdown file of apps/web/content/ breaks the format (docs/content.md); `file` and `line` say where. Build time only. */
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

/** The message a screen shows for each code. */
export const CONTENT_ERROR_MESSAGES: Readonly<Record<ContentErrorCode, string>> = {
  MALFORMED_SOURCE: '文档格式有误',
  NO_SUCH_RULE: '没有找到这条规则，它可能已下线',
  NO_SUCH_NOTICE: '没有找到这条封禁通知，请从消息中重新打开',
  AGREEMENTS_CHANGED: '协议内容刚刚有更新，请查看最新内容后再确认',
  BAD_ANSWER: '内容加载失败，请稍后重试',
  REQUEST_FAILED: '网络不太稳定，请稍后重试',
}

/** Where a {@link ContentErrorCode.MALFORMED_SOURCE} is: the file and its 1-based line. */
export interface SourcePlace {
  file: string
  line: number
}

/**
 * The one error class of @h5/content. `message` is the Chinese text a screen shows; a build-time
 * `MALFORMED_SOURCE` error reads `<file>:<line>: <what is wrong>` instead, for the author.
 *
 * @example
 * const result = await loadRuleDocument(createContentState<RuleDocumentState>(), appApi, '42')
 * if (!result.ok && result.error.code === ContentErrorCode.NO_SUCH_RULE) showMessage(result.error.message)
 */
export class ContentError extends Error {
  override readonly name = 'ContentError'

  constructor(
    readonly code: ContentErrorCode,
    /** The server's errno or the source's problem, kept for diagnosis; the screens show `message`. */
    readonly detail?: string,
    /** Where a malformed source is wrong. */
    readonly place?: SourcePlace,
    /** The server's errno when it answered with one; `undefined` for a transport failure or a local check. */
    readonly errno?: number,
  ) {
    super(place ? `${place.file}:${place.line}: ${detail ?? CONTENT_ERROR_MESSAGES[code]}` : CONTENT_ERROR_MESSAGES[code])
  }
}
