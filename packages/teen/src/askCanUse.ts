import { teenError } from './errnoTable'
import { TeenErrorCode } from './TeenErrorCode'
import type { CanUseAnswer, TeenModeBridge } from './types'

/**
 * Native's answer to `teenagerCanUse`, checked: anything but the documented shape throws `BAD_ANSWER`, never a
 * guess that lets a minor through; a bridge failure is thrown as it came (the caller's table reads it). The one
 * place the question is asked, for `checkCanUse` and `checkTeenModeOn`.
 */
export async function askCanUse(bridge: TeenModeBridge): Promise<CanUseAnswer> {
  const answer = parseCanUse(await bridge.call('teenagerCanUse'))
  if (!answer) throw teenError(TeenErrorCode.BAD_ANSWER)
  return answer
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
