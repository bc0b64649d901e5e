import { useLocation, useSearchParams } from 'react-router-dom'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { appBridge } from '../../platform/appBridge'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { HomeActions } from './HomeActions'
import { HomeGiftWall } from './HomeGiftWall'
import { HomeGuards } from './HomeGuards'
import { HomeHero } from './HomeHero'
import { HomeWorks } from './HomeWorks'
import { HomeErrorCode } from './model/homeError'
import { readHomeTarget } from './model/readHomeTarget'
import { OpenInAppPrompt } from './OpenInAppPrompt'
import { useHomePage } from './useHomePage'
import './Home.css'

/**
 * /home?userID=: a user's public page. Who (avatar, name, the ID the app shows or the worn 靓号, the VIP and
 * wealth badges), the top guards, the gift wall and the latest works: counts only, no amounts of money. In the
 * app, 关注 / 已关注 and 私信 (native's chat) on another user's page, nothing on my own; outside the app, the
 * public page and 在App中打开 instead. Without `userID` it is my own page.
 */
export default function HomePage() {
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const session = useSessionTokens()
  const target = readHomeTarget(params)
  const server = useHomePage(session, target)
  const { snap, state, reload } = server
  const home = snap.home
  const inApp = appBridge.inApp

  let body
  if (target.kind === 'invalid') body = <ErrorState message="链接有误，找不到该用户" />
  else if (!home) {
    const error = snap.status.home === 'error' ? snap.errors.home : null
    if (!error) body = <LoadingState label="正在加载主页…" />
    else if (error.code === HomeErrorCode.USER_NOT_FOUND || error.code === HomeErrorCode.USER_BANNED) body = <ErrorState message={error.message} />
    else body = <ErrorState message={error.message} onRetry={() => void reload()} />
  } else {
    const self = home.viewer?.self === true
    body = (
      <>
        <HomeHero home={home}>
          {inApp && home.viewer && !self ? <HomeActions state={state} home={home} busy={snap.status.follow === 'loading'} session={session} /> : null}
        </HomeHero>
        {inApp ? null : <OpenInAppPrompt path={`${pathname}${search}`} />}
        <HomeGuards home={home} linkToAll={inApp && home.viewer !== null} />
        <HomeGiftWall home={home} />
        <HomeWorks home={home} />
      </>
    )
  }
  return (
    <main className="home-page">
      {/* Until the user's name is the page's heading (HomeHero), the page is named for screen readers and the route checks. */}
      {home ? null : <h1 className="visually-hidden">个人主页</h1>}
      {body}
    </main>
  )
}
