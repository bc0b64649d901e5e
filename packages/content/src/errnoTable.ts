import { createErrorTable } from '@h5/request'
import { ContentError } from './ContentError'
import { ContentErrorCode } from './ContentErrorCode'

const C = ContentErrorCode

/**
 * The content table on @h5/request's lookup: the server errnos of the content endpoints (docs/openapi.yaml, tag
 * `content`); any other failure is `REQUEST_FAILED`, with the errno kept in `errno` (8304006 and 107 also close
 * the page, @h5/api). Content talks to the server only: no native errcodes.
 *
 * - `CONTENT_ERROR_MESSAGES`: the Chinese message of every code, shown as is;
 * - `CONTENT_ERRNOS`: the errnos and the code each becomes (tests iterate it);
 * - `contentError(code, details?)`: a ContentError of `code` with its message;
 * - `toContentError(cause)`: any failure as a ContentError by the rows; a ContentError passes through.
 *
 * @example
 * toContentError(new ApiError({ errno: 8370101, errmsg: '规则不存在' })).code // 'NO_SUCH_RULE'
 */
export const {
  messages: CONTENT_ERROR_MESSAGES,
  errnos: CONTENT_ERRNOS,
  error: contentError,
  toError: toContentError,
} = createErrorTable(ContentError, {
  messages: {
    MALFORMED_SOURCE: '文档格式有误',
    NO_SUCH_RULE: '没有找到这条规则，它可能已下线',
    NO_SUCH_NOTICE: '没有找到这条封禁通知，请从消息中重新打开',
    AGREEMENTS_CHANGED: '协议内容刚刚有更新，请查看最新内容后再确认',
    BAD_ANSWER: '内容加载失败，请稍后重试',
    REQUEST_FAILED: '网络不太稳定，请稍后重试',
  },
  errnos: {
    8370101: C.NO_SUCH_RULE,
    8370201: C.NO_SUCH_NOTICE,
    8370301: C.AGREEMENTS_CHANGED,
  },
  fallback: C.REQUEST_FAILED,
})
