import type { Reward } from '@h5/api'
import { claimReward, loadRewards } from '@h5/benefit'
import { EmptyState } from '../../components/EmptyState'
import { ErrorState } from '../../components/ErrorState'
import { appApi } from '../../platform/appApi'
import { showToast } from '../../state/overlays'
import { formatDay } from '../../components/cashout/formatMoment'
import { BenefitFrame } from './BenefitFrame'
import { useBenefitAccount } from './useBenefitAccount'
import { useSessionTokens } from '../../platform/session/useSessionTokens'

const STATUS_TEXT: Record<string, string> = { claimed: '已领取', expired: '已过期' }

/**
 * /benefit/lz (issue 15): the rewards to claim (tasks, activities), claimable first, each with its 红钻 and
 * deadline; 领取 adds them to the balance once. Claimed and expired ones stay in the list, greyed.
 */
export default function RewardsPage() {
  const session = useSessionTokens()
  const server = useBenefitAccount(session, (state, tokens) => loadRewards(state, appApi, tokens))
  const { snap, state, reload } = server

  async function claim(reward: Reward) {
    const tokens = await session.tokens
    if (!tokens) return
    const result = await claimReward(state, appApi, tokens, reward.rewardID)
    showToast(result.ok ? `领取成功，红钻 +${result.data.gotRed}` : result.error.message)
  }

  return (
    <BenefitFrame title="奖励领取" server={server}>
      {() => {
        const rewards = snap.rewards
        if (!rewards) {
          return snap.status.rewards === 'error' && snap.errors.rewards ? <ErrorState message={snap.errors.rewards.message} onRetry={() => void reload()} /> : null
        }
        if (rewards.length === 0) return <EmptyState message="暂无待领取的奖励，去完成任务吧" />
        return (
          <ul className="benefit-rewards" aria-label="奖励">
            {rewards.map((reward) => (
              <li key={reward.rewardID} className={`benefit-reward benefit-reward--${reward.status}`}>
                <span className="benefit-reward__red">+{reward.red.toLocaleString('zh-CN')}</span>
                <span className="benefit-reward__body">
                  <span className="benefit-reward__title">{reward.title}</span>
                  <span className="benefit-reward__time">{reward.status === 'expired' ? '已过期' : `${formatDay(reward.expiresAt)} 前领取`}</span>
                </span>
                {reward.status === 'claimable' ? (
                  <button className="button button--primary benefit-reward__button" type="button" disabled={snap.status.claim === 'loading'} onClick={() => void claim(reward)}>
                    领取
                  </button>
                ) : (
                  <span className="benefit-reward__done">{STATUS_TEXT[reward.status] ?? ''}</span>
                )}
              </li>
            ))}
          </ul>
        )
      }}
    </BenefitFrame>
  )
}
