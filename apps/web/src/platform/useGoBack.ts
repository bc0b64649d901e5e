import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { appBridge } from './appBridge'
import { historyIndex } from './historyIndex'

/**
 * The back action of the planned and error pages: the previous page when this tab has one ({@link historyIndex}).
 * A webview often opens a page directly, with nothing to go back to: inside the app native's `back` then leaves
 * the web view; in a browser (or if native refuses) the index page.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate()
  return useCallback(() => {
    const home = () => void navigate('/', { replace: true })
    if ((historyIndex(window) ?? 0) > 0) void navigate(-1)
    else if (appBridge.inApp) appBridge.call('back').catch(home)
    else home()
  }, [navigate])
}
