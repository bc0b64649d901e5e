import type { PriceOption, VipTier } from '@h5/api'
import { formatChinaTime } from '@h5/format'
import { buyVip, diamondPrice, moneyPrice, vipEndAfter } from '@h5/mall'
import type { PayChannel, RechargeState } from '@h5/recharge'
import { useRef } from 'react'
import { PurchaseSheet } from '../../components/PurchaseSheet'
import type { PurchaseOutcome, PurchasePrice } from '../../components/purchaseTypes'
import { mallApi } from '../../platform/api/mallApi'
import { appBridge } from '../../platform/appBridge'
import { serverNow } from '../../platform/serverClock'
import { showToast } from '../../state/overlays'
import { renews } from './TierPanel'
import { toPurchaseOutcome } from '../../components/mall/mallPurchaseOutcome'
import type { VipServerState } from './useVipState'

const SIGNED_OUT = { ok: false as const, error: { message: '请先登录', decided: true } }
/** The pay flow's code could not load (offline, or a deploy replaced the file): nothing was ordered. */
const NOT_LOADED = { ok: false as const, error: { message: '网络不给力，请稍后重试', decided: true } }

/** The recharge family's pay flow for a money option: loaded when the user confirms one, not with the sheet. */
const loadMoneyPayment = () => import('./vipMoneyPayment')

export interface VipPurchaseProps {
  open: boolean
  onClose: () => void
  server: VipServerState
  /** The tier and option of the page visit's state (not a snapshot): what buyVip sends. */
  tier: VipTier
  option: PriceOption
  /** How a money option is paid (the page offers money options on Android only). */
  channel: PayChannel
}

/**
 * The confirmation of a membership purchase on the kit's sheet: the tier, the duration, the price and the end
 * after purchase (vipEndAfter: a renewal extends from the current end). A 钻石 option goes through buyVip of
 * @h5/mall with the attempt's key (a double tap buys once); not enough 钻石 hands over to recharge. A money
 * option (Android only) goes through the recharge family's pay flow (vipMoneyPayment.ts, loaded on demand): the
 * order with the option's `productID` and the attempt's key, native's pay sheet, the polled order, then native's
 * `openVipWxPaySuccess`. A minor's account or teen mode is refused with the way to /teenager. Bought: the sheet
 * closes, says so, and the membership loads again.
 */
export function VipPurchase({ open, onClose, server, tier, option, channel }: VipPurchaseProps) {
  const { state, snap, session, reload } = server
  // The money payment's state, made once its code loaded: its open order is kept for the page visit and the tab.
  const payState = useRef<RechargeState | null>(null)
  const renewing = renews(snap.membership!, tier)
  const now = serverNow()
  const endAt = vipEndAfter(snap.membership, tier.tier, option, now)
  const verb = renewing ? '续费' : '开通'
  const money = moneyPrice(option)
  const price: PurchasePrice = money ? { unit: 'fen', amount: money.priceFen } : { unit: 'diamond', amount: diamondPrice(option) ?? Number.NaN }

  const payWithMoney = async (): Promise<PurchaseOutcome<unknown>> => {
    const tokens = await session.tokens
    if (!tokens) return SIGNED_OUT
    const paying = await loadMoneyPayment().catch(() => null)
    if (!paying || !money) return NOT_LOADED
    payState.current ??= paying.createVipPayState()
    // The user back on the page (native's pageActive) while the pay sheet has not answered: stop waiting for it.
    const returned = new AbortController()
    const stopListening = appBridge.on('pageActive', () => returned.abort())
    const outcome = await paying.payVipOption(payState.current, { tokens, channel, price: money, returned: returned.signal })
    stopListening()
    return outcome
  }

  return (
    <PurchaseSheet
      open={open}
      onClose={onClose}
      title={`${verb}会员`}
      actionText={money ? `确认支付` : `确认${verb}`}
      item={{
        id: `${tier.tier}:${option.optionID}`,
        name: `${tier.name} · ${option.label}`,
        description: endAt === null ? '永久有效' : `${verb}后 ${formatChinaTime(endAt, 'date', now)} 到期`,
        ...(tier.badge && { imageUrl: tier.badge.url }),
      }}
      price={price}
      // A money option is paid at the pay sheet, not from a balance: no balance line, no hand-off to recharge.
      {...(!money && { balance: snap.diamonds ?? undefined })}
      buy={async () => {
        if (money) return payWithMoney()
        const tokens = await session.tokens
        if (!tokens) return SIGNED_OUT
        return toPurchaseOutcome(await buyVip(state, { api: mallApi, bridge: appBridge }, { tokens, tier, option }))
      }}
      onBought={() => {
        onClose()
        showToast(`${verb}成功`)
        void reload()
      }}
    />
  )
}
