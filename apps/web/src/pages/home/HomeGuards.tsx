import type { UserHome } from '@h5/api'
import type { Snapshot } from 'valtio'
import { UserRow } from '../../components/UserRow'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { formatShortCount } from './model/formatShortCount'

/**
 * The top guards (at most 3, the highest level first): avatar, name and level; never what they paid. In the app,
 * 全部 opens the guard page with the whole list (and 开通守护).
 */
export function HomeGuards({ home, linkToAll }: { home: Snapshot<UserHome>; linkToAll: boolean }) {
  const self = home.viewer?.self === true
  return (
    <section className="home-section" aria-labelledby="home-guards-title">
      <div className="home-section__head">
        <h2 id="home-guards-title" className="home-section__title">
          {self ? '守护我的人' : '守护 Ta 的人'}
          {home.guardCount > 0 ? <span className="home-section__count">{formatShortCount(home.guardCount)}</span> : null}
        </h2>
        {linkToAll ? (
          <PrefetchLink className="home-section__more" to={`/user/protector?userID=${home.profile.userID}`}>
            {self ? '全部' : '去守护'}
          </PrefetchLink>
        ) : null}
      </div>
      {home.guards.length === 0 ? (
        <p className="home-section__empty">{self ? '还没有人守护你' : '还没有人守护 Ta'}</p>
      ) : (
        <ul className="home-guards">
          {home.guards.map((guard) => (
            <UserRow key={guard.userID} name={guard.nickName || `用户${guard.userID}`} avatarSrc={guard.avatar} badges={guard.levelName ? [{ label: guard.levelName, tone: 'gold' }] : []} />
          ))}
        </ul>
      )}
    </section>
  )
}
