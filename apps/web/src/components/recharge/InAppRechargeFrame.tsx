import type { RechargeOffer } from '@h5/recharge'
import type { ReactNode } from 'react'
import { ErrorState } from '../ErrorState'
import { LoadingState } from '../LoadingState'
import { TitleBar } from '../TitleBar'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import { useGoBack } from '../../platform/useGoBack'
import { RecordsLink } from './RecordsLink'
import { RechargeRefusal } from './RechargeRefusal'
import type { RechargeInfoView } from './useRechargeInfo'

/** Signed in nowhere: what the page says, with 重试 (the session is asked again). */
export const SIGNED_OUT = '请先登录后再充值'

export interface InAppRechargeFrameProps {
  session: SessionTokens
  /** The balance and the server's offer (`useRechargeInfo`). */
  view: RechargeInfoView
  title: string
  /** Under another screen (the outcome of a payment), kept mounted so the form keeps its choice. */
  hidden?: boolean
  /** The platform's form, once the server's offer is there. */
  children: (offer: RechargeOffer) => ReactNode
}

/**
 * What recharge in the app shows around the platform's form, on Android (AppRecharge.tsx) and iOS
 * (IosRecharge.tsx) alike: the open-in-app screen when the app cannot give the session, the minor's refusal (teen
 * mode on, or a minor's account), else the page with its title bar and the way to the records, and its loading,
 * signed-out and failed states until the server's offer is there.
 *
 * @example
 * <InAppRechargeFrame session={session} view={view} title="钻石充值">{(offer) => <RechargeForm offer={offer} … />}</InAppRechargeFrame>
 */
export function InAppRechargeFrame({ session, view, title, hidden = false, children }: InAppRechargeFrameProps) {
  const goBack = useGoBack()
  if (session.blocked) return <OpenInAppScreen reason={session.blocked} copy={{ outdated: { message: '当前 App 版本过低，请升级后充值' } }} />
  if (view.refusal) return <RechargeRefusal message={view.refusal.message} title={title} showRecords />
  const offer = view.snap.offer as RechargeOffer | null
  return (
    <main className="recharge-page" hidden={hidden}>
      <TitleBar title={title} onBack={goBack} right={<RecordsLink />} />
      {offer ? (
        children(offer)
      ) : view.signedOut ? (
        <ErrorState message={SIGNED_OUT} onRetry={view.reload} />
      ) : view.failure ? (
        <ErrorState message={view.failure.message} onRetry={view.reload} />
      ) : (
        <LoadingState label="正在获取充值信息…" />
      )}
    </main>
  )
}
