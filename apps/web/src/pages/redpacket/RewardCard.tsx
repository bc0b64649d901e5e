import { formatFen } from '@h5/format'
import type { RedPacketError, RequestStatus, RewardAmount } from '@h5/redpacket'
import { BalanceCard } from '../../components/BalanceCard'
import { RefreshFailure } from './RefreshFailure'
import './RewardCard.css'

export interface RewardCardProps {
  amount: RewardAmount
  status: RequestStatus
  error: RedPacketError | null
  onRetry: () => void
}

/**
 * My rewards on the red header of /redpacket/send: the kit's `BalanceCard` in red packets' look, 可发送余额 big in
 * gold and 累计收到 under it. `--` while they are unknown (never a guess); when a load failed, the package's
 * message (数据获取失败) with 重试 under the card, over the amounts it never read or the last ones it did.
 *
 * @example
 * <RewardCard amount={snap.sendInfo.amount} status={snap.status.myReward} error={snap.errors.myReward} onRetry={reload} />
 */
export function RewardCard({ amount, status, error, onRetry }: RewardCardProps) {
  const known = amount.leftTotal !== null
  const failed = status === 'error' && error !== null
  return (
    <>
      <BalanceCard
        className="rp-reward"
        label="可发送余额（元）"
        value={known ? formatFen(amount.leftTotal) : null}
        valueTestId="rp-reward-balance"
        busy={!known && !failed}
        facts={[{ label: '累计收到', value: known ? formatFen(amount.rewardTotal, { unit: '元' }) : '--', testId: 'rp-reward-total' }]}
      />
      {failed ? <RefreshFailure message={error.message} onRetry={onRetry} /> : null}
    </>
  )
}
