import { teenError } from './errnoTable'
import type { TeenError } from './TeenError'
import type { TeenErrorCode } from './TeenErrorCode'
import type { TeenResult } from './types'

/** A successful {@link TeenResult} carrying `data`. */
export function success<T>(data: T): TeenResult<T> {
  return { ok: true, data }
}

/** A failed {@link TeenResult} of `code`, for a check that sends nothing (`selectAge`, `setPin`). */
export function failure(code: TeenErrorCode): { ok: false; error: TeenError } {
  return { ok: false, error: teenError(code) }
}
