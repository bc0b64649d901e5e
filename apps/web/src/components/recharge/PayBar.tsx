import { formatFen } from '@h5/format'
import { Button } from '../Button'

export interface PayBarProps {
  /** The price of what is picked, in fen; null while nothing orderable is picked. */
  priceFen: number | null
  busy: boolean
  label: string
  onPay: () => void
}

/** The bar fixed at the bottom: what the user pays and the pay button (disabled while an order is under way). */
export function PayBar({ priceFen, busy, label, onPay }: PayBarProps) {
  return (
    <div className="recharge-paybar">
      <p className="recharge-paybar__total">
        应付 <strong>¥{priceFen === null ? '0.00' : formatFen(priceFen)}</strong>
      </p>
      <Button className="recharge-paybar__button" onClick={onPay} loading={busy}>
        {busy ? '支付中…' : label}
      </Button>
    </div>
  )
}
