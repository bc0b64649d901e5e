import type { TaskReward } from '@h5/api'
import { runAction } from './runAction'
import type { ActivityApi, ActivityResult, ActivityState, UserTokens } from './types'

/** A task's reward claimed now, or claimed before (another tap, another device): a state, not a failure. */
export type TaskClaim = { alreadyClaimed: false; reward: TaskReward } | { alreadyClaimed: true }

/** The reward was claimed before (docs/openapi.yaml ErrnoTaskClaimed). */
const ALREADY_CLAIMED = 8340009

/**
 * Claims a done task's reward, once. Claimed before is its own answer, `{ alreadyClaimed: true }`, not an error:
 * the page shows the claimed state. Both leave the task `claimed` in `state.tasks`. The server's refusals:
 * TASK_NOT_DONE, ENDED, NOT_FOUND. A double tap sends one request.
 *
 * @example
 * const result = await claimTask(state, api, { tokens, eventID: 'ev_weal', taskID: 'task_signin' })
 * if (result.ok && !result.data.alreadyClaimed) showToast(`获得 ${result.data.reward.name}`)
 */
export function claimTask(state: ActivityState, api: ActivityApi, input: { tokens: UserTokens; eventID: string; taskID: string }): Promise<ActivityResult<TaskClaim>> {
  const { tokens, eventID, taskID } = input
  return runAction(state, 'claim', {
    run: async (): Promise<TaskClaim> => {
      try {
        const claimed = (await api.claimTask({ ...tokens, eventID, taskID }, { quiet: true })).data
        return { alreadyClaimed: false, reward: claimed.reward }
      } catch (cause) {
        if ((cause as { errno?: unknown })?.errno === ALREADY_CLAIMED) return { alreadyClaimed: true }
        throw cause
      }
    },
    exclusive: true,
    apply: () => {
      const task = state.tasks?.eventID === eventID ? state.tasks.items.find((candidate) => candidate.taskID === taskID) : undefined
      if (task) task.state = 'claimed'
    },
  })
}
