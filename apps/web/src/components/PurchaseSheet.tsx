import { formatCount, formatFen } from '@h5/format'
import { useId } from 'react'
import { PrefetchLink } from '../platform/PrefetchLink'
import { buttonClass } from '../platform/ui/buttonClass'
import { Button } from './Button'
import { Modal } from './Modal'
import { Notice } from './Notice'
import type { PurchasePrice } from './purchaseTypes'
import { DiamondIcon } from './DiamondIcon'
import { usePurchase, type PurchaseOptions, type PurchaseStage } from './usePurchase'
import './PurchaseSheet.css'

export interface PurchaseSheetProps<T> extends PurchaseOptions<T> {
  /** The close button, Escape, a tap outside (none of them while the purchase is in flight). */
  onClose: () => void
  /** The sheet's heading (确认购买, 开通会员). */
  title?: string
  /** The button that buys (立即购买, 立即开通, 续费). */
  actionText?: string
  /** The recharge of the balance, for the hand-off when it is short: /wxpay (钻石; Apple's purchase on iOS). */
  rechargeTo?: string
}

/** An amount in the price's unit as the sheet writes it. */
function amountText(unit: PurchasePrice['unit'], amount: number | null | undefined): string {
  return unit === 'diamond' ? formatCount(amount) : `¥${formatFen(amount, { grouping: true })}`
}

function Amount({ unit, amount }: { unit: PurchasePrice['unit']; amount: number | null | undefined }) {
  return (
    <span className="purchase-sheet__amount">
      {unit === 'diamond' ? <DiamondIcon size={16} /> : null}
      {amountText(unit, amount)}
      {unit === 'diamond' && Number.isSafeInteger(amount) ? <span className="purchase-sheet__unit">钻石</span> : null}
    </span>
  )
}

/** The notice and the one way on of each stage: buy, recharge, the way to teen mode, or ask again. */
function StageFooter({ stage, actionText, rechargeTo, onBuy, onRecheck }: {
  stage: PurchaseStage
  actionText: string
  rechargeTo: string
  onBuy: () => void
  onRecheck: () => void
}) {
  // The notice first, the action under it; 立即购买 stays one element from 确认中 to 购买中, so it keeps its focus.
  switch (stage.kind) {
    case 'refused':
      return (
        <>
          <Notice tone="error" title="暂不能购买">
            {stage.message}
          </Notice>
          <PrefetchLink className={buttonClass({ variant: 'secondary', size: 'lg', block: true })} to="/teenager">
            了解青少年模式
          </PrefetchLink>
        </>
      )
    case 'unchecked':
      return (
        <>
          <Notice tone="error">{stage.message}</Notice>
          <Button size="lg" block variant="secondary" onClick={onRecheck}>
            重试
          </Button>
        </>
      )
    case 'short':
      return (
        <>
          <Notice tone="warning">{stage.message}</Notice>
          <PrefetchLink className={buttonClass({ size: 'lg', block: true })} to={rechargeTo}>
            去充值
          </PrefetchLink>
        </>
      )
    default: {
      const failure = stage.kind === 'ready' ? stage.failure : null
      return (
        <>
          {stage.kind === 'badPrice' ? <Notice tone="error">{stage.message}</Notice> : null}
          {failure ? (
            <Notice tone="error">
              {failure.message}
              {/* The family's retry sends the same key: the server does an attempt it did not decide once. */}
              {failure.decided ? null : <p>重试不会重复扣费</p>}
            </Notice>
          ) : null}
          <Button
            size="lg"
            block
            disabled={stage.kind === 'badPrice'}
            loading={stage.kind === 'checking' || (stage.kind === 'ready' && stage.buying)}
            onClick={onBuy}
          >
            {actionText}
          </Button>
        </>
      )
    }
  }
}

/**
 * The purchase sheet (docs/ui-kit.md): a bottom sheet with the item, its price in 钻石 or yuan as the server set
 * it, the user's balance, and the one way on: 立即购买, the hand-off to recharge when the balance is short, or the
 * minor's refusal (teen mode on, or a minor's account) with the way to teen mode. A double tap sends once; the
 * family's `buy` sends its own idempotency key (@h5/mall's actions keep one per attempt, so a retry after a
 * time-out sends the same key); a failure keeps the sheet open with the family's Chinese message. Mall, guard,
 * honour and VIP pages share it.
 *
 * @example
 * <PurchaseSheet open={open} onClose={() => setOpen(false)}
 *   item={{ id: plan.id, name: plan.name, description: plan.perks }} price={{ unit: 'diamond', amount: plan.diamonds }}
 *   balance={state.diamonds} minor={account.minor}
 *   buy={() => buyGuard(state, { api: mallApi, bridge: appBridge }, { tokens, anchorID, level, months })}
 *   onBought={() => { setOpen(false); showToast('开通成功'); reload() }} />
 */
export function PurchaseSheet<T>({ onClose, title = '确认购买', actionText = '立即购买', rechargeTo = '/wxpay', ...options }: PurchaseSheetProps<T>) {
  const { open, item, price, balance } = options
  const titleId = useId()
  const view = usePurchase(options)
  const buying = view.stage.kind === 'ready' && view.stage.buying
  return (
    <Modal open={open} onClose={onClose} placement="bottom" labelledBy={titleId} dismissible={!buying} className="purchase-sheet">
      <header className="purchase-sheet__header">
        <h2 id={titleId} className="purchase-sheet__title">
          {title}
        </h2>
        <button className="icon-button purchase-sheet__close" type="button" aria-label="关闭" disabled={buying} onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </button>
      </header>
      <div className="purchase-sheet__item">
        {item.imageUrl ? <img className="purchase-sheet__image" src={item.imageUrl} alt="" referrerPolicy="no-referrer" /> : null}
        <div className="purchase-sheet__about">
          <p className="purchase-sheet__name">{item.name}</p>
          {item.description ? <p className="purchase-sheet__description">{item.description}</p> : null}
        </div>
      </div>
      <dl className="purchase-sheet__facts">
        <div>
          <dt>价格</dt>
          <dd className="purchase-sheet__price" data-testid="purchase-price">
            <Amount unit={price.unit} amount={price.amount} />
          </dd>
        </div>
        {balance !== undefined ? (
          <div>
            <dt>{price.unit === 'diamond' ? '我的钻石' : '我的余额'}</dt>
            <dd data-testid="purchase-balance">
              <Amount unit={price.unit} amount={balance} />
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="purchase-sheet__footer">
        <StageFooter
          stage={view.stage}
          actionText={actionText}
          rechargeTo={rechargeTo}
          onBuy={() => void view.purchase()}
          onRecheck={view.recheck}
        />
      </div>
    </Modal>
  )
}
