import { checkTeenModeOn } from '@h5/teen'
import { BenefitErrorCode } from './BenefitErrorCode'
import { benefitError, toBenefitError } from './errnoTable'
import type { BenefitBridge, BenefitResult } from './types'

/**
 * Whether teen mode allows giving 红钻, by the one check every act refused to minors asks (`checkTeenModeOn` of
 * @h5/teen: native's `teenagerCanUse`, as recharge asks it): a gift moves value to another account like a tip,
 * which minors may not (docs/families.md). Teen mode on is TEEN_MODE; outside the app, ok; a question native could
 * not answer is its error (999 OUTDATED_APP, else REQUEST_FAILED), never a gift let through. The page asks it
 * before offering the form and again before sending; the account's `canGive` (a minor's account) is the server's.
 *
 * @example
 * const allowed = await checkGivingAllowed(bridge)
 * if (!allowed.ok) showRefusal(allowed.error.message) // 青少年模式下不能赠送红钻
 */
export async function checkGivingAllowed(bridge: Pick<BenefitBridge, 'call'>): Promise<BenefitResult<void>> {
  const teen = await checkTeenModeOn(bridge)
  if (!teen.ok) return { ok: false, error: toBenefitError({ errcode: teen.error.errcode, errmsg: teen.error.errmsg }) }
  return teen.data ? { ok: false, error: benefitError(BenefitErrorCode.TEEN_MODE) } : { ok: true, data: undefined }
}
