import { toTeenError } from './nativeErrors'
import type { TeenBridge, TeenSwitchData } from './types'

/** The one place `teenagerSwitch` is called: every native failure leaves as a TeenError. */
export async function switchTeenMode(bridge: TeenBridge, data: TeenSwitchData): Promise<void> {
  try {
    await bridge.call('teenagerSwitch', data)
  } catch (error) {
    throw toTeenError(error)
  }
}
