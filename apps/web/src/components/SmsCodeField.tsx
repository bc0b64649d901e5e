import { useEffect, useRef, useState, type ReactNode } from 'react'
import { TextField } from './TextField'
import { normalizeDigits } from '../platform/normalizeDigits'
import { useCountdown } from './useCountdown'
import { useShownError } from './useShownError'
import { validateSmsCode } from './validateSmsCode'
import './SmsCodeField.css'

/** What the page's send answers: the seconds before a resend (the server's number), or `null` when nothing went out. */
export type SmsSendResult = { resendAfterSeconds: number } | null

export interface SmsCodeFieldProps {
  label?: string
  /** The digits typed so far (the field drops anything else). */
  value: string
  /** Every change: the digits, and the code once it has `length` of them, else `null`. */
  onChange: (text: string, code: string | null) => void
  /**
   * Sends the code (the page calls its API and shows its own failure message). Resolves the seconds the server
   * says to wait before a resend — the countdown's length comes from the caller, never from the field — or
   * `null` when no code went out. A rejection counts as `null`.
   */
  onSend: () => Promise<SmsSendResult>
  /** No send yet, e.g. while the mobile number is not valid. */
  sendDisabled?: boolean
  /** Digits in a code. */
  length?: number
  showErrors?: boolean
  /** A message from the server (e.g. 验证码错误). */
  error?: string
  hint?: ReactNode
  id?: string
  disabled?: boolean
  /**
   * A code read out in a phone call, for an SMS that does not come: once a code went out and the wait is over,
   * the field offers 收不到验证码？语音验证码, which calls this (the server's wait, or `null`) and waits again.
   */
  onSendVoice?: () => Promise<SmsSendResult>
}

/**
 * An SMS verification code: a one-time-code input (the phone offers the code from the SMS) and 获取验证码.
 * A tap sends once (a double tap sends one request); while the server's wait runs the button counts down
 * (`59秒后重发`) and cannot be pressed; then it offers 重新发送, which restarts the countdown, and, with
 * `onSendVoice`, 收不到验证码？语音验证码 under the field. Screen readers hear when a code went out and when a
 * resend is possible, not every second.
 *
 * @example
 * <SmsCodeField value={code.text} onChange={(text, value) => setCode({ text, value })}
 *   sendDisabled={mobile === null}
 *   onSend={async () => { const r = await sendCode(mobile); return r.ok ? { resendAfterSeconds: r.wait } : null }} />
 */
export function SmsCodeField({
  label = '验证码',
  value,
  onChange,
  onSend,
  sendDisabled = false,
  length = 6,
  showErrors = false,
  error,
  hint,
  onSendVoice,
  ...input
}: SmsCodeFieldProps) {
  const { secondsLeft, start } = useCountdown()
  const [sending, setSending] = useState(false)
  /** The last code went out by voice: the announcement says to expect a call. */
  const [byVoice, setByVoice] = useState(false)
  /** The wait the last sent code came with; null before the first code went out. */
  const [lastWait, setLastWait] = useState<number | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const counting = secondsLeft > 0
  const sent = byVoice ? `语音验证码已发出，请留意来电，${lastWait}秒后可重新获取` : `验证码已发送，${lastWait}秒后可重新获取`
  const announcement = lastWait === null ? '' : counting ? sent : '可以重新获取验证码'

  // A tap is a discrete event: React commits `sending` (the button disabled) before the next tap is handled,
  // so a double tap sends once.
  async function send(how: () => Promise<SmsSendResult>, voice: boolean) {
    setSending(true)
    let result: SmsSendResult = null
    try {
      result = await how()
    } catch {
      result = null
    }
    if (!mounted.current) return
    setSending(false)
    if (result === null) return
    setByVoice(voice)
    setLastWait(result.resendAfterSeconds)
    start(result.resendAfterSeconds)
  }

  const shown = useShownError(validateSmsCode(value, length), value, showErrors, error)
  const buttonText = sending ? '发送中…' : counting ? `${secondsLeft}秒后重发` : lastWait !== null ? '重新发送' : '获取验证码'

  const field = (
    <TextField
      {...input}
      label={label}
      value={value}
      onValueChange={(typed) => {
        // Filter, then cut: no maxlength, which would cut a pasted message before its code is found.
        const text = normalizeDigits(typed, { maxLength: length })
        onChange(text, text.length === length ? text : null)
      }}
      onBlur={shown.onBlur}
      error={shown.error}
      hint={hint}
      placeholder={`${length}位验证码`}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      trailing={
        <>
          <button
            className="sms-code-field__send"
            type="button"
            onClick={() => void send(onSend, false)}
            disabled={sendDisabled || sending || counting || input.disabled}
          >
            {buttonText}
          </button>
          <span className="visually-hidden" role="status">
            {announcement}
          </span>
        </>
      }
    />
  )
  if (!onSendVoice || lastWait === null || counting) return field
  return (
    <>
      {field}
      <p className="sms-code-field__voice">
        收不到验证码？
        <button type="button" onClick={() => void send(onSendVoice, true)} disabled={sending || input.disabled}>
          语音验证码
        </button>
      </p>
    </>
  )
}
