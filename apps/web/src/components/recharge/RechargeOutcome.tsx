import { formatCount } from '@h5/format'
import type { RechargeOrder } from '@h5/recharge'
import { ResultScreen } from '../ResultScreen'
import { Button } from '../Button'

export interface RechargeOutcomeProps {
  /** paid: the server said paid; pending: not yet after the polling; failed: the provider refused or the order closed. */
  outcome: { status: 'paid'; order: RechargeOrder } | { status: 'pending'; order: RechargeOrder } | { status: 'failed'; message: string }
  /** 刷新 on pending: asks the server once more. */
  onRefresh?: () => void
  refreshing?: boolean
  /** A line under pending after a refresh that is still pending. */
  stillPending?: boolean
  /** Back to the form (继续充值, 重新支付, 返回). */
  onBack: () => void
  /** 完成 after success: leave the page. */
  onDone?: () => void
  /** The page's title, on the title bar above the outcome (its back: 完成 after success, else back to the form). */
  title: string
}

/**
 * How an order ended, as the server says: 充值成功 only for `paid`; 支付结果确认中 with 刷新 while the provider has
 * not confirmed (never shown as success); 支付失败 with 重新支付.
 */
export function RechargeOutcome({ outcome, onRefresh, refreshing = false, stillPending = false, onBack, onDone, title }: RechargeOutcomeProps) {
  if (outcome.status === 'paid') {
    return (
      <ResultScreen status="success" title="充值成功" message={`${formatCount(outcome.order.diamonds)} 钻石已到账`} page={{ title, onBack: onDone ?? onBack }}>
        {onDone ? (
          <Button block onClick={onDone}>
            完成
          </Button>
        ) : null}
        <Button variant="secondary" block onClick={onBack}>
          继续充值
        </Button>
      </ResultScreen>
    )
  }
  if (outcome.status === 'pending') {
    return (
      <ResultScreen
        status="pending"
        page={{ title, onBack }}
        title="支付结果确认中"
        message={stillPending ? '支付平台仍在确认中，请稍后再刷新；已支付的钻石会自动到账' : '支付平台正在确认，确认后钻石将自动到账，请勿重复支付'}
      >
        <Button block onClick={onRefresh} loading={refreshing}>
          {refreshing ? '刷新中…' : '刷新'}
        </Button>
        <Button variant="secondary" block onClick={onBack}>
          返回充值
        </Button>
      </ResultScreen>
    )
  }
  return (
    <ResultScreen status="failed" title="支付失败" message={outcome.message} page={{ title, onBack }}>
      <Button block onClick={onBack}>
        重新支付
      </Button>
    </ResultScreen>
  )
}
