import { formatFen } from '@h5/format'
import type { RedPacketError, RequestStatus, RewardAmount } from '@h5/redpacket'
import { RefreshFailure } from './RefreshFailure'
import './redPacketPage.css'
import './RewardCard.css'

export interface RewardCardProps {
  amount: RewardAmount
  status: RequestStatus
  error: RedPacketError | null
  onRetry: () => void
}

/**
 * My rewards (issue 6): 可发送余额 big in gold, 累计收到 under it, on the red header of /redpacket/send.
 * Placeholders while loading; the package's message (数据获取失败) with 重试 when it failed, in place of the
 * amounts, or on one line under them when a reload failed (the amounts shown are then the last ones read).
 *
 * @example
 * <RewardCard amount={snap.sendInfo.amount} status={snap.status.myReward} error={snap.errors.myReward} onRetry={reload} />
 */
export function RewardCard({ amount, status, error, onRetry }: RewardCardProps) {
  const known = amount.leftTotal !== null
  if (!known && status === 'error' && error) {
    return (
      <div className="rp-reward rp-reward--error" role="alert">
        <p className="rp-reward__label">{error.message}</p>
        <button className="rp-reward__retry" type="button" onClick={onRetry}>
          重试
        </button>
      </div>
    )
  }
  return (
    <>
      <dl className="rp-reward" aria-busy={!known}>
        <dt className="rp-reward__label">可发送余额（元）</dt>
        <dd className="rp-reward__balance">{known ? formatFen(amount.leftTotal) : <Placeholder wide />}</dd>
        <dt className="rp-reward__label rp-reward__label--inline">累计收到</dt>
        <dd className="rp-reward__total">{known ? formatFen(amount.rewardTotal, { unit: '元' }) : <Placeholder />}</dd>
      </dl>
      {status === 'error' && error ? <RefreshFailure tone="red" message={error.message} onRetry={onRetry} /> : null}
    </>
  )
}

/** A soft bar where an amount will be, read as 加载中. */
function Placeholder({ wide = false }: { wide?: boolean }) {
  return (
    <>
      <span className="visually-hidden">加载中</span>
      <span className={wide ? 'rp-reward__placeholder rp-reward__placeholder--wide' : 'rp-reward__placeholder'} aria-hidden="true" />
    </>
  )
}
