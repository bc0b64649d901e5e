/**
 * Reading the server's `data` defensively, for every package that turns an answer into its state: a body of
 * the wrong shape fails the request (a typed error, never a crash in a screen); a single odd field is
 * normalised so one bad row does not hide the others.
 */
import { ApiError, ApiErrorCode } from './ApiError'

/** The message of a body or a `data` of the wrong shape, whether the client or a reader finds it. */
export const BAD_DATA_ERRMSG = '服务器返回的数据格式不正确'

/**
 * `value` as an object whose fields can be read, or `null` (an array passes: it has none of the fields read).
 *
 * @example
 * const data = readFields(body.data)
 * if (!data || !Array.isArray(data.items)) throw badDataError()
 */
export function readFields(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
}

/**
 * A string field, or `''`.
 *
 * @example
 * readText(item.nickName) // '晚风'; null, 7 or undefined -> ''
 */
export function readText(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/**
 * A whole, non-negative number field, or `fallback` (a count, a time in ms; never a money amount: those are
 * read as decimal text into fen by the package that owns them).
 *
 * @example
 * readCount(data.total, data.items.length) // data.total when it is 0, 1, 2, …; else the rows' count
 */
export function readCount(value: unknown, fallback = 0): number {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fallback
}

/**
 * An image URL a screen may put in `<img src>`: http(s), protocol-relative or a data: image; anything else
 * (`javascript:`, a typo) is `''`, which draws the screen's fallback picture.
 *
 * @example
 * readImageUrl('https://cdn.example.com/a.png') // kept
 * readImageUrl('javascript:alert(1)') // ''
 */
export function readImageUrl(value: unknown): string {
  const src = readText(value).trim()
  return /^(https?:\/\/|\/\/|data:image\/)/i.test(src) ? src : ''
}

/**
 * The cursor of a paged list's next page, or `null` when the list ends (docs/openapi.yaml, "Paged lists"): only a
 * non-empty string is a cursor. An empty string, `null` or anything else ends the list, so a page never sends a
 * `cursor` the request schema refuses (`minLength: 1`) and never asks for the same page twice.
 *
 * @example
 * readNextCursor('wd_20') // 'wd_20'
 * readNextCursor('')      // null
 */
export function readNextCursor(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * What a reader throws for `data` of the wrong shape: the same failure as the client's bad envelope
 * (`ApiErrorCode.BAD_ENVELOPE`, no errno), so a package maps it as a failed request, not a server refusal.
 *
 * @example
 * if (balance === null) throw badDataError()
 */
export function badDataError(): ApiError {
  return new ApiError({ errmsg: BAD_DATA_ERRMSG, code: ApiErrorCode.BAD_ENVELOPE })
}
