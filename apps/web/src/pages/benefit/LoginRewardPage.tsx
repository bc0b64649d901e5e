import { claimDailyReward } from '@h5/benefit'
import { benefitApi } from '../../platform/api/benefitApi'
import { showToast } from '../../state/overlays'
import { BenefitFrame } from './BenefitFrame'
import { useBenefitAccount } from './useBenefitAccount'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { Button } from '../../components/Button'

/**
 * /benefit/login: today's login reward, once a day. 立即领取 claims it; afterwards, and on every
 * visit that day, the card says 今日已领取 with the days in a row (the server keeps the claimed state).
 */
export default function LoginRewardPage() {
  const session = useSessionTokens()
  const server = useBenefitAccount(session)
  const { snap, state } = server

  async function claim() {
    const tokens = await session.tokens
    if (!tokens) return
    const result = await claimDailyReward(state, benefitApi, tokens)
    showToast(result.ok ? `领取成功，红钻 +${result.data.gotRed}` : result.error.message)
  }

  return (
    <BenefitFrame title="登录福利" server={server}>
      {() => {
        const { daily, redDiamonds } = snap.account!
        const claiming = snap.status.daily === 'loading'
        return (
          <section className="benefit-card benefit-daily" aria-labelledby="daily-title">
            <div className="benefit-daily__badge" aria-hidden="true">
              +{daily.rewardRed}
            </div>
            <h2 id="daily-title" className="benefit-card__title">
              每日登录奖励
            </h2>
            <p className="benefit-card__text">
              每天登录可领取 {daily.rewardRed} 红钻{daily.streakDays > 0 ? `，已连续领取 ${daily.streakDays} 天` : ''}。
            </p>
            {daily.claimedToday ? (
              <Button variant="secondary" block disabled>
                今日已领取
              </Button>
            ) : (
              <Button block loading={claiming} onClick={() => void claim()}>
                {claiming ? '正在领取…' : '立即领取'}
              </Button>
            )}
            <p className="benefit-card__text">
              当前红钻 {redDiamonds.toLocaleString('zh-CN')}，{daily.claimedToday ? '明天再来领取新的奖励。' : '领取后立即到账。'}
            </p>
          </section>
        )
      }}
    </BenefitFrame>
  )
}
