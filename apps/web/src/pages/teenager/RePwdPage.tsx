import { confirmPin, selectAge } from '@h5/teen'
import { useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { FlowRedirect } from './FlowRedirect'
import { PinScreen } from './PinScreen'
import { teenBridge } from './teenBridge'
import { useFlowTeenState } from './useFlowTeenState'
import { usePinEntry } from './usePinEntry'
import { useTeenFlow } from './useTeenFlow'

/**
 * `/teenager/rePwd`, the last step of turning teen mode on: the PIN again. `confirmPin` compares it with the
 * first entry (`两次输入的密码不一致，请重新输入`, the first entry kept for another try) and turns the mode on
 * over the bridge (teenagerSwitch { open: true, password, age }); then back to the status page. Reloaded, the
 * first entry is gone (it lives in the flow's state in memory only, useFlowTeenState): back to setPwd with a
 * message.
 */
export default function RePwdPage() {
  const { flow, finish } = useTeenFlow()
  const navigate = useNavigate()
  const teen = useFlowTeenState(flow.visit)
  const snap = useSnapshot(teen)
  // Or used already: after a success the PIN leaves the state, and this screen must not then think it was reloaded.
  const hasFirstEntry = snap.teenPwd !== '' || snap.status.enable !== 'idle'
  const entry = usePinEntry(async (pin) => {
    // The bracket of this flow's history entry: memory loses it on a reload, the entry does not.
    // flow.age passed readTeenFlow's isAgeBracket, so selectAge succeeds.
    if (flow.age !== undefined) selectAge(teen, flow.age)
    const enabled = await confirmPin(teen, teenBridge, pin)
    if (enabled.ok) finish('青少年模式已开启')
    return enabled
  }, { state: teen, action: 'enable' })
  if (flow.age === undefined) return <FlowRedirect to="/teenager/selectAge" message="请先选择孩子的年龄段" />
  if (!hasFirstEntry) return <FlowRedirect to="/teenager/setPwd" message="请重新设置监护密码" />
  return (
    <PinScreen
      title="确认监护密码"
      lead="请再次输入刚才设置的4位数字密码"
      label="再次输入监护密码"
      entry={entry}
      actions={
        <button className="teen-link" type="button" onClick={() => void navigate(-1)}>
          重新设置密码
        </button>
      }
    />
  )
}
