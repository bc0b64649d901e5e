import { endAttempt, startAttempt, type AttemptsState } from '@h5/request'
import { useRef, useState } from 'react'
import { Button } from '../../components/Button'
import { PurchaseSheet, type PurchaseSheetProps } from '../../components/PurchaseSheet'
import type { PurchaseInput, PurchaseOutcome } from '../../components/purchaseTypes'
import { showToast } from '../../state/overlays'
import { GallerySegments } from './ComponentGallerySegments'

/** How long the demo's purchase pretends the server takes. */
const DEMO_REQUEST_MS = 1200

type PurchaseCase = 'ready' | 'short' | 'minor' | 'timeout' | 'refused' | 'yuan'

const CASES: readonly { value: PurchaseCase; label: string }[] = [
  { value: 'ready', label: '正常' },
  { value: 'short', label: '余额不足' },
  { value: 'minor', label: '未成年' },
  { value: 'timeout', label: '超时' },
  { value: 'refused', label: '拒绝' },
  { value: 'yuan', label: '人民币' },
]

const GUARD = { id: 'demo_guard_gold', name: '黄金守护', description: '守护主播 30 天，专属进场特效与守护标识' }
const VIP = { id: 'demo_vip_month', name: '月度会员', description: '31 天会员特权，到期不自动续费' }

/** What each case hands the sheet; in a family these come from the server's answers. */
const SHEET_PROPS: Record<PurchaseCase, Pick<PurchaseSheetProps<string>, 'item' | 'price' | 'balance' | 'minor' | 'actionText'>> = {
  ready: { item: GUARD, price: { unit: 'diamond', amount: 12_000 }, balance: 128_800 },
  short: { item: GUARD, price: { unit: 'diamond', amount: 12_000 }, balance: 3_000 },
  minor: { item: GUARD, price: { unit: 'diamond', amount: 12_000 }, balance: 128_800, minor: true },
  timeout: { item: GUARD, price: { unit: 'diamond', amount: 12_000 }, balance: 128_800 },
  refused: { item: GUARD, price: { unit: 'diamond', amount: 12_000 }, balance: 128_800 },
  yuan: { item: VIP, price: { unit: 'fen', amount: 3_000 }, balance: undefined, actionText: '立即开通' },
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms))

/** The demo's server: the answer each case shows, after a while. */
async function demoAnswer(purchaseCase: PurchaseCase, sent: number): Promise<PurchaseOutcome<string>> {
  await wait(DEMO_REQUEST_MS)
  if (purchaseCase === 'timeout' && sent === 1) return { ok: false, error: { message: '网络超时，请重试', decided: false } }
  if (purchaseCase === 'refused') return { ok: false, error: { message: '该守护已下架，请重新选择', decided: true } }
  return { ok: true, data: `order_${sent}` }
}

/**
 * The purchase sheet in its states (docs/ui-kit.md): each case opens the sheet as a family would, with a fake
 * server and the family's own idempotency key (@h5/request's money attempts, as @h5/mall's actions keep theirs);
 * the caption shows how many purchases were sent and the end of each one's key, so a retry after the time-out
 * can be seen to send the same key.
 */
export function PurchaseSheetDemo() {
  const [purchaseCase, setPurchaseCase] = useState<PurchaseCase>('ready')
  const [open, setOpen] = useState(false)
  const [keys, setKeys] = useState<string[]>([])
  const sent = useRef(0)
  const [family] = useState<AttemptsState<'buy'>>(() => ({ attempts: { buy: null } }))

  const buy = async (input: PurchaseInput) => {
    sent.current += 1
    const { key } = startAttempt(family, 'buy', `${input.itemId}:${input.price.unit}:${input.price.amount}`)
    setKeys((seen) => [...seen, key.slice(-6)])
    const outcome = await demoAnswer(purchaseCase, sent.current)
    if (outcome.ok || outcome.error.decided) endAttempt(family, 'buy', key)
    return outcome
  }

  return (
    <div className="gallery__stack">
      <GallerySegments
        label="购买面板状态"
        options={CASES}
        value={purchaseCase}
        onChange={(next) => {
          setPurchaseCase(next)
          setKeys([])
          sent.current = 0
          // Each case is its own demo: no attempt of the last one carries over.
          family.attempts.buy = null
        }}
      />
      <Button variant="secondary" onClick={() => setOpen(true)}>
        打开购买面板
      </Button>
      <p className="gallery__caption" aria-live="polite">
        已发送 {keys.length} 次{keys.length > 0 ? `，幂等键尾号 ${keys.join(' / ')}` : ''}
      </p>
      <PurchaseSheet
        // A sheet per case: each starts with no attempt of its own.
        key={purchaseCase}
        open={open}
        onClose={() => setOpen(false)}
        buy={buy}
        onBought={() => {
          setOpen(false)
          showToast('购买成功')
        }}
        {...SHEET_PROPS[purchaseCase]}
      />
    </div>
  )
}
