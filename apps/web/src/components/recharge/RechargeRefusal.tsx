import { ResultScreen } from '../ResultScreen'
import { PrefetchLink } from '../../platform/PrefetchLink'

/**
 * Recharge refused for a minor (errno 8304101) or with teen mode on: the reason, and the way to the teen-mode
 * page (/teenager), where a guardian can see or change the setting.
 */
export function RechargeRefusal({ message }: { message: string }) {
  return (
    <ResultScreen status="failed" title="暂不能充值" message={message}>
      <PrefetchLink className="button button--primary button--block" to="/teenager">
        了解青少年模式
      </PrefetchLink>
    </ResultScreen>
  )
}
