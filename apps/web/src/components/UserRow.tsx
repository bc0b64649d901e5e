import type { ReactNode } from 'react'
import { Avatar } from './Avatar'
import './UserRow.css'

/** A short label beside the name (守护, 主播, Lv.12). */
export interface UserBadge {
  label: string
  /** `brand` (the app's red), `gold` (a rank or a guard), `neutral` (anything else). Default `neutral`. */
  tone?: 'brand' | 'gold' | 'neutral'
}

export interface UserRowProps {
  /** The user's nickname, as the server sent it (any length, any script, emoji). */
  name: string
  /** The avatar's picture URL (checked by the family's package), or `''`: the kit's `Avatar` draws it. */
  avatarSrc?: string
  /** A family's own avatar instead (red packets' gold one); wins over `avatarSrc`. */
  avatar?: ReactNode
  /** A long name goes on to more lines, instead of one line ending in `…` (the full name then in its title). */
  wrapName?: boolean
  badges?: readonly UserBadge[]
  /** A second line: when, how long, what they did. */
  subtitle?: ReactNode
  /** Before the avatar: a rank (1, 2, 3) in rankings. */
  leading?: ReactNode
  /** At the end: a value (1.88元, 9,800 贡献) or an action (a small `Button`: 邀请, 关注). */
  trailing?: ReactNode
  /** `li` inside a list (default), `div` elsewhere. */
  as?: 'li' | 'div'
}

/**
 * One person in a list (docs/ui-kit.md): rankings, guard lists, invitations and red-packet records share it.
 * The avatar (the kit's `Avatar`, decoration beside the name), the name on one line ending in `…` or wrapping,
 * badges after it, a second line, a rank before and a value or action after, which never squeeze the name to
 * nothing: the name gives way first.
 *
 * @example
 * <UserRow name={user.nickName} avatarSrc={user.avatar} leading={<RankMark rank={1} />}
 *   badges={[{ label: '守护', tone: 'gold' }]} subtitle="今天 14:05" trailing={<span>9,800</span>} />
 */
export function UserRow({ name, avatarSrc = '', avatar, wrapName = false, badges = [], subtitle, leading, trailing, as: Root = 'li' }: UserRowProps) {
  return (
    <Root className="user-row">
      {leading !== undefined ? <span className="user-row__leading">{leading}</span> : null}
      {avatar ?? <Avatar src={avatarSrc} name={name} />}
      <span className="user-row__main">
        <span className="user-row__title">
          <span className={wrapName ? 'user-row__name user-row__name--wrap' : 'user-row__name'} title={wrapName ? undefined : name}>
            {name}
          </span>
          {badges.map((badge) => (
            <span key={badge.label} className={`user-row__badge user-row__badge--${badge.tone ?? 'neutral'}`}>
              {badge.label}
            </span>
          ))}
        </span>
        {subtitle !== undefined ? <span className="user-row__subtitle">{subtitle}</span> : null}
      </span>
      {trailing !== undefined ? <span className="user-row__trailing">{trailing}</span> : null}
    </Root>
  )
}
