import { BenefitFrame } from './BenefitFrame'
import { RedDiamondHero } from './RedDiamondHero'
import { useBenefitAccount } from './useBenefitAccount'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { WALLET_RULE_LINKS } from '../../components/document/documentLinks'

/**
 * /benefit: the benefit center. The 红钻 balance, and the ways to use it: cash-out, exchange for
 * 钻石, today's login reward, rewards waiting, giving to a friend (not for minors: the entry says so).
 */
export default function BenefitPage() {
  const session = useSessionTokens()
  const server = useBenefitAccount(session)
  return (
    <BenefitFrame title="福利中心" server={server}>
      {() => {
        const account = server.snap.account!
        const entries = [
          { to: '/benefit/cash', title: '红钻提现', text: '提现到微信零钱', mark: '现' },
          { to: '/benefit/hz', title: '红钻兑换', text: '用红钻兑换钻石', mark: '兑' },
          { to: '/benefit/login', title: '登录福利', text: account.daily.claimedToday ? '今日已领取' : `今日可领 ${account.daily.rewardRed} 红钻`, mark: '签', badge: !account.daily.claimedToday },
          { to: '/benefit/lz', title: '奖励领取', text: account.rewardsToClaim > 0 ? `${account.rewardsToClaim} 个奖励待领取` : '暂无待领奖励', mark: '领', badge: account.rewardsToClaim > 0 },
          { to: '/benefit/zs', title: '赠送好友', text: account.canGive ? '把红钻送给好友' : '未成年人不可赠送', mark: '赠' },
        ]
        return (
          <>
            <RedDiamondHero account={account} />
            <nav className="benefit-grid" aria-label="红钻用途">
              {entries.map((entry) => (
                <PrefetchLink key={entry.to} className="benefit-entry" to={entry.to}>
                  <span className="benefit-entry__mark" aria-hidden="true">
                    {entry.mark}
                  </span>
                  <span className="benefit-entry__title">
                    {entry.title}
                    {entry.badge ? <span className="benefit-entry__dot" aria-label="有新奖励" /> : null}
                  </span>
                  <span className="benefit-entry__text">{entry.text}</span>
                </PrefetchLink>
              ))}
            </nav>
            <p className="cashout-page__note">
              红钻来自直播间收到的礼物，可兑换钻石或提现。<PrefetchLink to={WALLET_RULE_LINKS.redToCash}>提现规则</PrefetchLink> · <PrefetchLink to={WALLET_RULE_LINKS.redToBlue}>兑换规则</PrefetchLink>
            </p>
          </>
        )
      }}
    </BenefitFrame>
  )
}
