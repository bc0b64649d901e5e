import type { PriceOption } from '@h5/api'
import { formatChinaTime, formatCount } from '@h5/format'
import { autoRenewTerms, diamondPrice, setAutoRenew } from '@h5/mall'
import { useState } from 'react'
import { Dialog } from '../../components/Dialog'
import { Notice } from '../../components/Notice'
import { OptionGrid } from '../../components/OptionGrid'
import { mallApi } from '../../platform/api/mallApi'
import { appBridge } from '../../platform/appBridge'
import { serverNow } from '../../platform/serverClock'
import { showToast } from '../../state/overlays'
import type { VipServerState } from './useVipState'

/** Every statement the dialog shows, confirmed by the one tap on 同意并开启. */
const CONSENT = { priceConfirmed: true, nextChargeDateConfirmed: true, howToCancelConfirmed: true } as const

export interface AutoRenewDialogProps {
  open: boolean
  onClose: () => void
  server: VipServerState
  /** My tier's 钻石 options (the page visit's state, not a snapshot). */
  options: PriceOption[]
}

/**
 * Turning auto-renew on, only after its disclosure (autoRenewTerms of @h5/mall, from the server's rules): what
 * each renewal charges, the date of the next charge, the reminder before it, and how to cancel, in the server's
 * words. 同意并开启 is the user's consent to each; nothing is turned on by default.
 */
export function AutoRenewDialog({ open, onClose, server, options }: AutoRenewDialogProps) {
  const { state, snap, session } = server
  const [optionID, setOptionID] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const option = options.find((candidate) => candidate.optionID === optionID) ?? options[0] ?? null
  const terms = option ? autoRenewTerms(snap.membership!, option) : null
  const now = serverNow()

  const close = () => {
    if (pending) return
    setFailure(null)
    onClose()
  }
  const turnOn = async () => {
    if (pending || !option || !terms) return
    const tokens = await session.tokens
    if (!tokens) return setFailure('请先登录')
    setPending(true)
    const result = await setAutoRenew(state, { api: mallApi, bridge: appBridge }, { tokens, on: true, option, consent: CONSENT })
    setPending(false)
    if (!result.ok) return setFailure(result.error.message)
    setFailure(null)
    onClose()
    showToast('已开启自动续费')
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!pending}
      title="开启自动续费"
      actions={[
        { label: '暂不开启', onClick: close },
        { label: pending ? '开启中…' : '同意并开启', onClick: () => void turnOn(), tone: 'primary' },
      ]}
    >
      {options.length > 1 ? (
        <OptionGrid label="续费时长" options={options.map((each) => ({ key: each.optionID, label: each.label, subLabel: `${formatCount(diamondPrice(each))} 钻石` }))} value={option?.optionID ?? null} onChange={setOptionID} />
      ) : null}
      {terms ? (
        <ul className="vip-terms" data-testid="auto-renew-terms">
          <li>每次续费 {option!.label}，扣除 {formatCount(terms.diamonds)} 钻石</li>
          <li>下次扣费日期：{formatChinaTime(terms.nextChargeAt, 'date', now)}</li>
          <li>
            扣费前 {formatCount(snap.membership!.autoRenew.remindDaysBefore)} 天（{formatChinaTime(terms.remindAt, 'date', now)}）提醒你
          </li>
          <li>取消方式：{terms.cancelHow}</li>
        </ul>
      ) : (
        <p>当前没有可自动续费的会员</p>
      )}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </Dialog>
  )
}
