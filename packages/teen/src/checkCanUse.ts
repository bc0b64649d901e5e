import { toTeenError } from './nativeErrors'
import { TeenError } from './TeenError'
import type { CanUseAnswer, TeenBridge } from './types'

/**
 * Asks native whether use is allowed now. The answer is checked: anything but the documented shape is
 * `BAD_ANSWER`, never a guess that lets a minor through.
 *
 * @example
 * const { canUse, reason } = await checkCanUse(bridge)
 * if (!canUse) navigate('/teenager/timePwd')
 */
export async function checkCanUse(bridge: TeenBridge): Promise<CanUseAnswer> {
  let raw: unknown
  try {
    raw = await bridge.call('teenagerCanUse')
  } catch (error) {
    throw toTeenError(error)
  }
  return parseCanUse(raw)
}

function parseCanUse(raw: unknown): CanUseAnswer {
  if (typeof raw !== 'object' || raw === null) throw new TeenError('BAD_ANSWER')
  const { canUse, reason, usedMinutes, open } = raw as Record<string, unknown>
  if (typeof canUse !== 'boolean') throw new TeenError('BAD_ANSWER')
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
