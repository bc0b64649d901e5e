import { formatFen } from '@h5/format'
import type { BenefitAccount } from '@h5/api'
import { BalanceCard } from '../../components/BalanceCard'

/** The 红钻 balance on the kit's balance card: 红钻, their cash value and the 钻石 balance. */
export function RedDiamondHero({ account }: { account: BenefitAccount }) {
  return (
    <BalanceCard
      label="红钻余额"
      value={account.redDiamonds.toLocaleString('zh-CN')}
      valueTestId="red-diamonds"
      tone="warm"
      facts={[
        { label: '可提现（元）', value: formatFen(account.cashableFen, { grouping: true }) },
        { label: '钻石', value: account.diamonds.toLocaleString('zh-CN'), testId: 'diamonds' },
      ]}
    />
  )
}
