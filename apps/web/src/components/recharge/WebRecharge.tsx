import {
  lookupAccount,
  payInWeChat,
  queryOrder,
  RechargeErrorCode,
  startWebPay,
  type PayChannel,
  type RechargeChoice,
  type RechargeError,
} from '@h5/recharge'
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ResultScreen } from '../ResultScreen'
import { TitleBar } from '../TitleBar'
import { rechargeApi } from '../../platform/api/rechargeApi'
import { useGoBack } from '../../platform/useGoBack'
import { waitForWeixinJSBridge } from '../../platform/weixinJsBridge'
import { AccountCard } from './AccountCard'
import { AccountStep } from './AccountStep'
import { createWebRechargeState } from './createWebRechargeState'
import { RechargeForm, type RechargeNotice } from './RechargeForm'
import { RechargeOutcome, type RechargeOutcomeProps } from './RechargeOutcome'
import { RechargeRefusal } from './RechargeRefusal'
import { Button } from '../Button'

/**
 * Web recharge outside the app, the cheaper channel: the account ID, the nickname and avatar the server
 * answers to confirm, a package, then the provider's pay page (WeChat H5 pay on /wxpay, Alipay wap pay on /alipay),
 * which comes back here with `orderID`. After WeChat, the page asks 已完成支付 / 重新支付 and queries only when the
 * user taps (WeChat's H5 pay rules forbid an automatic query); after Alipay it asks the server once by itself.
 * The account ID rides in the return address so 重新支付 finds the account again (it is the public profile
 * number, not personal data).
 *
 * The order of the attempt is kept for the tab (`attempts.pay`) until the server settles it: a return to the page
 * without the provider's `orderID` (the browser's back, a reload) asks about that order the same way, and 重新支付
 * of the same package for the same account answers the same order, so it is paid once. Nobody is signed in here:
 * the tab's attempts are its anonymous payer's (createWebRechargeState.ts), and each names the account it pays for.
 */
export interface WebRechargeProps {
  channel: PayChannel
  title: string
  /**
   * Inside WeChat's browser: the payer's openid (WeChatRecharge). The order is then paid with WeChat's pay sheet
   * (payInWeChat) in the page, not on a provider's page.
   */
  openid?: string
  /** Pay inside WeChat turned out not set up (8380007, no WeixinJSBridge): the caller guides to the browser. */
  onJsapiOff?: (error: RechargeError) => void
}

