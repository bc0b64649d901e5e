import type { UserHome } from '@h5/api'
import { useState } from 'react'
import type { Snapshot } from 'valtio'
import { Button } from '../../components/Button'
import { appBridge } from '../../platform/appBridge'
import { socialApi } from '../../platform/api/socialApi'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import { showToast } from '../../state/overlays'
import { setFollowing } from './model/homeActions'
import type { HomeState } from './model/homeState'

/**
 * 关注 / 已关注 and 私信, in the app on another user's page. The follow button turns at once and back if the
 * server refuses (its message in a toast); it does nothing while a call is in flight. 私信 opens native's chat
 * with the user (`gotoConversation`).
 */
export function HomeActions({ state, home, busy, session }: { state: HomeState; home: Snapshot<UserHome>; busy: boolean; session: SessionTokens }) {
  const [opening, setOpening] = useState(false)
  const following = home.viewer?.following ?? false

  const toggleFollow = async () => {
    if (busy) return
    const tokens = await session.tokens
    if (!tokens) return showToast('请先登录')
    const result = await setFollowing(state, socialApi, { tokens, on: !following })
    if (!result.ok) showToast(result.error.message)
    else showToast(result.data.following ? '已关注' : '已取消关注')
  }

  const message = async () => {
    if (opening) return
    setOpening(true)
    try {
      await appBridge.call('gotoConversation', { userID: home.profile.userID, ...(home.profile.nickName ? { nickName: home.profile.nickName } : {}) })
    } catch {
      showToast('暂时无法打开私信，请稍后重试')
    } finally {
      setOpening(false)
    }
  }

  return (
    <div className="home-actions">
      <Button variant={following ? 'secondary' : 'primary'} aria-pressed={following} onClick={() => void toggleFollow()}>
        {following ? '已关注' : '关注'}
      </Button>
      <Button variant="secondary" onClick={() => void message()}>
        私信
      </Button>
    </div>
  )
}
