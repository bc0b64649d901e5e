import { runNamedRequest, type RequestSteps } from '@h5/request'
import { toRedPacketError } from './errnoTable'
import type { RedPacketError } from './RedPacketError'
import type { RedPacketAction, RedPacketResult, RedPacketState } from './types'

/** How an action runs: @h5/request's steps, without `toError` (the action's own errno table maps failures). */
export type ActionSteps<T> = Omit<RequestSteps<T, RedPacketError>, 'toError'>

/**
 * Runs one red-packet action's request on the shared runner (`runNamedRequest` of @h5/request): `status` and
 * `errors` of `action`, only the latest call writes, `exclusive` for one call at a time, never rejects. The
 * action is named once, so its failures always go through its own rows of ERRNO_TABLE (`toRedPacketError`).
 *
 * @example
 * return runAction(state, 'open', { exclusive: true, run: () => readOpenAnswer(api, input), apply: showPacket })
 */
export function runAction<T>(
  state: RedPacketState,
  action: RedPacketAction,
  steps: ActionSteps<T>,
): Promise<RedPacketResult<T>> {
  return runNamedRequest(state, action, { ...steps, toError: (cause) => toRedPacketError(action, cause) })
}
