import { ResultScreen } from '../ResultScreen'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { useGoBack } from '../../platform/useGoBack'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Button } from '../Button'

/**
 * Recharge refused for a minor (errno 8304101) or with teen mode on: the page's title bar with back, the reason,
 * the way to the teen-mode page (/teenager, where a guardian can see or change the setting) and the way back.
 */
export function RechargeRefusal({ message, title }: { message: string; title: string }) {
  const goBack = useGoBack()
  return (
    <ResultScreen status="failed" title="暂不能充值" message={message} page={{ title, onBack: goBack }}>
      <PrefetchLink className={buttonClass({ block: true })} to="/teenager">
        了解青少年模式
      </PrefetchLink>
      <Button variant="secondary" block onClick={goBack}>
        返回
      </Button>
    </ResultScreen>
  )
}
