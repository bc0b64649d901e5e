import { MallErrorCode, type MallError, type MallResult } from '@h5/mall'
import type { PurchaseFailure, PurchaseOutcome } from '../../components/purchaseTypes'

/**
 * A mall error as the purchase sheet draws it: not enough 钻石 is the hand-off to recharge (`balance`); a minor's
 * account or teen mode is the refusal with the way to /teenager (`minor`); anything else its Chinese message,
 * with whether the server decided (a retry of an undecided one sends the same key).
 */
export function toPurchaseFailure(error: MallError): PurchaseFailure {
  const refusal =
    error.code === MallErrorCode.INSUFFICIENT_DIAMONDS ? 'balance' : error.code === MallErrorCode.MINOR || error.code === MallErrorCode.TEEN_MODE ? 'minor' : undefined
  return { message: error.message, decided: error.decided, ...(refusal && { refusal }) }
}

/** A mall action's result as the sheet's `buy` answers it. */
export function toPurchaseOutcome<T>(result: MallResult<T>): PurchaseOutcome<T> {
  return result.ok ? result : { ok: false, error: toPurchaseFailure(result.error) }
}
