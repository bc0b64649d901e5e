import type { UserTokens } from '@h5/api'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { appBridge } from '../../platform/appBridge'
import { browserStorage } from '../../platform/browserStorage'
import { deferred } from '../../platform/deferred'
import { claimUrlTokens, resolveSession } from './redPacketSession'

/**
 * The red-packet pages' session (DESIGN §4, redPacketSession.ts): on mount the tokens leave the address, then
 * the page's session is decided once. Returns a promise of the tokens (`null` when none could be had: the
 * actions then answer 登录信息缺失), so a tap that comes early simply waits. Outside the app, or when the
 * bridge rejects 999/998, the page is replaced by /redpacket/noSupport and the promise never settles.
 *
 * @example
 * const session = useRedPacketSession()
 * const onOpen = async () => openPacket(state, appApi, { ...(await session), redpacketID, channel })
 */
export function useRedPacketSession(): Promise<UserTokens | null> {
  const navigate = useNavigate()
  const [session] = useState(() => deferred<UserTokens | null>())

  useEffect(() => {
    let active = true
    const storage = browserStorage('sessionStorage')
    const urlTokens = claimUrlTokens(window, storage)
    void resolveSession({ urlTokens, storage, bridge: appBridge }).then((result) => {
      if (!active) return
      if (result.status === 'unsupported') void navigate('/redpacket/noSupport', { replace: true })
      else session.resolve(result.status === 'ready' ? result.tokens : null)
    })
    return () => {
      active = false
    }
  }, [navigate, session])

  return session.promise
}
