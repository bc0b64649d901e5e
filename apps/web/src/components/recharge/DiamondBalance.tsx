import { formatCount } from '@h5/format'
import { BalanceCard } from '../BalanceCard'
import { DiamondIcon } from '../DiamondIcon'

/** The 钻石 balance on the kit's balance card: what the user has before buying more (`null` while unknown). */
export function DiamondBalance({ balance }: { balance: number | null }) {
  return (
    <BalanceCard
      label="钻石余额"
      value={balance === null ? null : formatCount(balance)}
      leading={<DiamondIcon size={28} />}
      note="钻石可用于送礼物、开通会员和守护"
    />
  )
}
