import type { RequestResult } from '@h5/request'
import type { ContentError } from './ContentError'

/** What every content action resolves with (@h5/request's result with this family's error); it never rejects. */
export type ContentResult<T> = RequestResult<T, ContentError>
