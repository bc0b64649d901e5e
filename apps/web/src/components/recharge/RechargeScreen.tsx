import type { PayChannel } from '@h5/recharge'
import { lazy, Suspense } from 'react'
import { PageLoading } from '../../platform/ui/PageLoading'
import { appBridge } from '../../platform/appBridge'
import { AppRecharge } from './AppRecharge'
import { IosRecharge } from './IosRecharge'
import { rechargeMode } from './rechargeMode'
import { isWeChatBrowser } from '../../platform/userAgent'
import './RechargeScreen.css'

const TITLE = '钻石充值'

/**
 * Web recharge, and WeChat's in-browser pay around it, load when a browser shows them: in the app, where the
 * recharge pages run, they are never shown, and loaded with them they were start-up JS (the account step and
 * card, the web pay; README "Performance"). In a browser they come one request after the page, behind the
 * loading screen; a failed load is the route's chunk failure (platform/RouteErrorBoundary.tsx), before anything
 * was typed.
 */
const WebRecharge = lazy(() => import('./WebRecharge').then((module) => ({ default: module.WebRecharge })))
const WeChatRecharge = lazy(() => import('./WeChatRecharge').then((module) => ({ default: module.WeChatRecharge })))

/**
 * /wxpay and /alipay: the recharge the platform allows. Android in the app pays through native; iOS in
 * the app hands off to Apple's in-app purchase (and never names WeChat Pay or Alipay); a browser gets web recharge
 * by account ID, paid inside WeChat's own browser with WeChat's in-browser pay (WeChatRecharge).
 */
export function RechargeScreen({ channel }: { channel: PayChannel }) {
  const mode = rechargeMode(appBridge)
  if (mode === 'ios') return <IosRecharge title={TITLE} />
  if (mode === 'android') return <AppRecharge channel={channel} title={TITLE} />
  return (
    <Suspense fallback={<PageLoading />}>
      {/* WeChat's own browser refuses WeChat H5 pay: pay there with WeChat's in-browser pay (JSAPI). */}
      {channel === 'wechat' && isWeChatBrowser(navigator.userAgent) ? <WeChatRecharge title={TITLE} /> : <WebRecharge channel={channel} title={TITLE} />}
    </Suspense>
  )
}
