import type { UserHome } from '@h5/api'
import type { Snapshot } from 'valtio'
import { Avatar } from '../../components/Avatar'
import { formatShortCount } from './model/formatShortCount'

/**
 * Who the page is of: the avatar, the name (the page's heading), the ID the app shows (the worn 靓号, marked as
 * one, or the account ID), the VIP tier and wealth level as badges (a level, never an amount), their line about
 * themselves, and their followers and follows.
 */
export function HomeHero({ home, children }: { home: Snapshot<UserHome>; children?: React.ReactNode }) {
  const { profile, vip, wealth } = home
  return (
    <section className="home-hero" aria-label="个人资料">
      <Avatar src={profile.avatar} name={profile.nickName} size="lg" lazy={false} className="home-hero__avatar" />
      <div className="home-hero__about">
        <h1 className="home-hero__name">{profile.nickName || `用户${profile.userID}`}</h1>
        <p className="home-hero__id" data-testid="shown-id">
          {profile.prettyNumber ? <span className="home-hero__pretty">靓号</span> : null}
          ID：{profile.shownID}
        </p>
        {vip || wealth ? (
          <p className="home-hero__badges">
            {vip ? <span className="home-badge home-badge--vip" title={vip.name}>{vip.name}</span> : null}
            {wealth ? <span className="home-badge home-badge--wealth" title={wealth.name}>{wealth.name}</span> : null}
          </p>
        ) : null}
      </div>
      {profile.signature ? <p className="home-hero__signature">{profile.signature}</p> : null}
      <dl className="home-hero__counts">
        <div>
          <dt>粉丝</dt>
          <dd data-testid="followers">{formatShortCount(home.followers)}</dd>
        </div>
        <div>
          <dt>关注</dt>
          <dd>{formatShortCount(home.following)}</dd>
        </div>
      </dl>
      {children}
    </section>
  )
}
