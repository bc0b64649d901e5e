import { formatCount, formatFen } from '@h5/format'
import { checkTeenModeOn, TeenErrorCode } from '@h5/teen'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { appBridge } from '../platform/appBridge'
import type { PurchaseFailure, PurchaseInput, PurchaseItem, PurchaseOutcome, PurchasePrice } from './purchaseTypes'

export interface PurchaseOptions<T> {
  /** The sheet is showing: teen mode is asked each time it opens, and what the last opening showed is cleared. */
  open: boolean
  item: PurchaseItem
  price: PurchasePrice
  /**
   * What the user holds in the price's unit (钻石, or fen), from the server; `null` while unknown (shown as
   * `--`; the server decides). Left out when the price is paid at a checkout rather than from a balance (yuan
   * through the pay sheet): no balance line, no hand-off.
   */
  balance?: number | null
  /** The server marks the account a minor's (its account answer): refused before anything is sent. */
  minor?: boolean
  /**
   * The family's action: sends the purchase with its own idempotency key (purchaseTypes.ts, `PurchaseInput`);
   * never rejects (a rejection is no answer).
   */
  buy: (input: PurchaseInput) => Promise<PurchaseOutcome<T>>
  /** The server took it (the family reloads the balance, closes the sheet, says so). */
  onBought: (data: T) => void
}

/** What the sheet draws, in the order it decides it. */
export type PurchaseStage =
  /** The price is not an amount: nothing can be sent. */
  | { kind: 'badPrice'; message: string }
  /** Teen mode being asked: nothing can be sent yet. */
  | { kind: 'checking' }
  /** Teen mode on, or a minor's account: no purchase, the way to teen mode. */
  | { kind: 'refused'; message: string }
  /** Teen mode could not be asked: no purchase on a question native did not answer; 重试. */
  | { kind: 'unchecked'; message: string }
  /** Not enough in the balance: the hand-off to recharge. */
  | { kind: 'short'; message: string }
  /** The purchase can be sent: in flight (`buying`), or after a failure that left the sheet open. */
  | { kind: 'ready'; buying: boolean; failure: PurchaseFailure | null }

export interface PurchaseView {
  stage: PurchaseStage
  /** Sends the purchase; a tap while one is in flight sends nothing more. */
  purchase: () => Promise<void>
  /** Asks teen mode again (重试 after it could not be asked). */
  recheck: () => void
}

const TEEN_MODE = '青少年模式下不能购买'
const MINOR = '根据相关规定，未成年人不能购买'
const OUTDATED = '当前App版本过低，请升级后购买'
const TEEN_UNKNOWN = '暂时无法确认青少年模式状态，请稍后重试'
const BAD_PRICE = '价格信息有误，请稍后重试'
/** `buy` rejected, against its contract: nothing is known of the server (the family's attempt and key stay). */
const NO_ANSWER: PurchaseFailure = { message: '网络不给力，请稍后重试', decided: false }

/** A server count or fen amount the sheet can show and send: a safe integer of 0 or more. */
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/** How much is missing, in the price's words. */
function shortMessage(price: PurchasePrice, missing: number): string {
  return price.unit === 'diamond' ? `钻石余额不足，还差 ${formatCount(missing)} 钻石` : `余额不足，还差 ¥${formatFen(missing, { grouping: true })}`
}

type TeenCheck = { kind: 'checking' } | { kind: 'off' } | { kind: 'on' } | { kind: 'unknown'; message: string }

/**
 * The purchase sheet's state (components/PurchaseSheet.tsx): the minor's refusal, the balance against the price,
 * and one purchase in flight at a time. Teen mode is asked with `checkTeenModeOn` of @h5/teen, the one check
 * recharge, giving and the mall's actions ask (not through @h5/recharge, whose check and error table would then
 * be split out of the recharge screen's chunk and cost /wxpay and /alipay start-up JS); a minor's account comes from the family (`minor`) or from the server's refusal. The
 * idempotency key is the family's action's (`PurchaseInput`): a double tap sends once here, and a retry after a
 * time-out calls `buy` again, which sends the attempt's key again.
 *
 * @example
 * const view = usePurchase({ open, item, price, balance, buy, onBought })
 */
export function usePurchase<T>({ open, item, price, balance, minor = false, buy, onBought }: PurchaseOptions<T>): PurchaseView {
  const [teen, setTeen] = useState<TeenCheck>({ kind: 'checking' })
  const [buying, setBuying] = useState(false)
  const [failure, setFailure] = useState<PurchaseFailure | null>(null)
  const inFlight = useRef<Promise<void> | null>(null)
  const asked = useRef(0)

  const askTeenMode = () => {
    const ask = ++asked.current
    setTeen({ kind: 'checking' })
    void checkTeenModeOn(appBridge).then((answer) => {
      if (ask !== asked.current) return
      if (answer.ok) return setTeen({ kind: answer.data ? 'on' : 'off' })
      setTeen({ kind: 'unknown', message: answer.error.code === TeenErrorCode.OUTDATED_APP ? OUTDATED : TEEN_UNKNOWN })
    })
  }

  const onOpen = useEffectEvent(() => {
    // A refusal or failure of the last opening is not this one's (the balance may have changed meanwhile), but a
    // minor's account stays refused: the server said so for the page visit.
    setFailure((last) => (last?.refusal === 'minor' ? last : null))
    askTeenMode()
  })
  useEffect(() => {
    if (open) onOpen()
  }, [open])

  const stage = stageOf({ price, balance, minor, teen, buying, failure })

  const purchase = () => {
    if (inFlight.current) return inFlight.current
    if (stage.kind !== 'ready') return Promise.resolve()
    setBuying(true)
    setFailure(null)
    const run = (async () => {
      let outcome: PurchaseOutcome<T>
      try {
        outcome = await buy({ itemId: item.id, price })
      } catch {
        outcome = { ok: false, error: NO_ANSWER }
      }
      inFlight.current = null
      setBuying(false)
      if (outcome.ok) onBought(outcome.data)
      else setFailure(outcome.error)
    })()
    inFlight.current = run
    return run
  }

  return { stage, purchase, recheck: askTeenMode }
}

interface StageFacts extends Pick<PurchaseOptions<unknown>, 'price' | 'balance'> {
  minor: boolean
  teen: TeenCheck
  buying: boolean
  failure: PurchaseFailure | null
}

/** The stage the sheet is at: a refusal before the balance, the balance before the button. */
function stageOf({ price, balance, minor, teen, buying, failure }: StageFacts): PurchaseStage {
  if (!isAmount(price.amount)) return { kind: 'badPrice', message: BAD_PRICE }
  if (minor) return { kind: 'refused', message: MINOR }
  if (failure?.refusal === 'minor') return { kind: 'refused', message: failure.message }
  if (teen.kind === 'checking') return { kind: 'checking' }
  if (teen.kind === 'on') return { kind: 'refused', message: TEEN_MODE }
  if (teen.kind === 'unknown') return { kind: 'unchecked', message: teen.message }
  if (failure?.refusal === 'balance') return { kind: 'short', message: failure.message }
  if (!buying && isAmount(balance) && balance < price.amount) return { kind: 'short', message: shortMessage(price, price.amount - balance) }
  return { kind: 'ready', buying, failure }
}
