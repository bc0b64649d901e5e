import type { NumberGoods, PriceOption } from '@h5/api'
import { buyGoods, diamondPrice, loadGoodsOptions, MallErrorCode, type MallState } from '@h5/mall'
import { useEffect, useEffectEvent } from 'react'
import { useSnapshot } from 'valtio'
import { toPurchaseFailure } from '../../components/mall/mallPurchaseOutcome'
import { PurchaseSheet } from '../../components/PurchaseSheet'
import type { PurchaseOutcome } from '../../components/purchaseTypes'
import { mallApi } from '../../platform/api/mallApi'
import { appBridge } from '../../platform/appBridge'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import { showToast } from '../../state/overlays'

export interface NumberPurchaseProps {
  /** The number being bought, and the option chosen on its card (the server's price as the catalogue showed it). */
  number: NumberGoods
  option: PriceOption
  /** The page visit's mall state: my 钻石 and the purchase's attempt (its idempotency key) live there. */
  state: MallState
  session: SessionTokens
  onClose: () => void
  /** The server took the purchase. */
  onBought: () => void
  /**
   * The number is gone (sold to someone else, withdrawn) or its price changed: the catalogue loads again (a
   * changed price also closes the sheet, to choose again at the new price).
   */
  onStale: () => void
}

/** Refusals after which the catalogue on screen is out of date. */
const STALE = new Set<string>([MallErrorCode.PRICE_CHANGED, MallErrorCode.SOLD_OUT, MallErrorCode.WITHDRAWN])

/**
 * Buying a pretty number, loaded on the first tap on a price (not the page's start-up JS): the kit's purchase
 * sheet confirms the number, the option and its price against my 钻石 (loaded now), and buys with the attempt's
 * idempotency key (buyGoods; a double tap buys once, a retry after a lost answer sends the same key). Teen mode
 * and a minor's account are refused with the way to teen mode; too few 钻石 hand off to recharge.
 */
export function NumberPurchase({ number, option, state, session, onClose, onBought, onStale }: NumberPurchaseProps) {
  const snap = useSnapshot(state)
  const price = diamondPrice(option)

  // My 钻石, once: the page mounts this afresh for each purchase.
  const loadBalance = useEffectEvent(async () => {
    const tokens = await session.tokens
    if (tokens) await loadGoodsOptions(state, mallApi, { tokens, goodsID: number.goodsID })
  })
  useEffect(() => void loadBalance(), [])

  const buy = async (): Promise<PurchaseOutcome<unknown>> => {
    const tokens = await session.tokens
    if (!tokens) return { ok: false, error: { message: '请先登录后再购买', decided: true } }
    const result = await buyGoods(state, { api: mallApi, bridge: appBridge }, { tokens, goodsID: number.goodsID, option })
    if (result.ok) return result
    if (result.error.code === MallErrorCode.PRICE_CHANGED) {
      // Nothing was charged: the catalogue comes back with the server's new prices to choose from.
      showToast(result.error.message)
      onClose()
    }
    if (STALE.has(result.error.code)) onStale()
    return { ok: false, error: toPurchaseFailure(result.error) }
  }

  if (price === null) return null
  return (
    <PurchaseSheet
      open
      onClose={onClose}
      item={{ id: number.goodsID, name: `靓号 ${number.number}`, description: `${option.label} · ${number.pattern}` }}
      price={{ unit: 'diamond', amount: price }}
      balance={snap.diamonds}
      buy={buy}
      onBought={onBought}
    />
  )
}
