import { ResultScreen } from '../ResultScreen'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { useGoBack } from '../../platform/useGoBack'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Button } from '../Button'
import { RECHARGE_RECORDS_PATH } from './RecordsLink'

/**
 * Recharge refused for a minor (errno 8304101) or with teen mode on: the page's title bar with back, the reason,
 * the way to the teen-mode page (/teenager, where a guardian can see or change the setting), in the app the
 * account's recharge records (`showRecords`: a minor, and the guardian, may still see what was recharged), and
 * the way back.
 */
export function RechargeRefusal({ message, title, showRecords = false }: { message: string; title: string; showRecords?: boolean }) {
  const goBack = useGoBack()
  return (
    <ResultScreen status="failed" title="暂不能充值" message={message} page={{ title, onBack: goBack }}>
      <PrefetchLink className={buttonClass({ block: true })} to="/teenager">
        了解青少年模式
      </PrefetchLink>
      {showRecords ? (
        <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to={RECHARGE_RECORDS_PATH}>
          查看充值记录
        </PrefetchLink>
      ) : null}
      <Button variant="secondary" block onClick={goBack}>
        返回
      </Button>
    </ResultScreen>
  )
}
