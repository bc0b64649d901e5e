import type { PayChannel } from '@h5/recharge'
import { appBridge } from '../../platform/appBridge'
import { AppRecharge } from './AppRecharge'
import { IosRecharge } from './IosRecharge'
import { isWeChatBrowser, rechargeMode } from './rechargeMode'
import { WeChatRecharge } from './WeChatRecharge'
import { WebRecharge } from './WebRecharge'
import './RechargeScreen.css'

const TITLE = '钻石充值'

/**
 * /wxpay and /alipay: the recharge the platform allows. Android in the app pays through native; iOS in
 * the app hands off to Apple's in-app purchase (and never names WeChat Pay or Alipay); a browser gets web recharge
 * by account ID, paid inside WeChat's own browser with WeChat's in-browser pay (WeChatRecharge).
 */
export function RechargeScreen({ channel }: { channel: PayChannel }) {
  const mode = rechargeMode(appBridge)
  if (mode === 'ios') return <IosRecharge title={TITLE} />
  if (mode === 'android') return <AppRecharge channel={channel} title={TITLE} />
  // WeChat's own browser refuses WeChat H5 pay: pay there with WeChat's in-browser pay (JSAPI).
  if (channel === 'wechat' && isWeChatBrowser(navigator.userAgent)) return <WeChatRecharge title={TITLE} />
  return <WebRecharge channel={channel} title={TITLE} />
}
