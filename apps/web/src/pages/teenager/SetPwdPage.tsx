import { setPin } from '@h5/teen'
import { FlowRedirect } from './FlowRedirect'
import { PinScreen } from './PinScreen'
import { useFlowTeenState } from './useFlowTeenState'
import { usePinEntry } from './usePinEntry'
import { useTeenFlow } from './useTeenFlow'

/**
 * `/teenager/setPwd`, step 3 of turning teen mode on: the guardian's PIN, first entry. `setPin` keeps it in the
 * flow's @h5/teen state (useFlowTeenState: memory only, never storage) for the confirm screen. Without a chosen
 * bracket it sends the user to selectAge.
 */
export default function SetPwdPage() {
  const { flow, next } = useTeenFlow()
  const teen = useFlowTeenState(flow.visit)
  const entry = usePinEntry((pin) => {
    const kept = setPin(teen, pin)
    if (kept.ok) next('/teenager/rePwd')
    return kept
  }, { state: teen })
  if (flow.age === undefined) return <FlowRedirect to="/teenager/selectAge" message="请先选择孩子的年龄段" />
  return (
    <PinScreen
      title="设置监护密码"
      lead="请设置4位数字密码，关闭青少年模式、修改密码或解除使用限制时需要输入"
      label="设置4位数字监护密码"
      entry={entry}
    />
  )
}
