import { checkTeenModeOn } from '@h5/teen'
import { ActivityErrorCode } from './ActivityErrorCode'
import { activityError, toActivityError } from './errnoTable'
import type { ActivityBridge, ActivityResult } from './types'

/**
 * Whether teen mode allows drawing, by the one check every act refused to minors asks (`checkTeenModeOn` of
 * @h5/teen: native's `teenagerCanUse`; docs/families.md). Teen mode on is TEEN_MODE; outside the app, ok; a
 * question native could not answer is its error (999 OUTDATED_APP, else REQUEST_FAILED), never a draw let
 * through. `drawPrizes` asks it before sending; the page asks it before offering.
 *
 * @example
 * const allowed = await checkDrawAllowed(bridge)
 * if (!allowed.ok) showRefusal(allowed.error.message) // 青少年模式下不能参与抽奖
 */
export async function checkDrawAllowed(bridge: ActivityBridge): Promise<ActivityResult<void>> {
  const teen = await checkTeenModeOn(bridge)
  if (!teen.ok) return { ok: false, error: toActivityError({ errcode: teen.error.errcode, errmsg: teen.error.errmsg }) }
  return teen.data ? { ok: false, error: activityError(ActivityErrorCode.TEEN_MODE) } : { ok: true, data: undefined }
}
