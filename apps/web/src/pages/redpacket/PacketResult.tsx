import { formatFen } from '@h5/format'
import type { ReactNode } from 'react'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { RedPacketAvatar } from './RedPacketAvatar'
import './redPacketPage.css'
import './PacketResult.css'

/** How the open ended: an amount (state 0), a state 1/2 tip, or a final failure (expired, opened before). */
export type PacketOutcome = { kind: 'amount'; fen: number | null } | { kind: 'tip'; text: string } | { kind: 'failure'; text: string }

export interface PacketResultProps {
  sender: { nickName: string; avatar: string }
  greeting: string
  outcome: PacketOutcome
  /** The record list under the outcome. */
  children: ReactNode
}

/**
 * The opened red packet: the sender and greeting under the red arc, then the outcome — the amount in
 * big red with 元 (state 0), or the exact Chinese message without an amount — and the record list.
 */
export function PacketResult({ sender, greeting, outcome, children }: PacketResultProps) {
  return (
    <main className="rp-page rp-result">
      <header className="rp-result__head">
        <div className="rp-result__arc" aria-hidden="true" />
        <span className="rp-result__avatar">
          <RedPacketAvatar src={sender.avatar} name={sender.nickName} size="lg" lazy={false} />
        </span>
        <h1 className="rp-sender">{sender.nickName ? `${sender.nickName}的红包` : '红包'}</h1>
        <p className="rp-result__greeting">{greeting}</p>
        <div className="rp-result__outcome" aria-live="polite">
          {outcome.kind === 'amount' ? (
            <>
              <p className="rp-amount">
                <span className="rp-amount__value">{formatFen(outcome.fen)}</span>
                <span className="rp-amount__unit">元</span>
              </p>
              <p className="rp-result__note">
                已存入红包余额，
                <PrefetchLink className="rp-result__link" to="/redpacket/send">
                  去发红包
                </PrefetchLink>
              </p>
            </>
          ) : (
            <p className={outcome.kind === 'tip' ? 'rp-result__tip' : 'rp-result__tip rp-result__tip--failure'}>
              {outcome.text}
            </p>
          )}
        </div>
      </header>
      <div className="rp-result__records">{children}</div>
    </main>
  )
}
