import { teenError } from './errnoTable'
import { runPinAction } from './runPinAction'
import { TeenErrorCode } from './TeenErrorCode'
import type { TeenBridge, TeenResult, TeenState } from './types'

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
 * Changes the PIN (`status.changePin`). Native has no "change" operation, and only it knows the PIN, so the old
 * PIN is verified by turning the mode off with it, then the mode goes back on with the new PIN (no `age`:
 * native keeps its bracket). Should turning back on fail, it is turned on again with the old PIN, so a failure
 * never leaves the mode off; the result is the failed step's error either way. Exclusive: a second call while
 * native has not answered gets the first call's result and sends nothing. Never rejects.
 *
 * @example
 * const changed = await changePin(state, bridge, { oldPin: '0427', newPin: '1358', confirmPin: '1358' })
 * if (!changed.ok && changed.error.code === TeenErrorCode.WRONG_PIN) askForTheOldPinAgain()
 */
export function changePin(state: TeenState, bridge: TeenBridge, input: ChangePinInput): Promise<TeenResult<ChangePinResult>> {
  const { oldPin, newPin, confirmPin: again } = input
  return runPinAction(state, 'changePin', [oldPin, newPin], async () => {
    if (again !== newPin) throw teenError(TeenErrorCode.PIN_MISMATCH)
    await bridge.call('teenagerSwitch', { open: false, password: oldPin })
    try {
      await bridge.call('teenagerSwitch', { open: true, password: newPin })
    } catch (failure) {
      try {
        await bridge.call('teenagerSwitch', { open: true, password: oldPin }) // back on with the old PIN
      } catch {
        // That failed too: the new PIN's failure is still the one to report.
      }
      throw failure
    }
    return { open: true }
  })
}
