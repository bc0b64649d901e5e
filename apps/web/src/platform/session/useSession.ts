import { useEffect, useSyncExternalStore } from 'react'
import { appSession } from './appSession'
import { sessionStore, type SessionState } from './sessionStore'

/**
 * The user's session for a page that needs it: starts the page load's one `appSession.resolve()` on mount and
 * renders again as it settles (`status` goes from `unresolved` to `ready`, `missing`, `unsupported` or
 * `outdated`).
 *
 * @example
 * const { status, tokens } = useSession()
 * if (status === 'unsupported' || status === 'outdated') return <OpenInAppScreen reason={status} />
 */
export function useSession(): SessionState {
  useEffect(() => {
    void appSession.resolve()
  }, [])
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)
}
