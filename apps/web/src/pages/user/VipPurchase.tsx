import type { PriceOption, VipTier } from '@h5/api'
import { formatChinaTime } from '@h5/format'
import { buyVip, diamondPrice, vipEndAfter } from '@h5/mall'
import { PurchaseSheet } from '../../components/PurchaseSheet'
import { mallApi } from '../../platform/api/mallApi'
import { appBridge } from '../../platform/appBridge'
import { serverNow } from '../../platform/serverClock'
import { showToast } from '../../state/overlays'
import { renews } from './TierPanel'
import { toPurchaseOutcome } from '../../components/mall/mallPurchaseOutcome'
import type { VipServerState } from './useVipState'

const SIGNED_OUT = { ok: false as const, error: { message: '请先登录', decided: true } }

export interface VipPurchaseProps {
  open: boolean
  onClose: () => void
  server: VipServerState
  /** The tier and option of the page visit's state (not a snapshot): what buyVip sends. */
  tier: VipTier
  option: PriceOption
}

/**
 * The confirmation of a membership purchase on the kit's sheet: the tier, the duration, the price in 钻石 and
 * the end after purchase (vipEndAfter: a renewal extends from the current end), then buyVip of @h5/mall with the
 * attempt's key (a double tap buys once). Not enough 钻石 hands over to recharge; a minor's account or teen mode
 * is refused with the way to /teenager. Bought: the sheet closes, says so, and the membership loads again.
 */
export function VipPurchase({ open, onClose, server, tier, option }: VipPurchaseProps) {
  const { state, snap, session, reload } = server
  const renewing = renews(snap.membership!, tier)
  const now = serverNow()
  const endAt = vipEndAfter(snap.membership, tier.tier, option, now)
  const verb = renewing ? '续费' : '开通'
  return (
    <PurchaseSheet
      open={open}
      onClose={onClose}
      title={`${verb}会员`}
      actionText={`确认${verb}`}
      item={{
        id: `${tier.tier}:${option.optionID}`,
        name: `${tier.name} · ${option.label}`,
        description: endAt === null ? '永久有效' : `${verb}后 ${formatChinaTime(endAt, 'date', now)} 到期`,
        ...(tier.badge && { imageUrl: tier.badge.url }),
      }}
      price={{ unit: 'diamond', amount: diamondPrice(option) ?? Number.NaN }}
      balance={snap.diamonds ?? undefined}
      buy={async () => {
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
