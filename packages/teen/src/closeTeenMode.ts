import { assertPin } from './pin'
import { switchTeenMode } from './switchTeenMode'
import type { TeenBridge } from './types'

/** Result of turning teen mode off. */
export interface DisableResult {
  open: false
}

/**
 * Turns teen mode off with the guardian's PIN; a wrong PIN is `WRONG_PIN` (native errcode 4001).
 *
 * @example await closeTeenMode(bridge, '0427')
 */
export async function closeTeenMode(bridge: TeenBridge, pin: string): Promise<DisableResult> {
  assertPin(pin)
  await switchTeenMode(bridge, { open: false, password: pin })
  return { open: false }
}
