import { checkPhone, IdentityErrorCode, SMS_CODE_ERRORS, type IdentityError } from '@h5/identity'
import { useState, type ReactNode } from 'react'
import { mobileDigits } from '../platform/mobileDigits'
import { normalizeDigits } from '../platform/normalizeDigits'
import { ActionSheet } from './ActionSheet'
import { FieldGroup } from './FieldGroup'
import { SmsCodeField, type SmsSendResult } from './SmsCodeField'
import { TextField } from './TextField'
import { useCountryCodes } from './useCountryCodes'
import { Button } from './Button'
import { Notice } from './Notice'
import './PhoneSmsForm.css'

/** A number and its dialling code, as the form passes them on. */
export interface PhoneNumberInput {
  countryCode: string
  phone: string
}

/** What a send answers the form: the server's wait, where the code went and the sends left today. */
export type PhoneCodeSent = SmsSendResult & { sentTo: string; dailyLeft: number }

export interface PhoneSmsFormProps {
  /** The group's heading (新手机号, 手机号登录). */
  title: string
  submitText: string
  submittingText: string
  /** While the submit is in flight (the button is disabled: a double tap sends once anyway). */
  submitting: boolean
  /** Sends the code; answers the server's wait and what to say about it, or null when nothing went out. */
  onSend: (input: PhoneNumberInput) => Promise<PhoneCodeSent | null>
  /** Has the code read out in a call (收不到验证码？语音验证码, offered once a code went out and the wait is over). */
  onSendVoice?: (input: PhoneNumberInput) => Promise<PhoneCodeSent | null>
  /**
   * Asked before a send and before the submit: false holds both (the page shows why, e.g. the agreements not
   * accepted yet).
   */
  guard?: () => boolean
  /** Shown between the fields and the button (the agreements' consent line). */
  children?: ReactNode
  /** Submits; answers whether it succeeded. A failure clears the code only. */
  onSubmit: (input: PhoneNumberInput & { smsCode: string }) => Promise<boolean>
  /** The last failure of the send or the submit (the identity state's), placed by its code. */
  error: IdentityError | null
}

const PHONE_ERRORS: readonly IdentityErrorCode[] = [IdentityErrorCode.PHONE_BOUND]

/**
 * A phone number with its dialling code (a picker over getCountryCode's list; mainland first) and an SMS code
 * (the kit's field; the resend wait and the sends left today are the server's; a voice code with
 * `onSendVoice`). Used by /oauth/phone/newphone, /oauth/phone/mancheck and /login, whose consent line goes in
 * `children` and holds sends and the submit through `guard`. A failure keeps the number and the region and clears the code; a wrong or expired code is shown
 * under the code, a number bound elsewhere under the number, anything else above the button. The number is
 * personal data: it stays in this form's memory.
 *
 * @example
 * <PhoneSmsForm title="新手机号" submitText="确认更换" submittingText="正在提交…" submitting={busy}
 *   error={snap.errors.phone ?? snap.errors.sms} onSend={send} onSubmit={change} />
 */
export function PhoneSmsForm({ title, submitText, submittingText, submitting, onSend, onSendVoice, guard = () => true, children, onSubmit, error }: PhoneSmsFormProps) {
  const countries = useCountryCodes()
  const [countryCode, setCountryCode] = useState('+86')
  const [picking, setPicking] = useState(false)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [tried, setTried] = useState(false)
  const [sent, setSent] = useState<{ sentTo: string; dailyLeft: number; voice: boolean } | null>(null)

  const checked = checkPhone(countryCode, phone)
  const phoneMessage = error && PHONE_ERRORS.includes(error.code) ? error.message : tried && !checked.ok ? checked.message : undefined
  const codeMessage = error && SMS_CODE_ERRORS.includes(error.code) ? error.message : undefined
  const formMessage = error && !SMS_CODE_ERRORS.includes(error.code) && !PHONE_ERRORS.includes(error.code) ? error.message : undefined
  const country = countries.find((item) => item.code === countryCode)

  async function send(how: (input: PhoneNumberInput) => Promise<PhoneCodeSent | null>, voice: boolean) {
    if (!checked.ok || !guard()) return null
    const result = await how({ countryCode, phone: checked.value })
    if (result) setSent({ sentTo: result.sentTo, dailyLeft: result.dailyLeft, voice })
    return result
  }

  async function submit() {
    setTried(true)
    if (!checked.ok || !/^\d{6}$/.test(code) || !guard()) return
    const done = await onSubmit({ countryCode, phone: checked.value, smsCode: code })
    if (!done) {
      setCode('')
      setTried(false)
    }
  }

  return (
    <>
      <FieldGroup title={title}>
        <TextField
          label="手机号"
          value={phone}
          onValueChange={(typed) => setPhone(countryCode === '+86' ? mobileDigits(typed) : normalizeDigits(typed, { maxLength: 15 }))}
          error={phoneMessage}
          placeholder="请输入手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          leading={
            <button className="phone-form__code" type="button" onClick={() => setPicking(true)} aria-label={`国家或地区：${country?.name ?? countryCode} ${countryCode}`}>
              {countryCode} ▾
            </button>
          }
        />
        <SmsCodeField
          value={code}
          onChange={(text) => setCode(text)}
          showErrors={tried}
          sendDisabled={!checked.ok}
          error={codeMessage}
          hint={sent ? `${sent.voice ? `将致电${sent.sentTo}播报验证码，请留意来电` : `验证码已发送至${sent.sentTo}`}，今日还可发送${sent.dailyLeft}次` : undefined}
          onSend={() => send(onSend, false)}
          onSendVoice={onSendVoice && (() => send(onSendVoice, true))}
        />
      </FieldGroup>
      {children}
      {formMessage ? (
        <Notice tone="error">
          {formMessage}
        </Notice>
      ) : null}
      <div className="form-page__actions">
        <Button block onClick={() => void submit()} loading={submitting}>
          {submitting ? submittingText : submitText}
        </Button>
      </div>
      <ActionSheet
        open={picking}
        title="选择国家或地区"
        onClose={() => setPicking(false)}
        actions={countries.map((item) => ({ key: item.code, label: `${item.name} ${item.code}` }))}
        onSelect={(key) => {
          setCountryCode(key)
          setPicking(false)
        }}
      />
    </>
  )
}
