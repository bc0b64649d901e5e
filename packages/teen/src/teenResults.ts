import { TeenError } from './TeenError'
import type { TeenErrorCode } from './TeenErrorCode'
import type { TeenResult } from './types'

/** A successful {@link TeenResult} carrying `data`. */
export function success<T>(data: T): TeenResult<T> {
  return { ok: true, data }
}

/** A failed {@link TeenResult}: a TeenError as is, or a new one of `code`. */
export function failure(error: TeenError | TeenErrorCode): { ok: false; error: TeenError } {
  return { ok: false, error: error instanceof TeenError ? error : new TeenError(error) }
}
