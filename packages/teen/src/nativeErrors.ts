import { TeenError, type TeenErrorCode } from './TeenError'

/**
 * Bridge errcodes with a meaning of their own for teen mode (DESIGN §2 and the cross-team contract); any other
 * errcode is `NATIVE_FAILED`.
 */
export const TEEN_ERROR_BY_ERRCODE: Readonly<Record<number, TeenErrorCode>> = {
  4001: 'WRONG_PIN',
  999: 'OUTDATED_APP',
  998: 'NOT_IN_APP',
  // The bridge could not read native's answer (not an object, or an errcode that is not a number): the same
  // as an answer of the wrong shape, never a success (issue 13: it read such a teenagerSwitch as "on").
  995: 'BAD_ANSWER',
}

/**
 * A bridge failure as a TeenError. Recognised by shape (a numeric `errcode`), not by class, so two copies of
 * @h5/bridge or a hand-written bridge still map correctly.
 */
export function toTeenError(error: unknown): TeenError {
  if (error instanceof TeenError) return error
  const { errcode, errmsg } = (error ?? {}) as { errcode?: unknown; errmsg?: unknown }
  if (typeof errcode !== 'number') return new TeenError('NATIVE_FAILED')
  const message = typeof errmsg === 'string' ? errmsg : undefined
  return new TeenError(TEEN_ERROR_BY_ERRCODE[errcode] ?? 'NATIVE_FAILED', errcode, message)
}
