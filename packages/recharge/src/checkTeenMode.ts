import { checkTeenModeOn } from '@h5/teen'
import { rechargeError, toRechargeError } from './errnoTable'
import { RechargeErrorCode } from './RechargeErrorCode'
import type { RechargeBridge, RechargeResult } from './types'

/**
 * Whether teen mode allows recharge, by the one check every act refused to minors asks (`checkTeenModeOn` of
 * @h5/teen, native's `teenagerCanUse`): teen mode on fails with TEEN_MODE (minors may not recharge,
 * docs/families.md). Outside the app there is no teen mode to ask: ok. Any other failure is the error (by native's
 * errcode: 999 OUTDATED_APP, else REQUEST_FAILED), so the page never lets a payment through on a query it could not
 * make.
 *
 * @example
 * const teen = await checkTeenMode(bridge)
 * if (!teen.ok) showRefusal(teen.error.message)
 */
export async function checkTeenMode(bridge: Pick<RechargeBridge, 'call'>): Promise<RechargeResult<void>> {
  const teen = await checkTeenModeOn(bridge)
  if (!teen.ok) return { ok: false, error: toRechargeError({ errcode: teen.error.errcode, errmsg: teen.error.errmsg }) }
  return teen.data ? { ok: false, error: rechargeError(RechargeErrorCode.TEEN_MODE) } : { ok: true, data: undefined }
}
