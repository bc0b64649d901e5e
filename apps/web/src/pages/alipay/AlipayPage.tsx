import { Navigate, useLocation } from 'react-router-dom'
import { appBridge } from '../../platform/appBridge'
import { isWeChatBrowser } from '../../platform/userAgent'
import { RechargeScreen } from '../../components/recharge/RechargeScreen'

/**
 * /alipay: recharge with Alipay (in the Android app through native; in a browser, Alipay wap pay). Inside WeChat's
 * own browser, which blocks Alipay's pages, it sends the user to /alipay/newpay, which guides them to the system
 * browser.
 */
export default function AlipayPage() {
  const location = useLocation()
  if (!appBridge.inApp && isWeChatBrowser(navigator.userAgent)) return <Navigate to={`/alipay/newpay${location.search}`} replace />
  return <RechargeScreen channel="alipay" />
}
