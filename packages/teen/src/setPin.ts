import { assertPin } from './pin'
import type { TeenState } from './types'

/**
 * Keeps the first PIN entry until the confirm screen. Throws `INVALID_PIN` for anything but 4 digits.
 *
 * @example setPin(state, '0427') // then navigate to the confirm screen
 */
export function setPin(state: TeenState, pin: string): void {
  assertPin(pin)
  state.teenPwd = pin
}
