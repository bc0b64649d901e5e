import { CashoutHome } from '../../components/cashout/CashoutHome'

/** /wxcash: cash-out of 红钻 to WeChat, through the gates in order (CashoutHome). */
export default function WxcashPage() {
  return <CashoutHome title="微信提现" />
}
