import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { appBridge } from './appBridge'

/**
 * The back action of the planned and error pages: the previous page when this tab has one (React Router keeps
 * the history index in `history.state.idx`). A webview often opens a page directly, with nothing to go back to:
 * inside the app native's `back` then leaves the web view; in a browser (or if native refuses) the index page.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate()
  return useCallback(() => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx
    const home = () => void navigate('/', { replace: true })
    if (typeof index === 'number' && index > 0) void navigate(-1)
    else if (appBridge.inApp) appBridge.call('back').catch(home)
    else home()
  }, [navigate])
}
