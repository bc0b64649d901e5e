import { teenError } from './errnoTable'
import { isValidPin } from './pin'
import { runAction } from './runAction'
import { TeenErrorCode } from './TeenErrorCode'
import type { TeenAction, TeenResult, TeenState } from './types'

/**
 * A PIN action (turning the mode on or off, changing the PIN) on the family's runner, with the two rules every
 * one of them follows: exclusive, so a PIN completed twice before native answered is one native call and both
 * calls get its result; and a PIN that is not 4 ASCII digits is `INVALID_PIN` before native is asked.
 *
 * @example
 * return runPinAction(state, 'close', [pin], async () => {
 *   await bridge.call('teenagerSwitch', { open: false, password: pin })
 *   return { open: false }
 * })
 */
export function runPinAction<T>(
  state: TeenState,
  action: Exclude<TeenAction, 'canUse'>,
  pins: readonly string[],
  run: () => Promise<T>,
): Promise<TeenResult<T>> {
  return runAction(state, action, {
    exclusive: true,
    run: () => {
      if (!pins.every(isValidPin)) throw teenError(TeenErrorCode.INVALID_PIN)
      return run()
    },
  })
}
