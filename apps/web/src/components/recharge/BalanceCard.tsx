import { DiamondIcon } from './DiamondIcon'
import { formatDiamonds } from './rechargeTexts'

/** The 钻石 balance on the brand gradient: what the user has before buying more. */
export function BalanceCard({ balance, note }: { balance: number | null; note?: string }) {
  return (
    <section className="recharge-balance" aria-label="钻石余额">
      <p className="recharge-balance__label">钻石余额</p>
      <p className="recharge-balance__value">
        <DiamondIcon size={28} />
        <span>{balance === null ? '--' : formatDiamonds(balance)}</span>
      </p>
      <p className="recharge-balance__note">{note ?? '钻石可用于送礼物、开通会员和守护'}</p>
    </section>
  )
}
