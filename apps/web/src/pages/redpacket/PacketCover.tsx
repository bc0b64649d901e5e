import { Notice } from '../../components/Notice'
import { RedPacketAvatar } from './RedPacketAvatar'
import { OpenCoin } from './OpenCoin'
import './redPacketPage.css'
import './PacketCover.css'

export interface PacketCoverProps {
  sender: { nickName: string; avatar: string }
  /** The sender is still loading: a placeholder instead of a wrong name. */
  senderLoading: boolean
  greeting: string
  turning: boolean
  /** Why the last open failed (it may be tried again), or nothing. */
  failure?: string
  onOpen: () => void
}

/**
 * The closed red packet: the sender's avatar and name, the greeting, and the 开 coin on the flap's
 * edge. Fills the screen in red, into the safe areas.
 */
export function PacketCover({ sender, senderLoading, greeting, turning, failure, onOpen }: PacketCoverProps) {
  const name = sender.nickName
  return (
    <main className="rp-page rp-cover">
      <div className="rp-cover__flap">
        <span className="rp-cover__avatar">
          {senderLoading && !name ? (
            <span className="rp-cover__avatar-placeholder" />
          ) : (
            <RedPacketAvatar src={sender.avatar} name={name} size="lg" lazy={false} />
          )}
        </span>
        <h1 className={senderLoading && !name ? 'rp-sender rp-cover__sender--loading' : 'rp-sender'}>
          {name ? `${name}的红包` : senderLoading ? '红包' : '你收到一个红包'}
        </h1>
        <p className="rp-cover__greeting">{greeting}</p>
      </div>
      <div className="rp-cover__coin">
        <OpenCoin turning={turning} onOpen={onOpen} />
      </div>
      {failure ? (
        <div className="rp-cover__failure">
          <Notice tone="error">{failure}</Notice>
        </div>
      ) : null}
    </main>
  )
}
