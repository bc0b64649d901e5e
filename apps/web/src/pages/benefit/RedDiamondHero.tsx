import { formatFen } from '@h5/format'
import type { BenefitAccount } from '@h5/api'

/** The 红钻 balance card: 红钻, their cash value and the 钻石 balance. */
export function RedDiamondHero({ account }: { account: BenefitAccount }) {
  return (
    <section className="cashout-hero benefit-hero" aria-label="红钻余额">
      <p className="cashout-hero__label">我的红钻</p>
      <p className="cashout-hero__amount" data-testid="red-diamonds">
        {account.redDiamonds.toLocaleString('zh-CN')}
      </p>
      <dl className="cashout-hero__facts benefit-hero__facts">
        <div>
          <dt>可提现（元）</dt>
          <dd>{formatFen(account.cashableFen, { grouping: true })}</dd>
        </div>
        <div>
          <dt>钻石</dt>
          <dd data-testid="diamonds">{account.diamonds.toLocaleString('zh-CN')}</dd>
        </div>
      </dl>
    </section>
  )
}
