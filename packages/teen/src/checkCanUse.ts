import { askCanUse } from './askCanUse'
import { runAction } from './runAction'
import type { CanUseAnswer, TeenModeBridge, TeenResult, TeenState } from './types'

/**
 * Asks native whether teen mode is on and use is allowed now, into `state.canUse` (`status.canUse`,
 * `errors.canUse`). The answer is checked: anything but the documented shape is `BAD_ANSWER`, never a guess that
 * lets a minor through. The latest call writes (a 重试 supersedes a question native has not answered). Never
 * rejects.
 *
 * @example
 * const asked = await checkCanUse(state, bridge)
 * if (asked.ok && !asked.data.canUse) navigate('/teenager/timePwd')
 * if (!asked.ok) showError(asked.error.message) // e.g. 请在App内打开青少年模式
 */
export function checkCanUse(state: TeenState, bridge: TeenModeBridge): Promise<TeenResult<CanUseAnswer>> {
  return runAction(state, 'canUse', {
    run: () => askCanUse(bridge),
    apply: (answer) => {
      state.canUse = answer
    },
  })
}
