import { createActionRunners, type ActionSteps as RunnerSteps } from '@h5/request'
import { toRedPacketError } from './errnoTable'
import type { RedPacketError } from './RedPacketError'
import type { RedPacketAction } from './types'

/** How an action runs: @h5/request's steps, without `toError` (the action's own errno table maps failures). */
export type ActionSteps<T> = RunnerSteps<T, RedPacketError>

/**
 * The red-packet actions on the shared runner (@h5/request `createActionRunners`): `runAction` runs one action's
 * request (`status` and `errors` of `action`, only the latest call writes, `exclusive` for one call at a time,
 * never rejects) and `runAttempt` a send, with its idempotency key in `state.attempts.send`. The action is named
 * once, so its failures always go through its own rows of ERRNO_TABLE (`toRedPacketError`).
 *
 * @example
 * return runAction(state, 'open', { exclusive: true, run: () => readOpenAnswer(api, input), apply: showPacket })
 */
export const { runAction, runAttempt } = createActionRunners<RedPacketAction, RedPacketError>((cause, action) => toRedPacketError(action, cause))
