import { changePin, TeenErrorCode, type TeenResult, type TeenState } from '@h5/teen'
import { useRef, useState } from 'react'
import { PinScreen } from './PinScreen'
import { RequireTeenOn } from './RequireTeenOn'
import { teenBridge } from './teenBridge'
import { usePinEntry } from './usePinEntry'
import { useTeenFlow } from './useTeenFlow'
import './ChangePwdPage.css'

const TITLE = '修改密码'

/** An entry kept for the next step: nothing was sent, so nothing failed. */
const NEXT_STEP: TeenResult<void> = { ok: true, data: undefined }

/** The three entries, in order: old -> new -> confirm. */
const STEPS = [
  { title: '验证旧密码', lead: '请输入当前的4位监护密码', label: '旧密码' },
  { title: '设置新密码', lead: '请设置新的4位数字监护密码', label: '新密码' },
  { title: '确认新密码', lead: '请再次输入新密码', label: '再次输入新密码' },
] as const

/**
 * `/teenager/changePwd`: old PIN, new PIN, the new PIN again, on one screen (the box keeps focus, so the
 * number pad stays up). Native has no "verify" operation, so the old PIN is checked when the change is sent
 * (`changePin`: off with the old PIN, on with the new one, restored if that fails): a wrong old PIN
 * (`密码错误，请重新输入`) starts over at the old PIN; a confirm that differs (`两次输入的密码不一致，请重新输入`)
 * asks for the confirm again. Then back to the status page. Only while the mode is on (RequireTeenOn).
 */
export default function ChangePwdPage() {
  return (
    <RequireTeenOn title={TITLE}>{(state) => <ChangePinSteps state={state} />}</RequireTeenOn>
  )
}

function ChangePinSteps({ state }: { state: TeenState }) {
  const { finish } = useTeenFlow()
  const [step, setStep] = useState<0 | 1 | 2>(0)
  const pins = useRef({ oldPin: '', newPin: '' })

  const entry = usePinEntry(async (pin) => {
    if (step === 0) {
      pins.current.oldPin = pin
      setStep(1)
      return NEXT_STEP
    }
    if (step === 1) {
      pins.current.newPin = pin
      setStep(2)
      return NEXT_STEP
    }
    const changed = await changePin(state, teenBridge, { ...pins.current, confirmPin: pin })
    if (changed.ok) finish('监护密码已修改')
    else if (changed.error.code === TeenErrorCode.WRONG_PIN) {
      // Native checked the old PIN only now: start over at it.
      pins.current = { oldPin: '', newPin: '' }
      setStep(0)
    }
    return changed
  }, { state, action: 'changePin' })

  const { title, lead, label } = STEPS[step]
  return (
    <PinScreen
      title={title}
      lead={lead}
      label={label}
      entry={entry}
      above={
        <ol className="teen-steps" aria-label={`第${step + 1}步，共${STEPS.length}步`}>
          {STEPS.map((item, index) => (
            <li
              key={item.title}
              className={index <= step ? 'teen-steps__step teen-steps__step--done' : 'teen-steps__step'}
              aria-current={index === step ? 'step' : undefined}
            >
              {item.title}
            </li>
          ))}
        </ol>
      }
    />
  )
}
