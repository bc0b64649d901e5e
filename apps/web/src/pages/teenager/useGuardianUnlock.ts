import { closeTeenMode, type TeenState } from '@h5/teen'
import { useNavigate } from 'react-router-dom'
import { appBridge } from '../../platform/appBridge'
import { showToast } from '../../state/overlays'
import { teenBridge } from './teenBridge'
import { usePinEntry, type PinEntry } from './usePinEntry'

/**
 * The guardian's PIN where teen mode stands in the way (timePwd, input). The bridge contract gives a PIN one
 * power only, `teenagerSwitch`, so "continue" means: teen mode is turned OFF with the PIN (native then allows
 * use: teenagerCanUse answers canUse), then `finish` closes the web view so the user is back in the app where
 * native opened this page. A wrong PIN reads `密码错误，请重新输入`. Underneath (a native slow to close, or a
 * browser with no web view to close) the status page shows the mode off. `state` is the page visit's @h5/teen
 * state (useTeenStatus), whose `status.close` says when native is checking the PIN (usePinEntry).
 *
 * @example
 * const { state } = useTeenStatus()
 * const entry = useGuardianUnlock(state)
 */
export function useGuardianUnlock(state: TeenState): PinEntry {
  const navigate = useNavigate()
  return usePinEntry(async (pin) => {
    const closed = await closeTeenMode(state, teenBridge, pin)
    if (!closed.ok) return closed
    showToast('青少年模式已关闭，可继续使用')
    // Not awaited: `finish` is interactive, so the bridge gives it no deadline, and a native that answers late
    // or never must not hold the PIN screen on 正在验证… once the mode is off. It is sent before the navigation,
    // so native still sees teenagerSwitch, finish, teenagerCanUse in that order. A web view that cannot close
    // only means staying on the status page, which shows the mode off, so its failure needs no message.
    appBridge.call('finish').catch(() => undefined)
    void navigate('/teenager', { replace: true })
    return closed
  }, { state, action: 'close' })
}
