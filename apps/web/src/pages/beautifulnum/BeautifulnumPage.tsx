import type { NumberGoods, OwnedNumber, PriceOption, UserTokens } from '@h5/api'
import { createMallState, loadMyNumbers, MallErrorCode, takeOffItem, wearItem, type MallState } from '@h5/mall'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { ErrorState } from '../../components/ErrorState'
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
import { MyNumbers } from './MyNumbers'
import { NumberCatalogue } from './NumberCatalogue'
import './Beautifulnum.css'

/** The visit's mall state; a purchase's attempt is kept for the tab, for the signed-in user (a reload resends its key). */
function createState(): MallState {
  const state = createMallState({ storage: browserStorage('sessionStorage') })
  void ownAttemptsBySession(state)
  return state
}

/** Buying (the purchase sheet): loaded on the first tap on a price, not at start-up. */
const purchaseFlow = onDemand(() => import('./NumberPurchase').then((module) => module.NumberPurchase))

/**
 * /beautifulnum, pretty numbers (靓号): 我的靓号 (the ID others see, each number I own with its end, 佩戴 and 取下;
 * the original ID stays the account's and comes back when a number ends; numbers cannot be transferred or
 * resold), then the numbers on sale by the server's pattern tabs or searched by digits, each option (a duration
 * or 永久) with its price. A tap on a price opens the purchase sheet (buyGoods with the attempt's idempotency key).
 */
export default function BeautifulnumPage() {
  const session = useSessionTokens()
  const goBack = useGoBack()
  const view = useSignedInServerState(session, createState, (state, tokens) => loadMyNumbers(state, mallApi, tokens))
  const { snap, state } = view
  const [buying, setBuying] = useState<{ number: NumberGoods; option: PriceOption } | null>(null)
  const [generation, setGeneration] = useState(0)
  const Purchase = useOnDemandOverlay(purchaseFlow, buying !== null, () => setBuying(null))
  const [tokens, setTokens] = useState<UserTokens | null>(null)
  useEffect(() => {
    void session.tokens.then(setTokens)
  }, [session.tokens])

  const wear = async (number: OwnedNumber, on: boolean) => {
    const tokens = await session.tokens
    if (!tokens) return
    const result = await (on ? wearItem : takeOffItem)(state, mallApi, { tokens, goodsID: number.goodsID })
    if (result.ok) showToast(on ? `已佩戴靓号 ${number.number}` : `已取下靓号 ${number.number}，恢复展示原 ID`)
    else showToast(result.error.message)
    // The server's numbers again: the worn one, and any that ended meanwhile (NOT_OWNED).
    if (!result.ok && result.error.code !== MallErrorCode.NOT_OWNED) return
    void view.reload()
  }

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  return (
    <main className="beautifulnum">
      <TitleBar
        title="靓号"
        onBack={goBack}
        right={
          <Link className="beautifulnum__rule-link" to="/beautifulnum/rule">
            规则
          </Link>
        }
      />
      {view.signedOut ? (
        <ErrorState message="请先登录后查看靓号" onRetry={() => void view.reload()} />
      ) : (
        <>
          <MyNumbers
            numbers={snap.myNumbers}
            error={snap.status.myNumbers === 'error' ? snap.errors.myNumbers : null}
            busy={snap.status.wear === 'loading'}
            onRetry={() => void view.reload()}
            onWear={(number) => void wear(number, true)}
            onTakeOff={(number) => void wear(number, false)}
          />
          {tokens ? <NumberCatalogue tokens={tokens} generation={generation} onChoose={(number, option) => setBuying({ number, option })} /> : null}
        </>
      )}
      {buying && Purchase ? (
        <Purchase
          key={`${buying.number.goodsID}:${buying.option.optionID}`}
          number={buying.number}
          option={buying.option}
          state={state}
          session={session}
          onClose={() => setBuying(null)}
          onStale={() => setGeneration((value) => value + 1)}
          onBought={() => {
            setBuying(null)
            showToast(`购买成功，靓号 ${buying.number.number} 已放入我的靓号`)
            setGeneration((value) => value + 1)
            void view.reload()
          }}
        />
      ) : null}
    </main>
  )
}
