import type { GuardInfo, GuardPlan, GuardPlanOption, UserTokens } from '@h5/api'
import { formatChinaTime } from '@h5/format'
import { buyGuard, guardEndAfter } from '@h5/mall'
import type { Snapshot } from 'valtio'
import { PurchaseSheet } from '../../components/PurchaseSheet'
import { mallApi } from '../../platform/api/mallApi'
import { appBridge } from '../../platform/appBridge'
import { serverNow } from '../../platform/serverClock'
import { showToast } from '../../state/overlays'
import { toPurchaseOutcome } from '../../components/mall/mallPurchaseOutcome'
import type { GuardPageState } from './useGuardPage'

export interface GuardSheetProps {
  server: GuardPageState
  guard: Snapshot<GuardInfo>
  tokens: UserTokens
  /** I guard the user already: the sheet says 续费. */
  renew: boolean
  plan: Snapshot<GuardPlan>
  option: Snapshot<GuardPlanOption>
  onClose: () => void
  onBought: () => void
}

/**
 * The guard's purchase sheet: the plan and duration, whose guard, the end after purchase (a renewal extends from
 * my guard's current end), the server's price and my 钻石, bought through
 * `buyGuard` (its attempt's idempotency key, the tipping rules before sending). A decided refusal loads the page
 * again (a price changed, a cap reached), so what it shows next is the server's.
 */
export function GuardSheet({ server, guard, tokens, renew, plan, option, onClose, onBought }: GuardSheetProps) {
  const name = guard.target.nickName || `用户${guard.target.userID}`
  const now = serverNow()
  // A renewal extends from my guard's current end (docs/openapi.yaml buyGuard), whatever the level.
  const endAt = guardEndAfter(guard.mine, option, now)
  return (
    <PurchaseSheet
      open
      onClose={onClose}
      title={renew ? '确认续费守护' : '确认开通守护'}
      actionText={renew ? '确认续费' : '确认开通'}
      item={{ id: `guard:${guard.target.userID}:${plan.level}:${option.months}`, name: `${plan.name} · ${option.label}`, description: `守护「${name}」，${renew ? '续费' : '开通'}后 ${formatChinaTime(endAt, 'date', now)} 到期` }}
      price={{ unit: 'diamond', amount: option.diamonds }}
      balance={guard.diamonds}
      minor={guard.minor}
      buy={async () => {
        const result = await buyGuard(server.state, { api: mallApi, bridge: appBridge }, { tokens, level: plan.level, option })
        if (!result.ok && result.error.decided) void server.reload()
        return toPurchaseOutcome(result)
      }}
      onBought={(bought) => {
        showToast(`${renew ? '续费' : '开通'}成功，守护至 ${formatChinaTime(bought.expireAt, 'date', serverNow())}`)
        onBought()
      }}
    />
  )
}
