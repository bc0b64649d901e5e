import { askCanUse } from './askCanUse'
import { toTeenError } from './errnoTable'
import { TeenErrorCode } from './TeenErrorCode'
import type { TeenModeBridge, TeenResult } from './types'

/**
 * Whether teen mode is on, for the acts the family rules refuse to minors (recharge, giving, tipping, buying:
 * docs/families.md, "Money and identity"): every such act asks this one check before it is offered and before it
 * is sent. Native's `teenagerCanUse` answering `open: true` (or refusing use, which implies the mode is on) is
 * `true`. Outside the app there is no teen mode to ask (998): `false`. Any other failure is the error, so no
 * paid act goes through on a question native could not answer. A question for another family's action, which
 * keeps the status in its own state: it takes no teen state. Never rejects.
 *
 * @example
 * const teen = await checkTeenModeOn(bridge)
 * if (!teen.ok || teen.data) refuse(teen.ok ? '青少年模式下不能充值' : teen.error.message)
 */
export async function checkTeenModeOn(bridge: TeenModeBridge): Promise<TeenResult<boolean>> {
  try {
    return { ok: true, data: (await askCanUse(bridge)).open === true }
  } catch (cause) {
    const error = toTeenError(cause)
    return error.code === TeenErrorCode.NOT_IN_APP ? { ok: true, data: false } : { ok: false, error }
  }
}
