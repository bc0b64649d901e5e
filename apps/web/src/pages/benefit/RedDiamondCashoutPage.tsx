import { CashoutHome } from '../../components/cashout/CashoutHome'

/** /benefit/cash: the benefit center's way into cash-out, the same flow as /wxcash. */
export default function RedDiamondCashoutPage() {
  return <CashoutHome title="红钻提现" />
}
