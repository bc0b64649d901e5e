import { checkTeenModeOn } from '@h5/teen'
import { MallErrorCode } from './MallErrorCode'
import { mallError, toMallError } from './errnoTable'
import type { MallBridge, MallResult } from './types'

/**
 * Whether teen mode allows spending 钻石 (buying, giving, a guard, a membership, auto-renew), by the one check
 * every act refused to minors asks (`checkTeenModeOn` of @h5/teen: native's `teenagerCanUse`, as recharge and
 * giving 红钻 ask it; docs/families.md). Teen mode on is TEEN_MODE; outside the app, ok; a question native could
 * not answer is its error (999 OUTDATED_APP, else REQUEST_FAILED), never a purchase let through. The money
 * actions ask it before sending; the page asks it before offering (the kit's purchase sheet does).
 *
 * @example
 * const allowed = await checkBuyingAllowed(bridge)
 * if (!allowed.ok) showRefusal(allowed.error.message) // 青少年模式下不能购买或打赏
 */
export async function checkBuyingAllowed(bridge: MallBridge): Promise<MallResult<void>> {
  const teen = await checkTeenModeOn(bridge)
  if (!teen.ok) return { ok: false, error: toMallError({ errcode: teen.error.errcode, errmsg: teen.error.errmsg }) }
  return teen.data ? { ok: false, error: mallError(MallErrorCode.TEEN_MODE) } : { ok: true, data: undefined }
}
