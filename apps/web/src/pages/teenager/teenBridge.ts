import type { TeenBridge, TeenSwitchData } from '@h5/teen'
import { appBridge } from '../../platform/appBridge'

/**
 * How long a `teenagerSwitch` may take. The bridge gives interactive ops no deadline (docs/native-contract.md,
 * "Replies"), but native answers this one from its own settings at once; a switch that never answers must not
 * leave a PIN screen waiting for ever, so it fails like an unanswered query (999, the outdated-app message).
 */
const SWITCH_DEADLINE_MS = 10_000

/**
 * The app's bridge as the structural bridge the @h5/teen actions take, with a deadline on `teenagerSwitch`.
 *
 * @example await closeTeenMode(teenBridge, pin)
 */
export const teenBridge: TeenBridge = {
  // One implementation for both overloads of TeenBridge: `teenagerSwitch` always comes with its data.
  call(op: 'teenagerCanUse' | 'teenagerSwitch', data?: TeenSwitchData) {
    if (op === 'teenagerCanUse') return appBridge.call(op)
    return appBridge.call(op, data as TeenSwitchData, { timeoutMs: SWITCH_DEADLINE_MS })
  },
}
