/**
 * Reading the server's `data` defensively: a body of the wrong shape fails the request (a typed error, never a
 * crash in a screen); a single odd field is normalised so one bad row does not hide the others.
 */

import { ApiError, ApiErrorCode } from '@h5/api'

type Fields = Record<string, unknown>

/** `value` as an object whose fields can be read, or null (an array passes: it has none of the fields read). */
export function asFields(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null ? (value as Fields) : null
}

/**
 * What a reader throws for `data` of the wrong shape: the same failure as @h5/api's bad envelope (no errno),
 * so it becomes the action's `requestFailed` error.
 */
export function badData(): ApiError {
  return new ApiError({ errmsg: '服务器返回的数据格式不正确', code: ApiErrorCode.BAD_ENVELOPE })
}

/** A string field, or `''`. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** A whole, non-negative number field, or `fallback`. */
export function count(value: unknown, fallback = 0): number {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fallback
}

/**
 * An avatar the screens may put in `<img src>`: http(s), protocol-relative or a data: image; anything else
 * (`javascript:`, a typo) is `''`, which draws the fallback avatar.
 */
export function avatar(value: unknown): string {
  const src = text(value).trim()
  return /^(https?:\/\/|\/\/|data:image\/)/i.test(src) ? src : ''
}
