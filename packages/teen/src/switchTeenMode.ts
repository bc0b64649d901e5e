import { toTeenError } from './nativeErrors'
import { failure, success } from './teenResults'
import type { TeenBridge, TeenResult, TeenSwitchData } from './types'

/** The one place `teenagerSwitch` is called: every native failure comes back as a failed result, never a rejection. */
export async function switchTeenMode(bridge: TeenBridge, data: TeenSwitchData): Promise<TeenResult<void>> {
  try {
    await bridge.call('teenagerSwitch', data)
    return success(undefined)
  } catch (error) {
    return failure(toTeenError(error))
  }
}
