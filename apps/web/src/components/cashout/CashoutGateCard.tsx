import { formatChinaTime } from '@h5/format'
import type { CashoutInfo } from '@h5/api'
import { formatFen, type BenefitState, type CashoutGate } from '@h5/benefit'
import { useLocation, useNavigate } from 'react-router-dom'
import { serverNow } from '../../platform/serverClock'
import { Button } from '../Button'
import { Notice } from '../Notice'
import { useBinding } from './useBinding'

interface GateCopy {
  title: string
  message: (info: CashoutInfo) => string
  action?: string
}

/** What each gate says and the action that clears it (@h5/benefit `cashoutGate`, in its order). */
const GATES: Record<CashoutGate, GateCopy> = {
  realName: { title: '请先完成实名认证', message: () => '根据相关规定，提现需要先完成实名认证，认证信息仅用于身份核验。', action: '去实名认证' },
  phone: { title: '请先绑定手机号', message: () => '绑定手机号后才能提现，用于接收提现通知和账户安全验证。', action: '去绑定手机号' },
  wechat: { title: '请先绑定微信', message: () => '提现将转入微信零钱，请先绑定本人实名的微信账号。', action: '去绑定微信' },
  window: {
    title: '当前不在提现时间内',
    message: (info) => `每月${info.window.startDay}日至${info.window.endDay}日可提现，下次开放时间 ${formatChinaTime(info.window.opensAt, 'moment', serverNow())}。`,
  },
  times: { title: '本月提现次数已用完', message: (info) => `每月可提现${info.timesPerMonth}次，下个月再来吧。` },
  balance: {
    title: '可提现金额不足',
    message: (info) => `单笔最低提现 ¥${formatFen(info.minFen)}，当前可提现 ¥${formatFen(info.availableFen)}。红钻攒够后再来提现吧。`,
  },
}

function LockIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
      <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5" />
    </svg>
  )
}

function ClockIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  )
}

export interface CashoutGateCardProps {
  gate: CashoutGate
  info: CashoutInfo
  state: BenefitState
  /** Loads the eligibility again after a binding in native. */
  onCleared: () => Promise<void>
}

/**
 * The gate that stops a withdrawal, with what clears it: /oauth for real-name verification (which comes back
 * here when done), native's phone or WeChat binding (then the info loads again and the page says whether the
 * server has it: useBinding), or when the window opens.
 */
export function CashoutGateCard({ gate, info, state, onCleared }: CashoutGateCardProps) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const copy = GATES[gate]
  const binding = useBinding(state, onCleared)
  async function clear() {
    // `from` says why (提现), `return` brings the user back here once verified (docs/identity.md).
    if (gate === 'realName') return navigate(`/oauth?from=cash&return=${encodeURIComponent(`${pathname}${search}`)}`)
    await binding.bind(gate === 'phone' ? 'phone' : 'wechat')
  }
  return (
    <section className={`cashout-gate cashout-gate--${gate}`} aria-labelledby="cashout-gate-title" data-gate={gate}>
      <div className="cashout-gate__icon" aria-hidden="true">
        {gate === 'window' || gate === 'times' || gate === 'balance' ? <ClockIcon /> : <LockIcon />}
      </div>
      <h2 id="cashout-gate-title" className="cashout-gate__title">
        {copy.title}
      </h2>
      <p className="cashout-gate__message">{copy.message(info)}</p>
      {binding.problem ? (
        <Notice tone="error">{binding.problem}</Notice>
      ) : null}
      {copy.action ? (
        <Button block onClick={() => void clear()}>
          {copy.action}
        </Button>
      ) : null}
    </section>
  )
}
