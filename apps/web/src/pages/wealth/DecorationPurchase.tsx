import type { MallGoodsItem, PriceOption } from '@h5/api'
import { buyGoods, diamondPrice, loadGoodsOptions, MallErrorCode, type MallState } from '@h5/mall'
import { useEffect, useEffectEvent, useState } from 'react'
import { useSnapshot } from 'valtio'
import { PurchaseSheet } from '../../components/PurchaseSheet'
import type { PurchaseOutcome } from '../../components/purchaseTypes'
import { mallApi } from '../../platform/api/mallApi'
import { appBridge } from '../../platform/appBridge'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import { showToast } from '../../state/overlays'
import { toPurchaseFailure } from '../../components/mall/mallPurchaseOutcome'
import { OptionPicker } from './OptionPicker'
import { shownPicture } from './WealthPreview'

export interface DecorationPurchaseProps {
  /** The decoration being bought. */
  item: MallGoodsItem
  /** The page visit's mall state: the options, my 钻石 and the purchase's attempt (its idempotency key) live there. */
  state: MallState
  session: SessionTokens
  onClose: () => void
  /** The server took the purchase. */
  onBought: () => void
}

/**
 * Buying a decoration, loaded when 购买 is first tapped (not the page's start-up JS): its options load, the
 * duration sheet chooses one, then the kit's purchase sheet confirms the price against my 钻石 and buys with
 * the attempt's idempotency key (buyGoods). A price the server changed meanwhile charges nothing: the new
 * prices come back to choose from.
 */
export function DecorationPurchase({ item, state, session, onClose, onBought }: DecorationPurchaseProps) {
  const snap = useSnapshot(state)
  const [chosen, setChosen] = useState<{ option: PriceOption; price: number } | null>(null)

  const loadOptions = async () => {
    // The options shown are the ones loaded for this item: none until they come.
    state.options = null
    const tokens = await session.tokens
    if (tokens) await loadGoodsOptions(state, mallApi, { tokens, goodsID: item.goodsID })
  }
  // Once: the page mounts this afresh for each purchase.
  const loadFirstOptions = useEffectEvent(() => void loadOptions())
  useEffect(() => loadFirstOptions(), [])

  const buy = async (option: PriceOption): Promise<PurchaseOutcome<unknown>> => {
    const tokens = await session.tokens
    if (!tokens) return { ok: false, error: { message: '请先登录后再购买', decided: true } }
    const result = await buyGoods(state, { api: mallApi, bridge: appBridge }, { tokens, goodsID: item.goodsID, option })
    if (result.ok) return result
    if (result.error.code === MallErrorCode.PRICE_CHANGED) {
      // Nothing was charged: choose again from the server's new prices.
      showToast(result.error.message)
      setChosen(null)
      void loadOptions()
    }
    return { ok: false, error: toPurchaseFailure(result.error) }
  }

  return (
    <>
      <OptionPicker
        open={chosen === null}
        name={item.name}
        options={(snap.options?.options as PriceOption[] | undefined) ?? null}
        error={snap.status.options === 'error' ? snap.errors.options : null}
        onRetry={() => void loadOptions()}
        onClose={onClose}
        onChoose={(option) => {
          const price = diamondPrice(option)
          if (price !== null) setChosen({ option, price })
        }}
      />
      {chosen ? (
        <PurchaseSheet
          open
          onClose={onClose}
          item={{ id: item.goodsID, name: item.name, description: chosen.option.label, imageUrl: shownPicture(item.preview)?.url }}
          price={{ unit: 'diamond', amount: chosen.price }}
          balance={snap.diamonds}
          buy={() => buy(chosen.option)}
          onBought={onBought}
        />
      ) : null}
    </>
  )
}
