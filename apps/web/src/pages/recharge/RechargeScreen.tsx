import type { PayChannel } from '@h5/recharge'
import { lazy, Suspense } from 'react'
import { PageLoading } from '../../platform/ui/PageLoading'
import { appBridge } from '../../platform/appBridge'
import { AppRecharge } from './AppRecharge'
import { IosRecharge } from './IosRecharge'
import { rechargeMode } from './rechargeMode'
import './RechargeScreen.css'

const TITLE = '钻石充值'

/**
 * Web recharge loads when a browser shows it: in the app, where the recharge pages run, it is never shown, and
 * loaded with them it was 1.4 KB of their start-up JS (the account step and card, the web pay; README
 * "Performance"). In a browser it comes one request after the page, behind the loading screen; a failed load is
 * the route's chunk failure (platform/RouteErrorBoundary.tsx), before anything was typed.
 */
const WebRecharge = lazy(() => import('./WebRecharge').then((module) => ({ default: module.WebRecharge })))

/**
 * /wxpay and /alipay (issue 15): the recharge the platform allows. Android in the app pays through native; iOS in
 * the app hands off to Apple's in-app purchase (and never names WeChat Pay or Alipay); a browser gets web recharge
 * by account ID.
 */
export function RechargeScreen({ channel }: { channel: PayChannel }) {
  const mode = rechargeMode(appBridge)
  if (mode === 'ios') return <IosRecharge title={TITLE} />
  if (mode === 'android') return <AppRecharge channel={channel} title={TITLE} />
  return (
    <Suspense fallback={<PageLoading />}>
      <WebRecharge channel={channel} title={TITLE} />
    </Suspense>
  )
}
