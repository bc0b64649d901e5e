import type { UserTokens } from '@h5/api'
import { useEffect, useState } from 'react'
import { deferred } from '../../platform/deferred'
import { appSession } from '../../platform/session/appSession'

export interface AppTokens {
  /** The tokens once decided (`null`: nobody is signed in); a tap before then waits on it. */
  tokens: Promise<UserTokens | null>
  /** An app too old to answer: the page shows the open-in-app screen instead. */
  blocked: 'unsupported' | 'outdated' | null
}

/**
 * The in-app recharge pages' use of the app's session (platform/session/): the tokens as a promise, and whether
 * the page must ask for a newer app.
 *
 * @example
 * const session = useAppTokens()
 * if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
 */
export function useAppTokens(): AppTokens {
  const [tokens] = useState(() => deferred<UserTokens | null>())
  const [blocked, setBlocked] = useState<AppTokens['blocked']>(null)
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
