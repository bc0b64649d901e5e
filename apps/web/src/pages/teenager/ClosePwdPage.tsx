import { closeTeenMode, type TeenState } from '@h5/teen'
import { PinScreen } from './PinScreen'
import { RequireTeenOn } from './RequireTeenOn'
import { teenBridge } from './teenBridge'
import { usePinEntry } from './usePinEntry'
import { useTeenFlow } from './useTeenFlow'

const TITLE = '关闭青少年模式'

/**
 * `/teenager/closePwd`: the guardian's PIN turns teen mode off (teenagerSwitch { open: false, password }); a
 * wrong PIN reads `密码错误，请重新输入` and the box clears for another try. Then back to the status page.
 * Only while the mode is on (RequireTeenOn).
 */
export default function ClosePwdPage() {
  return (
    <RequireTeenOn title={TITLE}>{(state) => <ClosePin state={state} />}</RequireTeenOn>
  )
}

function ClosePin({ state }: { state: TeenState }) {
  const { finish } = useTeenFlow()
  const entry = usePinEntry(async (pin) => {
    const closed = await closeTeenMode(state, teenBridge, pin)
    if (closed.ok) finish('青少年模式已关闭')
    return closed
  }, { state, action: 'close' })
  return <PinScreen title={TITLE} lead="请输入开启时设置的4位监护密码" label="监护密码" entry={entry} />
}
