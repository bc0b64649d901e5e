import { MallErrorCode, type MallError, type MallResult } from '@h5/mall'
import type { PurchaseOutcome } from '../../components/purchaseTypes'

/**
 * A mall action's result as the purchase sheet's outcome: its Chinese message and whether the server decided,
 * with the refusals the sheet draws itself (not enough 钻石: the hand-off to recharge; a minor's account or teen
 * mode: the refusal and the way to teen mode).
 *
 * @example
 * buy={async () => toPurchaseOutcome(await buyGuard(state, { api: mallApi, bridge: appBridge }, input))}
 */
export function toPurchaseOutcome<T>(result: MallResult<T>): PurchaseOutcome<T> {
  if (result.ok) return result
  return { ok: false, error: toPurchaseFailure(result.error) }
}

function toPurchaseFailure(error: MallError) {
  const { message, decided } = error
  if (error.code === MallErrorCode.INSUFFICIENT_DIAMONDS) return { message, decided, refusal: 'balance' as const }
  if (error.code === MallErrorCode.MINOR || error.code === MallErrorCode.TEEN_MODE) return { message, decided, refusal: 'minor' as const }
  return { message, decided }
}
