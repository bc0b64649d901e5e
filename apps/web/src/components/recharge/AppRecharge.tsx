import { RechargeErrorCode, type PayChannel, type RechargeChoice } from '@h5/recharge'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { ErrorState } from '../ErrorState'
import { LoadingState } from '../LoadingState'
import { TitleBar } from '../TitleBar'
import { rechargeApi } from '../../platform/api/rechargeApi'
import { appBridge } from '../../platform/appBridge'
import { afterStartup } from '../../platform/afterStartup'
import { onDemand, useOnDemand } from '../../platform/onDemand'
import { useGoBack } from '../../platform/useGoBack'
import { DiamondBalance } from './DiamondBalance'
import { RechargeForm, type RechargeNotice } from './RechargeForm'
import type { RechargeOutcomeProps } from './RechargeOutcome'
import { InAppRechargeFrame, SIGNED_OUT } from './InAppRechargeFrame'
import { ownAttemptsBySession } from '../../platform/session/ownAttemptsBySession'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRechargeInfo } from './useRechargeInfo'

/** The payment's code could not load (offline, or a deploy replaced the file): nothing was ordered. */
const NOT_LOADED = '网络不给力，请稍后重试'

/** The payment (appPayment.ts): loaded after start-up, before the first tap needs it. */
const payment = onDemand(() => import('./appPayment'))

/**
 * How a payment ended (RechargeOutcome.tsx): shown only after a payment or the check of a kept order, which load
 * it with the payment; like the payment, loaded after start-up, not with the page.
 */
const outcomeScreen = onDemand(() => import('./RechargeOutcome').then((module) => module.RechargeOutcome))

/** The payment and the screen of its outcome, for a tap or a check: `null` when either could not load. */
const loadPayment = () => Promise.all([payment.load(), outcomeScreen.load()]).then(([paying]) => paying).catch(() => null)

/**
 * Recharge in the Android app: the balance and the server's packages, then WeChat Pay or Alipay through
 * native (`payInApp` of @h5/recharge: checkWx, the keyed order, payV2, polling). Success only when the server says
 * paid; 支付结果确认中 with 刷新 while it has not; 已取消支付 (not an error) when the pay sheet was closed. Teen
 * mode on or a minor's account is refused with the reason and the way to /teenager.
 *
 * The order of a payment the server has not settled is kept for the tab (`attempts.pay`), for the user who paid:
 * back on the page (a reload, native's `pageActive` after the pay app) the server is asked about it and the page
 * shows what it says, so nobody pays twice believing the first payment lost; paying the same package again pays
 * that same order. Another user of the tab never sees it: the session names the user first. A pay sheet that
 * does not answer is not waited for once the user is back: the page asks the server instead.
 */