export function WebRecharge({ channel, title, openid, onJsapiOff }: WebRechargeProps) {
  const [state] = useState(() => createWebRechargeState())
  // An order of this tab whose payment the server has not settled, found when the page loads.
  const [openOrder] = useState(() => state.attempts.pay?.orderID ?? null)
  const [setAside, setSetAside] = useState(false)
  const snap = useSnapshot(state)
  const location = useLocation()
  const navigate = useNavigate()
  const goBack = useGoBack()
  const query = new URLSearchParams(location.search)
  const returnedOrder = query.get('orderID') ?? (setAside ? null : openOrder)
  const carriedID = query.get('accountID') ?? ''
  const [lookupError, setLookupError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [notice, setNotice] = useState<RechargeNotice | null>(null)
  const [outcome, setOutcome] = useState<RechargeOutcomeProps['outcome'] | null>(null)
  const [unconfirmed, setUnconfirmed] = useState(false)

  const lookup = async (accountID: string) => {
    setLookupError(null)
    const result = await lookupAccount(state, rechargeApi, accountID)
    if (result.ok) return
    if (result.error.code === RechargeErrorCode.MINOR) setRefusal(result.error.message)
    else setLookupError(result.error.message)
  }

  // Back from the pay page, or 重新支付: the account of the address is looked up again.
  useEffect(() => {
    if (carriedID !== '' && returnedOrder === null) void lookup(carriedID)
    // Only when the address changes: `lookup` is recreated each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [carriedID, returnedOrder])

  const check = async (orderID: string) => {
    const result = await queryOrder(state, rechargeApi, orderID)
    if (!result.ok) return setOutcome({ status: 'failed', message: result.error.message })
    const order = result.data
    if (order.status === 'paid') return setOutcome({ status: 'paid', order })
    if (order.status === 'pending') return setUnconfirmed(true)
    setOutcome({ status: 'failed', message: order.status === 'closed' ? '订单已关闭，请重新下单' : '支付失败，请重新支付' })
  }

  // Alipay's return may be checked at once; WeChat's only on the user's tap.
  useEffect(() => {
    if (returnedOrder !== null && channel === 'alipay') void check(returnedOrder)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returnedOrder, channel])

  const payAgain = () => {
    setOutcome(null)
    setUnconfirmed(false)
    setSetAside(true)
    void navigate(`${location.pathname}${carriedID ? `?accountID=${carriedID}` : ''}`, { replace: true })
  }

  const payInsideWeChat = async (choice: RechargeChoice, payer: string) => {
    const weixin = await waitForWeixinJSBridge(window)
    const result = await payInWeChat(state, { api: rechargeApi, weixin }, { openid: payer, choice })
    if (result.ok) {
      if (result.data.status === 'cancelled') return setNotice({ tone: 'info', text: '已取消支付' })
      setUnconfirmed(false)
      return setOutcome({ status: result.data.status, order: result.data.order })
    }
    const { code, message } = result.error
    if (code === RechargeErrorCode.JSAPI_OFF) return onJsapiOff?.(result.error)
    if (code === RechargeErrorCode.MINOR) return setRefusal(message)
    if (code === RechargeErrorCode.PAY_FAILED || code === RechargeErrorCode.ORDER_CLOSED) return setOutcome({ status: 'failed', message })
    if (code === RechargeErrorCode.PACKAGE_WITHDRAWN && state.account) void lookup(state.account.accountID)
    setNotice({ tone: 'error', text: message })
  }

  const pay = async (choice: RechargeChoice) => {
    const account = state.account
    if (!account) return
    setNotice(null)
    if (openid !== undefined) return payInsideWeChat(choice, openid)
    const returnUrl = new URL(`${location.pathname}?accountID=${account.accountID}`, window.location.href).href
    const result = await startWebPay(state, rechargeApi, { channel, choice, returnUrl })
    if (result.ok) return window.location.assign(result.data.payUrl)
    if (result.error.code === RechargeErrorCode.MINOR) return setRefusal(result.error.message)
    if (result.error.code === RechargeErrorCode.PACKAGE_WITHDRAWN) void lookup(account.accountID)
    setNotice({ tone: 'error', text: result.error.message })
  }

  if (refusal) return <RechargeRefusal message={refusal} title={title} />
  if (outcome) {
    const pendingOrder = outcome.status === 'pending' ? outcome.order.orderID : null
    return (
      <RechargeOutcome
        outcome={outcome}
        onBack={payAgain}
        title={title}
        onRefresh={pendingOrder ? () => void check(pendingOrder) : undefined}
        refreshing={snap.status.order === 'loading'}
        stillPending={unconfirmed}
      />
    )
  }
  if (returnedOrder !== null) {
    const checking = snap.status.order === 'loading'
    return (
      <ResultScreen
        status="pending"
        page={{ title, onBack: payAgain }}
        title="请确认支付结果"
        message={unconfirmed ? '暂未查询到支付结果。如已完成支付，请稍后再查询；未支付可重新支付' : '请在支付完成后点击「已完成支付」查看到账情况'}
      >
        <Button block onClick={() => void check(returnedOrder)} loading={checking}>
          {checking ? '查询中…' : '已完成支付'}
        </Button>
        <Button variant="secondary" block onClick={payAgain}>
          重新支付
        </Button>
      </ResultScreen>
    )
  }

  return (
    <main className="recharge-page">
      <TitleBar title={title} onBack={goBack} />
      {snap.account && snap.offer ? (
        <RechargeForm
          offer={snap.offer}
          channel={channel}
          busy={snap.status.pay === 'loading'}
          notice={notice}
          header={
            <AccountCard
              account={snap.account}
              onChange={() => {
                state.account = null
                void navigate(location.pathname, { replace: true })
              }}
            />
          }
          onPay={(choice) => void pay(choice)}
        />
      ) : (
        <AccountStep busy={snap.status.account === 'loading'} error={lookupError} initialID={carriedID} onLookup={(id) => void lookup(id)} />
      )}
    </main>
  )
}
