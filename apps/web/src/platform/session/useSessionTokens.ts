import type { UserTokens } from '@h5/api'
import { useEffect, useState } from 'react'
import { deferred } from '../deferred'
import { appSession } from './appSession'

export interface SessionTokens {
  /** The tokens once decided (`null`: none could be had); a tap before then waits on it. */
  tokens: Promise<UserTokens | null>
  /** Outside the app (where the page needs it) or in an app too old to answer: show the open-in-app screen. */
  blocked: 'unsupported' | 'outdated' | null
}

/**
 * A page's use of the app's session (appSession.ts): the user's tokens as a promise, so a tap made before they
 * are known waits on them, and whether the page must ask to be opened in the app or for a newer app. The
 * identity, cancellation, cash-out, benefit and in-app recharge pages share it (docs/families.md, "Pages").
 *
 * @example
 * const session = useSessionTokens()
 * if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
 */
export function useSessionTokens(): SessionTokens {
  const [tokens] = useState(() => deferred<UserTokens | null>())
  const [blocked, setBlocked] = useState<SessionTokens['blocked']>(null)
  useEffect(() => {
    let active = true
    void appSession.resolve().then(({ status, tokens: resolved }) => {
      if (!active) return
      if (status === 'unsupported' || status === 'outdated') setBlocked(status)
      tokens.resolve(resolved)
    })
    return () => {
      active = false
    }
  }, [tokens])
  return { tokens: tokens.promise, blocked }
}
