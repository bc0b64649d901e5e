import { toTeenError } from './nativeErrors'
import { TeenErrorCode } from './TeenErrorCode'
import { failure, success } from './teenResults'
import type { CanUseAnswer, TeenModeBridge, TeenResult } from './types'

/**
 * Asks native whether use is allowed now. The answer is checked: anything but the documented shape is
 * `BAD_ANSWER`, never a guess that lets a minor through. Never rejects.
 *
 * @example
 * const asked = await checkCanUse(bridge)
 * if (asked.ok && !asked.data.canUse) navigate('/teenager/timePwd')
 * if (!asked.ok) showError(asked.error.message) // e.g. 请在App内打开青少年模式
 */
export async function checkCanUse(bridge: TeenModeBridge): Promise<TeenResult<CanUseAnswer>> {
  let raw: unknown
  try {
    raw = await bridge.call('teenagerCanUse')
  } catch (error) {
    return failure(toTeenError(error))
  }
  const answer = parseCanUse(raw)
  return answer ? success(answer) : failure(TeenErrorCode.BAD_ANSWER)
}

/** Native's answer in the documented shape, or `undefined` when it is not one. */
function parseCanUse(raw: unknown): CanUseAnswer | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { canUse, reason, usedMinutes, open } = raw as Record<string, unknown>
  if (typeof canUse !== 'boolean') return undefined
  const answer: CanUseAnswer = { canUse }
  if (!canUse && (reason === 'curfew' || reason === 'limit')) answer.reason = reason
  if (typeof usedMinutes === 'number' && Number.isFinite(usedMinutes) && usedMinutes >= 0) {
    answer.usedMinutes = usedMinutes
  }
  // `open` is our addition to the contract; an older native omits it, and only a refusal implies the mode is on.
  if (typeof open === 'boolean') answer.open = open
  else if (!canUse) answer.open = true
  return answer
}
