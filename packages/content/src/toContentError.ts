import { ApiError } from '@h5/api'
import { ContentError, ContentErrorCode } from './ContentError'
import { CONTENT_ERRNOS } from './errnoTable'

/**
 * What a failed content request means for the page: the errno's code from {@link CONTENT_ERRNOS}, else
 * `REQUEST_FAILED` (network, time-out, the service failing), with the errno kept in `errno` (and `detail`, for diagnosis).
 *
 * @example
 * toContentError(new ApiError({ errno: 8370101, errmsg: '规则不存在' })).code // 'NO_SUCH_RULE'
 */
export function toContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error
  const errno = error instanceof ApiError ? error.errno : undefined
  const code = (errno !== undefined && CONTENT_ERRNOS[errno]) || ContentErrorCode.REQUEST_FAILED
  return new ContentError(code, errno === undefined ? String((error as Error)?.message ?? error) : `errno ${errno}`, undefined, errno)
}
