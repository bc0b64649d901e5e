import { BenefitFrame } from './BenefitFrame'
import { RedDiamondHero } from './RedDiamondHero'
import { useBenefitAccount } from './useBenefitAccount'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { benefitApi } from '../../platform/api/benefitApi'
import { loadExchangeOptions } from '@h5/benefit'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { buttonClass } from '../../platform/ui/buttonClass'
import { WALLET_RULE_LINKS } from '../../components/document/documentLinks'

/**
 * /benefit/hz: exchange of 红钻 for 钻石. The balances, the server's rate, and the way to the preset
 * options (/benefit/hzoption), where each exchange is confirmed.
 */
export default function ExchangePage() {
  const session = useSessionTokens()
  const server = useBenefitAccount(session, (state, tokens) => loadExchangeOptions(state, benefitApi, tokens))
  return (
    <BenefitFrame title="红钻兑换" server={server}>
      {() => {
        const options = server.snap.options
        return (
          <>
            <RedDiamondHero account={server.snap.account!} />
            <section className="benefit-card">
              <h2 className="benefit-card__title">兑换比例</h2>
              <p className="benefit-rate" data-testid="rate">
                {options ? `${options.rateRed} 红钻 = ${options.rateDiamonds} 钻石` : '—'}
              </p>
              <p className="benefit-card__text">兑换的钻石立即到账，可用于送礼、开通贵族和守护。兑换后不可撤销。</p>
              <PrefetchLink className={buttonClass({ block: true })} to="/benefit/hzoption">
                选择兑换档位
              </PrefetchLink>
            </section>
            <p className="cashout-page__note">
              兑换即表示同意<PrefetchLink to={WALLET_RULE_LINKS.redToBlue}>《红钻兑换规则》</PrefetchLink>。
            </p>
          </>
        )
      }}
    </BenefitFrame>
  )
}
