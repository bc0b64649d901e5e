import type { MallGoodsItem, MallKind } from '@h5/api'
import { createMallState, loadGoods, MallErrorCode, takeOffItem, wearItem, type MallState } from '@h5/mall'
import { useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { ErrorState } from '../../components/ErrorState'
import { EmptyState } from '../../components/EmptyState'
import { LoadingState } from '../../components/LoadingState'
import { Tabs } from '../../components/Tabs'
import { TitleBar } from '../../components/TitleBar'
import { mallApi } from '../../platform/api/mallApi'
import { browserStorage } from '../../platform/browserStorage'
import { useSignedInServerState } from '../../platform/data/useSignedInServerState'
import { onDemand, useOnDemandOverlay } from '../../platform/onDemand'
import { ownAttemptsBySession } from '../../platform/session/ownAttemptsBySession'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { useGoBack } from '../../platform/useGoBack'
import { showToast } from '../../state/overlays'
import { DecorationCard } from './DecorationCard'
import { KIND_OF_PATH, KIND_WORDS } from './decorationKinds'
import './Decorations.css'

/** A tab the server could have named (docs/openapi.yaml `MallTab`); anything else in the address is left out. */
const TAB = /^[a-z0-9_-]{1,32}$/

/** The visit's mall state; a purchase's attempt is kept for the tab, for the signed-in user (a reload resends its key). */
function createState(): MallState {
  const state = createMallState({ storage: browserStorage('sessionStorage') })
  void ownAttemptsBySession(state)
  return state
}

/** Buying (the duration sheet, then the purchase sheet): loaded on the first 购买, not at start-up. */
const purchaseFlow = onDemand(() => import('./DecorationPurchase').then((module) => module.DecorationPurchase))

/**
 * /wealth/items/tab (the four categories as tabs, `?tab=` the server's tab) and its category pages
 * /wealth/items/txk (头像框), qp (聊天气泡), jcpp (进场飘屏), tupian (资料卡): the server's decorations, each with its
 * preview, how it is unlocked (a wealth level, a VIP tier or a price) and whether I own it, wear it and until when.
 * 佩戴 and 取下, one worn per category (the server takes the other off); 购买 chooses a duration, then the
 * purchase sheet confirms the price and buys with the attempt's idempotency key (a double tap buys once; teen
 * mode and a minor's account are refused with the way to teen mode; too few 钻石 hand off to recharge).
 */
export default function DecorationsPage() {
  const session = useSessionTokens()
  const goBack = useGoBack()
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const kind: MallKind | undefined = KIND_OF_PATH[pathname]
  const asked = params.get('tab')
  const tab = kind ?? (asked !== null && TAB.test(asked) ? asked : undefined)
  const view = useSignedInServerState(session, createState, (state, tokens) => loadGoods(state, mallApi, { tokens, ...(tab !== undefined && { tab }) }))
  const { snap, state } = view
  const [buying, setBuying] = useState<MallGoodsItem | null>(null)
  const Purchase = useOnDemandOverlay(purchaseFlow, buying !== null, () => setBuying(null))

  const withTokens = async <T,>(act: (tokens: NonNullable<Awaited<typeof session.tokens>>) => Promise<T>): Promise<T | null> => {
    const tokens = await session.tokens
    return tokens ? act(tokens) : null
  }
  const reloadGoods = (next = tab) => withTokens((tokens) => loadGoods(state, mallApi, { tokens, ...(next !== undefined && { tab: next }) }))
  const wear = async (item: MallGoodsItem, on: boolean) => {
    const result = await withTokens((tokens) => (on ? wearItem : takeOffItem)(state, mallApi, { tokens, goodsID: item.goodsID }))
    if (!result) return
    if (result.ok) showToast(on ? `已佩戴${item.name}` : `已取下${item.name}`)
    else {
      showToast(result.error.message)
      if (result.error.code === MallErrorCode.NOT_OWNED) void reloadGoods()
    }
  }

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const goods = snap.goods
  const tabs = goods?.tabs ?? []
  const shownTab = goods?.tab ?? tab
  const title = kind ? (tabs.find((candidate) => candidate.tab === kind)?.title ?? KIND_WORDS[kind]) : '装扮'
  const switching = snap.status.goods === 'loading' && tab !== undefined && goods?.tab !== tab
  const items = goods && !switching ? (
    goods.items.length > 0 ? (
      <div className="decorations__grid" role="list" aria-label={`${title}列表`}>
        {goods.items.map((item) => (
          <div role="listitem" key={item.goodsID}>
            <DecorationCard
              item={item as MallGoodsItem}
              busy={snap.status.wear === 'loading'}
              onWear={() => void wear(item as MallGoodsItem, true)}
              onTakeOff={() => void wear(item as MallGoodsItem, false)}
              onBuy={() => setBuying(item as MallGoodsItem)}
            />
          </div>
        ))}
      </div>
    ) : (
      <EmptyState message="这里还没有装扮" />
    )
  ) : view.signedOut ? (
    <ErrorState message="请先登录后查看装扮" onRetry={() => void view.reload()} />
  ) : snap.status.goods === 'error' && snap.errors.goods ? (
    <ErrorState message={snap.errors.goods.message} onRetry={() => void reloadGoods()} />
  ) : (
    <LoadingState label="正在加载装扮…" />
  )

  return (
    <main className="decorations">
      <TitleBar title={title} onBack={goBack} />
      <div className="decorations__body">
        {!kind && tabs.length > 0 && shownTab !== undefined ? (
          <Tabs
            label="装扮分类"
            tabs={tabs.map((candidate) => ({ key: candidate.tab, title: candidate.title }))}
            value={shownTab}
            onChange={(next) => {
              setParams({ tab: next }, { replace: true })
              void reloadGoods(next)
            }}
          >
            {items}
          </Tabs>
        ) : (
          items
        )}
      </div>
      {buying && Purchase ? (
        <Purchase
          key={buying.goodsID}
          item={buying}
          state={state}
          session={session}
          onClose={() => setBuying(null)}
          onBought={() => {
            setBuying(null)
            showToast('购买成功')
            void reloadGoods()
          }}
        />
      ) : null}
    </main>
  )
}
