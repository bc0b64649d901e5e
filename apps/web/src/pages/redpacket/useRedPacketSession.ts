import type { UserTokens } from '@h5/api'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { deferred } from '../../platform/deferred'
import { appSession } from '../../platform/session/appSession'

/**
 * The red-packet pages' use of the app's session (platform/session/): the tokens as a promise, so a tap that
 * comes before the session is decided simply waits; `null` when none could be had (the actions then answer
 * 登录信息缺失). Outside the app, or in an app too old to answer, the page is replaced by
 * /redpacket/noSupport (the shared open-in-app screen) and the promise never settles.
 *
 * @example
 * const session = useRedPacketSession()
 * const onOpen = async () => openPacket(state, redPacketApi, { ...(await session), redpacketID, channel })
 */
export function useRedPacketSession(): Promise<UserTokens | null> {
  const navigate = useNavigate()
  const [session] = useState(() => deferred<UserTokens | null>())

  useEffect(() => {
    let active = true
    void appSession.resolve().then(({ status, tokens }) => {
      if (!active) return
      if (status === 'unsupported' || status === 'outdated') void navigate('/redpacket/noSupport', { replace: true })
      else session.resolve(tokens)
    })
    return () => {
      active = false
    }
  }, [navigate, session])

  return session.promise
}
