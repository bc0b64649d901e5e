import { isAgeBracket } from './ageBrackets'
import { assertPin } from './pin'
import { switchTeenMode } from './switchTeenMode'
import { TeenError } from './TeenError'
import type { AgeBracket, TeenBridge, TeenState } from './types'

/** Result of turning teen mode on. */
export interface EnableResult {
  open: true
  age: AgeBracket
}

/**
 * The confirm entry: must equal the first entry (`PIN_MISMATCH` otherwise, the first entry is kept so the user
 * can retry), then turns teen mode on with the PIN and the chosen bracket. The PIN leaves the state once native
 * has it.
 *
 * @example
 * const { age } = await confirmPin(state, bridge, '0427')
 */
export async function confirmPin(state: TeenState, bridge: TeenBridge, pin: string): Promise<EnableResult> {
  assertPin(pin)
  // No first entry (e.g. the confirm screen was reloaded): nothing to compare with, so start over.
  if (!state.teenPwd) throw new TeenError('PIN_MISMATCH')
  if (pin !== state.teenPwd) throw new TeenError('PIN_MISMATCH')
  const age = isAgeBracket(state.teenAge) ? state.teenAge : undefined
  if (age === undefined) throw new TeenError('INVALID_AGE')
  await switchTeenMode(bridge, { open: true, password: pin, age })
  state.teenPwd = ''
  return { open: true, age }
}
