import type { ContentError } from './ContentError'

/** What every content action resolves with; it never rejects. */
export type ContentResult<T> = { ok: true; data: T } | { ok: false; error: ContentError }
