import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'

/**
 * The back action of the planned and error pages: the previous page when this tab has one (React Router keeps
 * the history index in `history.state.idx`), else the index page, since a webview often opens a page directly
 * and `history.back()` would do nothing there.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate()
  return useCallback(() => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx
    if (typeof index === 'number' && index > 0) void navigate(-1)
    else void navigate('/', { replace: true })
  }, [navigate])
}
