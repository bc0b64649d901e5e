import { priceOf, type PayChannel, type RechargeChoice, type RechargeOffer } from '@h5/recharge'
import { useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { AgreementCheckbox } from '../AgreementCheckbox'
import { SupportContact } from '../SupportContact'
import { CapNotice } from './CapNotice'
import { ChannelIcon } from './ChannelIcon'
import { openRechargeAgreement } from './openRechargeAgreement'
import { PackageGrid } from './PackageGrid'
import { PayBar } from './PayBar'
import { CHANNEL_NAMES } from './rechargeTexts'
import { choiceOf, defaultSelection, type RechargeSelection } from './rechargeSelection'
import { Notice } from '../Notice'

/** A line over the pay bar after a tap: an error (red), or 已取消支付 (grey: not an error). */
export interface RechargeNotice {
  tone: 'error' | 'info'
  text: string
}

export interface RechargeFormProps {
  offer: RechargeOffer
  /** The route's channel: /wxpay WeChat Pay, /alipay Alipay. */
  channel: PayChannel
  busy: boolean
  notice: RechargeNotice | null
  /** Above the grid: the balance, or the confirmed account. */
  header: ReactNode
  onPay: (choice: RechargeChoice) => void
}

const AGREEMENTS = [{ key: 'recharge', title: '充值协议' }] as const

/**
 * The recharge form the in-app and web pages share: the grid of the server's packages and the custom amount,
 * the reminder near the caps, the pay channel, 《充值协议》 (must be accepted; opens /agreement/recharge through
 * openXieYiWebView in the app) and the pay bar. It keeps what the user picked and typed across failures.
 */
export function RechargeForm({ offer, channel, busy, notice, header, onPay }: RechargeFormProps) {
  const navigate = useNavigate()
  const [selection, setSelection] = useState<RechargeSelection>(() => defaultSelection(offer))
  const [custom, setCustom] = useState({ text: '', fen: null as number | null })
  const [agreed, setAgreed] = useState(false)
  const [tapped, setTapped] = useState(false)
  const choice = choiceOf(offer, selection, custom.fen)
  const agreementError = tapped && !agreed ? '请先阅读并同意《充值协议》' : undefined

  const pay = () => {
    setTapped(true)
    if (!agreed || !choice) return
    onPay(choice)
  }

  return (
    <>
      <div className="recharge-page__body">
        {header}
        <CapNotice caps={offer.caps} />
        <PackageGrid
          offer={offer}
          selection={selection}
          onSelect={setSelection}
          customText={custom.text}
          onCustomChange={(text, fen) => setCustom({ text, fen })}
          showErrors={tapped}
        />
        <section className="recharge-card recharge-channel" aria-label="支付方式">
          <ChannelIcon channel={channel} />
          <span className="recharge-channel__name">{CHANNEL_NAMES[channel]}</span>
          <span className="recharge-channel__check" aria-hidden="true" />
        </section>
        <AgreementCheckbox
          checked={agreed}
          onChange={setAgreed}
          agreements={AGREEMENTS}
          onOpen={() => openRechargeAgreement((path) => void navigate(path))}
          error={agreementError}
        />
        {notice ? (
          <Notice tone={notice.tone} live>
            {notice.text}
          </Notice>
        ) : null}
        <p className="recharge-page__note">
          充值钻石不可退款、不可提现；未成年人请勿充值。如有疑问请<SupportContact topic="wallet">联系在线客服</SupportContact>。
        </p>
      </div>
      <PayBar priceFen={choice ? priceOf(choice) : null} busy={busy} label="立即支付" onPay={pay} />
    </>
  )
}
