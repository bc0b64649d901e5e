import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { showToast } from '../../state/overlays'
import { readTeenFlow } from './teenFlow'
import { TeenLoading } from './TeenLoading'

/**
 * A flow step opened without what it needs (reloaded, or opened directly): says why in a toast and replaces
 * itself with the step that supplies it, keeping the flow: a reloaded middle screen goes back to a sensible
 * step with a message, never a crash.
 *
 * @example if (!hasFirstEntry) return <FlowRedirect to="/teenager/setPwd" message="请重新设置密码" />
 */
export function FlowRedirect({ to, message }: { to: string; message: string }) {
  const navigate = useNavigate()
  const { state } = useLocation()
  useEffect(() => {
    showToast(message)
    // The replaced entry keeps its distance from the status page: it is still the same history entry.
    void navigate(to, { replace: true, state: readTeenFlow(state) })
  }, [message, navigate, state, to])
  return <TeenLoading title="青少年模式" label="正在跳转…" />
}
