import type { TeenState } from '@h5/teen'
import { useGoBack } from '../../platform/useGoBack'
import { PinScreen } from './PinScreen'
import { RequireTeenOn } from './RequireTeenOn'
import { useGuardianUnlock } from './useGuardianUnlock'
import { Button } from '../../components/Button'

const TITLE = '监护人验证'

/**
 * `/teenager/input`, the guardian PIN entry native opens before an action teen mode does not allow (going
 * live, recharging, sending a red packet...). The PIN turns teen mode OFF and closes the web view, so native
 * can go on with the action it held (useGuardianUnlock: a PIN's one power in the bridge contract is the
 * switch). 取消 goes back: the previous page, or native's `back` when this page was opened directly. Only while
 * the mode is on (RequireTeenOn).
 */
export default function InputPage() {
  return (
    <RequireTeenOn title={TITLE}>{(state) => <GuardianPin state={state} />}</RequireTeenOn>
  )
}

function GuardianPin({ state }: { state: TeenState }) {
  const entry = useGuardianUnlock(state)
  const goBack = useGoBack()
  return (
    <PinScreen
      title={TITLE}
      lead="该功能在青少年模式下无法使用。监护人输入密码后，将关闭青少年模式并继续操作。"
      label="监护密码"
      entry={entry}
      actions={
        <Button variant="secondary" block onClick={goBack}>
          取消
        </Button>
      }
    />
  )
}
