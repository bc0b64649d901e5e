import { Navigate, useLocation } from 'react-router-dom'
import { OpenInBrowserGuide } from '../../components/recharge/OpenInBrowserGuide'
import { isWeChatBrowser } from '../../platform/userAgent'
import { appBridge } from '../../platform/appBridge'
import '../../components/recharge/RechargeScreen.css'

/**
 * /alipay/newpay: inside WeChat's browser, where Alipay is blocked, the guide to open the recharge page in the
 * system browser (OpenInBrowserGuide). Anywhere else (in the app, in a phone's browser) there is nothing to guide:
 * it is the recharge page, /alipay.
 */
export default function NewpayPage() {
  const location = useLocation()
  if (appBridge.inApp || !isWeChatBrowser(navigator.userAgent)) return <Navigate to={`/alipay${location.search}`} replace />
  return <OpenInBrowserGuide reason="微信内无法使用支付宝付款，请按以下步骤在手机浏览器中完成充值" lastStep="在浏览器中输入账号ID，用支付宝付款" path="/alipay" />
}