export function AppRecharge({ channel, title }: { channel: PayChannel; title: string }) {
  const session = useSessionTokens()
  const view = useRechargeInfo(session)
  const { snap, state } = view
  const goBack = useGoBack()
  const [notice, setNotice] = useState<RechargeNotice | null>(null)
  const [outcome, setOutcome] = useState<RechargeOutcomeProps['outcome'] | null>(null)
  const [stillPending, setStillPending] = useState(false)
  // A tap while the payment's code loads: one payment, as a tap while it runs (payInApp is exclusive).
  const loading = useRef(false)

  // Back on the page with an order whose payment is not settled (a reload mid-payment, the return from the pay
  // app): ask the server where it stands, unless a payment is running (it asks itself).
  const checkOpenOrder = useEffectEvent(() => {
    const orderID = state.attempts.pay?.orderID
    if (orderID && state.status.pay !== 'loading' && state.status.order !== 'loading') void check(orderID)
  })
  useEffect(() => {
    // The kept order is the signed-in user's only: the session names the user before it is looked at.
    void ownAttemptsBySession(state).then(() => checkOpenOrder())
    return appBridge.on('pageActive', () => checkOpenOrder())
  }, [state])
  // Ready before the first tap: a failed load here is tried again by the tap.
  useEffect(() => afterStartup(() => void loadPayment()), [])
  // Loaded with the payment before any outcome is set; asked again here only after that load was lost.
  const { value: RechargeOutcome, failed: outcomeFailed, retry: retryOutcome } = useOnDemand(outcomeScreen, outcome !== null)

  const pay = async (choice: RechargeChoice) => {
    if (loading.current) return
    loading.current = true
    const paying = await loadPayment()
    loading.current = false
    if (!paying) return setNotice({ tone: 'error', text: NOT_LOADED })
    const tokens = await session.tokens
    if (!tokens) return setNotice({ tone: 'error', text: SIGNED_OUT })
    setNotice(null)
    // The user back on the page (native's pageActive) while the pay sheet has not answered: stop waiting for it.
    const returned = new AbortController()
    const stopListening = appBridge.on('pageActive', () => returned.abort())
    const result = await paying.payInApp(state, { api: rechargeApi, bridge: appBridge }, { tokens, channel, choice, returned: returned.signal })
    stopListening()
    if (result.ok) {
      if (result.data.status === 'cancelled') return setNotice({ tone: 'info', text: '已取消支付' })
      setStillPending(false)
      setOutcome({ status: result.data.status, order: result.data.order })
      if (result.data.status === 'paid') void view.reload()
      return
    }
    const { code, message } = result.error
    if (code === RechargeErrorCode.PAY_FAILED || code === RechargeErrorCode.ORDER_CLOSED) return setOutcome({ status: 'failed', message })
    // The offer changed under the user (withdrawn package, caps used elsewhere): show it as the server has it now.
    if (code === RechargeErrorCode.PACKAGE_WITHDRAWN || code === RechargeErrorCode.DAILY_CAP || code === RechargeErrorCode.MONTHLY_CAP) void view.reload()
    setNotice({ tone: 'error', text: message })
  }

  /** Asks the server where `orderID` stands and shows it (刷新, the return to the page). */
  async function check(orderID: string) {
    const loaded = await loadPayment()
    if (!loaded) return setNotice({ tone: 'error', text: NOT_LOADED })
    const result = await loaded.queryOrder(state, rechargeApi, orderID)
    if (!result.ok) return setNotice({ tone: 'error', text: result.error.message })
    const order = result.data
    if (order.status === 'paid') {
      void view.reload()
      return setOutcome({ status: 'paid', order })
    }
    if (order.status === 'pending') {
      // Shown already (刷新): say it is still pending; else (the return to the page) show it as pending.
      if (outcome?.status === 'pending') return setStillPending(true)
      return setOutcome({ status: 'pending', order })
    }
    setOutcome({ status: 'failed', message: order.status === 'closed' ? '订单已关闭，请重新下单' : '支付失败，请重新支付' })
  }

  const refresh = () => {
    const orderID = state.order?.orderID
    if (orderID) void check(orderID)
  }

  // The form stays mounted under an outcome, so 重新支付 and 返回充值 find the choice as the user left it.
  const outcomeView = !outcome ? null : outcomeFailed ? (
    <main className="recharge-page">
      <TitleBar title={title} onBack={goBack} />
      <ErrorState message={NOT_LOADED} onRetry={retryOutcome} />
    </main>
  ) : !RechargeOutcome ? (
    <main className="recharge-page">
      <TitleBar title={title} onBack={goBack} />
      <LoadingState label="正在获取支付结果…" />
    </main>
  ) : (
    <RechargeOutcome
      outcome={outcome}
      onRefresh={refresh}
      refreshing={snap.status.order === 'loading'}
      stillPending={stillPending}
      onBack={() => {
        setOutcome(null)
        setNotice(null)
      }}
      onDone={goBack}
      title={title}
    />
  )

  return (
    <>
      {outcomeView}
      <InAppRechargeFrame session={session} view={view} title={title} hidden={outcome !== null}>
        {(offer) => (
          <RechargeForm
            offer={offer}
            channel={channel}
            busy={snap.status.pay === 'loading'}
            notice={notice}
            header={<DiamondBalance balance={snap.balance} />}
            onPay={(choice) => void pay(choice)}
          />
        )}
      </InAppRechargeFrame>
    </>
  )
}
