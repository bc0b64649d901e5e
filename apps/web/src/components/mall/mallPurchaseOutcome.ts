import { MallErrorCode, type MallError, type MallResult } from '@h5/mall'
import type { PurchaseFailure, PurchaseOutcome } from '../purchaseTypes'

/**
 * A mall purchase's failure as the purchase sheet draws it: not enough 钻石 hands off to recharge; a minor's
 * account or teen mode is the minor's refusal with the way to teen mode; anything else is the error's Chinese
 * message, with whether the server decided (a retry of an undecided one sends the same key).
 */
export function toPurchaseFailure(error: MallError): PurchaseFailure {
  const refusal =
    error.code === MallErrorCode.INSUFFICIENT_DIAMONDS ? 'balance' : error.code === MallErrorCode.MINOR || error.code === MallErrorCode.TEEN_MODE ? 'minor' : undefined
  return { message: error.message, decided: error.decided, ...(refusal && { refusal }) }
}

/**
 * A mall action's result as the purchase sheet's outcome ({@link toPurchaseFailure} for a failure).
 *
 * @example
 * buy={async () => toPurchaseOutcome(await buyGuard(state, { api: mallApi, bridge: appBridge }, input))}
 */
export function toPurchaseOutcome<T>(result: MallResult<T>): PurchaseOutcome<T> {
  return result.ok ? result : { ok: false, error: toPurchaseFailure(result.error) }
}
