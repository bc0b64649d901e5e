import { assertPin } from './pin'
import { switchTeenMode } from './switchTeenMode'
import { TeenError } from './TeenError'
import type { TeenBridge } from './types'

/** Input of {@link changePin}. */
export interface ChangePinInput {
  oldPin: string
  newPin: string
  /** The second entry of the new PIN. */
  confirmPin: string
}

/** Result of changing the PIN. */
export interface ChangePinResult {
  open: true
}

/**
 * Changes the PIN. Native has no "change" operation, and only it knows the PIN, so the old PIN is verified by
 * turning the mode off with it, then the mode goes back on with the new PIN (no `age`: native keeps its
 * bracket). Should turning back on fail, it is turned on again with the old PIN, so a failure never leaves the
 * mode off; the error of the failed step is thrown either way.
 *
 * @example await changePin(bridge, { oldPin: '0427', newPin: '1358', confirmPin: '1358' })
 */
export async function changePin(bridge: TeenBridge, input: ChangePinInput): Promise<ChangePinResult> {
  const { oldPin, newPin, confirmPin: again } = input
  assertPin(oldPin)
  assertPin(newPin)
  if (again !== newPin) throw new TeenError('PIN_MISMATCH')
  await switchTeenMode(bridge, { open: false, password: oldPin })
  try {
    await switchTeenMode(bridge, { open: true, password: newPin })
  } catch (error) {
    await switchTeenMode(bridge, { open: true, password: oldPin }).catch(() => undefined)
    throw error
  }
  return { open: true }
}
