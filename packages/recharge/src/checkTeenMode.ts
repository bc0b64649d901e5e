import { rechargeError, toRechargeError } from './errnoTable'
import { RechargeErrorCode } from './RechargeError'
import type { RechargeBridge, RechargeResult } from './types'

/**
 * Whether teen mode allows recharge: native's `teenagerCanUse` answering `open: true` fails with TEEN_MODE
 * (minors may not recharge, docs/families.md). Outside the app (998) there is no teen mode to ask: ok. Any other
 * failure is the error, so the page never lets a payment through on a query it could not make.
 *
 * @example
 * const teen = await checkTeenMode(bridge)
 * if (!teen.ok) showRefusal(teen.error.message)
 */
export async function checkTeenMode(bridge: Pick<RechargeBridge, 'call'>): Promise<RechargeResult<void>> {
  try {
    const answer = await bridge.call('teenagerCanUse')
    return answer.open === true ? { ok: false, error: rechargeError(RechargeErrorCode.TEEN_MODE) } : { ok: true, data: undefined }
  } catch (cause) {
    const error = toRechargeError(cause)
    return error.code === RechargeErrorCode.NOT_IN_APP ? { ok: true, data: undefined } : { ok: false, error }
  }
}
