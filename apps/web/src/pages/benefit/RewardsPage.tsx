import { formatChinaTime } from '@h5/format'
import type { Reward } from '@h5/api'
import { claimAllRewards, claimReward, loadRewards } from '@h5/benefit'
import { EmptyState } from '../../components/EmptyState'
import { ErrorState } from '../../components/ErrorState'
import { benefitApi } from '../../platform/api/benefitApi'
import { showToast } from '../../state/overlays'
import { serverNow } from '../../platform/serverClock'
import { BenefitFrame } from './BenefitFrame'
import { useBenefitAccount } from './useBenefitAccount'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { Button } from '../../components/Button'

const STATUS_TEXT: Record<string, string> = { claimed: '已领取', expired: '已过期' }

/**
 * /benefit/lz: the rewards to claim (tasks, activities), claimable first, each with its 红钻 and
 * deadline; 领取 adds them to the balance once, 一键领取 all claimable ones in one request (a partial result says how
 * many could not be claimed; their rows say why). Claimed and expired ones stay in the list, greyed.
 */
export default function RewardsPage() {
  const session = useSessionTokens()
  const server = useBenefitAccount(session, (state, tokens) => loadRewards(state, benefitApi, tokens))
  const { snap, state, reload } = server

  async function claimAll() {
    const tokens = await session.tokens
    if (!tokens) return
    const result = await claimAllRewards(state, benefitApi, tokens)
    if (!result.ok) return showToast(result.error.message)
    const { claimed, failed, gotRed } = result.data
    // A partial result is said as such: what came, and how many could not be claimed (their rows say why).
    showToast(failed.length === 0 ? `已领取 ${claimed.length} 个奖励，红钻 +${gotRed}` : `已领取 ${claimed.length} 个，红钻 +${gotRed}；${failed.length} 个未能领取（已过期或已领取）`)
  }

  async function claim(reward: Reward) {
    const tokens = await session.tokens
    if (!tokens) return
    const result = await claimReward(state, benefitApi, { tokens, rewardID: reward.rewardID })
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
        const claimable = rewards.filter((reward) => reward.status === 'claimable')
        const claimingAll = snap.status.claimAll === 'loading'
        return (
          <>
            {claimable.length > 1 ? (
              <Button block loading={claimingAll} onClick={() => void claimAll()}>
                {claimingAll ? '正在领取…' : `一键领取（${claimable.length}个，${claimable.reduce((sum, reward) => sum + reward.red, 0).toLocaleString('zh-CN')} 红钻）`}
              </Button>
            ) : null}
            <ul className="benefit-rewards" aria-label="奖励">
              {rewards.map((reward) => (
                <li key={reward.rewardID} className={`benefit-reward benefit-reward--${reward.status}`}>
                  <span className="benefit-reward__red">+{reward.red.toLocaleString('zh-CN')}</span>
                  <span className="benefit-reward__body">
                    <span className="benefit-reward__title">{reward.title}</span>
                    <span className="benefit-reward__time">
                      {/* The status is said once, on the right; this line says the deadline. */}
                      {reward.status === 'claimable' ? `${formatChinaTime(reward.expiresAt, 'day', serverNow())} 前领取` : `截止 ${formatChinaTime(reward.expiresAt, 'day', serverNow())}`}
                    </span>
                  </span>
                  {reward.status === 'claimable' ? (
                    <Button size="sm" disabled={snap.status.claim === 'loading'} onClick={() => void claim(reward)}>
                      领取
                    </Button>
                  ) : (
                    <span className="benefit-reward__done">{STATUS_TEXT[reward.status] ?? ''}</span>
                  )}
                </li>
              ))}
            </ul>
          </>
        )
      }}
    </BenefitFrame>
  )
}
