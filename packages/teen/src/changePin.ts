import { isValidPin } from './pin'
import { switchTeenMode } from './switchTeenMode'
import { TeenErrorCode } from './TeenErrorCode'
import { failure, success } from './teenResults'
import type { TeenBridge, TeenResult } from './types'

/** Input of {@link changePin}. */
export interface ChangePinInput {
  oldPin: string
  newPin: string
  /** The second entry of the new PIN. */
  confirmPin: string
}

/** What changing the PIN resolves with. */
export interface ChangePinResult {
  open: true
}

/**
 * Changes the PIN. Native has no "change" operation, and only it knows the PIN, so the old PIN is verified by
 * turning the mode off with it, then the mode goes back on with the new PIN (no `age`: native keeps its
 * bracket). Should turning back on fail, it is turned on again with the old PIN, so a failure never leaves the
 * mode off; the result is the failed step's error either way. Never rejects.
 *
 * @example
 * const changed = await changePin(bridge, { oldPin: '0427', newPin: '1358', confirmPin: '1358' })
 * if (!changed.ok && changed.error.code === TeenErrorCode.WRONG_PIN) askForTheOldPinAgain()
 */
export async function changePin(bridge: TeenBridge, input: ChangePinInput): Promise<TeenResult<ChangePinResult>> {
  const { oldPin, newPin, confirmPin: again } = input
  if (!isValidPin(oldPin) || !isValidPin(newPin)) return failure(TeenErrorCode.INVALID_PIN)
  if (again !== newPin) return failure(TeenErrorCode.PIN_MISMATCH)
  const off = await switchTeenMode(bridge, { open: false, password: oldPin })
  if (!off.ok) return off
  const on = await switchTeenMode(bridge, { open: true, password: newPin })
  if (!on.ok) {
    // Back on with the old PIN; if that fails too, the new PIN's failure is still the one to report.
    await switchTeenMode(bridge, { open: true, password: oldPin })
    return on
  }
  return success({ open: true })
}
