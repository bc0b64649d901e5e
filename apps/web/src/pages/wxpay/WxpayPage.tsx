import { RechargeScreen } from '../../components/recharge/RechargeScreen'

/** /wxpay: recharge with WeChat Pay (in the Android app through native; in a browser, WeChat H5 pay). */
export default function WxpayPage() {
  return <RechargeScreen channel="wechat" />
}
