import { Avatar, type AvatarProps } from '../../components/Avatar'
import './RedPacketAvatar.css'

function PacketGlyph() {
  return (
    <svg width="50%" height="50%" viewBox="0 0 20 24" fill="currentColor" aria-hidden="true">
      <path d="M2 0h16a2 2 0 0 1 2 2v5c-2.8 2.4-6.2 3.6-10 3.6S2.8 9.4 0 7V2a2 2 0 0 1 2-2Z" />
      <path d="M0 9.4c2.9 2 6.3 3 10 3s7.1-1 10-3V22a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2Z" opacity="0.7" />
    </svg>
  )
}

/**
 * The kit's `Avatar` in red packets' look: a gold disc behind the first character and, with no nickname either,
 * a small red packet.
 *
 * @example
 * <RedPacketAvatar src={sender.avatar} name={sender.nickName} size="lg" lazy={false} />
 */
export function RedPacketAvatar(props: Omit<AvatarProps, 'className' | 'fallbackIcon'>) {
  return <Avatar {...props} className="rp-avatar" fallbackIcon={<PacketGlyph />} />
}
