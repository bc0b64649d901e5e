import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SmsCodeField, type SmsSendResult } from './SmsCodeField'

function Form({
  onSend,
  sendDisabled = false,
  hint,
  onCode = vi.fn(),
  onSendVoice,
}: {
  onSend: () => Promise<SmsSendResult>
  sendDisabled?: boolean
  hint?: string
  onCode?: (code: string | null) => void
  onSendVoice?: () => Promise<SmsSendResult>
}) {
  const [text, setText] = useState('')
  return (
    <SmsCodeField
      value={text}
      onChange={(next, code) => {
        setText(next)
        onCode(code)
      }}
      onSend={onSend}
      sendDisabled={sendDisabled}
      hint={hint}
      onSendVoice={onSendVoice}
    />
  )
}

/** A send the test answers by hand. */
function heldSend() {
  let answer: (result: SmsSendResult) => void = () => undefined
  const onSend = vi.fn(() => new Promise<SmsSendResult>((resolve) => (answer = resolve)))
  return { onSend, answer: (result: SmsSendResult) => act(async () => answer(result)) }
}

const sendButton = () => screen.getAllByRole('button')[0] as HTMLButtonElement
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('SmsCodeField', () => {
  it('sends once for a double tap and counts down the seconds the caller’s send answered', async () => {
    const send = heldSend()
    render(<Form onSend={send.onSend} />)
    expect(sendButton().textContent).toBe('获取验证码')
    fireEvent.click(sendButton())
    fireEvent.click(sendButton())
    expect(send.onSend).toHaveBeenCalledTimes(1)
    expect(sendButton().textContent).toBe('发送中…')
    expect(sendButton().disabled).toBe(true)

    await send.answer({ resendAfterSeconds: 60 })
    expect(sendButton().textContent).toBe('60秒后重发')
    expect(sendButton().disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('验证码已发送，60秒后可重新获取')
    await tick(1000)
    expect(sendButton().textContent).toBe('59秒后重发')
    await tick(58_000)
    expect(sendButton().textContent).toBe('1秒后重发')
    await tick(1000)
    expect(sendButton().textContent).toBe('重新发送')
    expect(sendButton().disabled).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('可以重新获取验证码')
    // The countdown's timer is gone with it.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('takes the countdown’s length from the caller', async () => {
    const send = heldSend()
    render(<Form onSend={send.onSend} />)
    fireEvent.click(sendButton())
    await send.answer({ resendAfterSeconds: 5 })
    expect(sendButton().textContent).toBe('5秒后重发')
    await tick(5000)
    expect(sendButton().textContent).toBe('重新发送')
  })

  it('keeps counting when the page re-renders', async () => {
    const send = heldSend()
    const { rerender } = render(<Form onSend={send.onSend} />)
    fireEvent.click(sendButton())
    await send.answer({ resendAfterSeconds: 60 })
    await tick(10_000)
    rerender(<Form onSend={send.onSend} hint="验证码已发送至138****8000" />)
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '12' } })
    expect(sendButton().textContent).toBe('50秒后重发')
    await tick(1000)
    expect(sendButton().textContent).toBe('49秒后重发')
  })

  it('restarts the countdown on a resend', async () => {
    const send = heldSend()
    render(<Form onSend={send.onSend} />)
    fireEvent.click(sendButton())
    await send.answer({ resendAfterSeconds: 3 })
    await tick(3000)
    fireEvent.click(sendButton())
    expect(send.onSend).toHaveBeenCalledTimes(2)
    await send.answer({ resendAfterSeconds: 90 })
    expect(sendButton().textContent).toBe('90秒后重发')
    await tick(1000)
    expect(sendButton().textContent).toBe('89秒后重发')
  })

  it('offers a voice code once a code went out and the wait is over, and waits again after it', async () => {
    const send = heldSend()
    const voice = heldSend()
    render(<Form onSend={send.onSend} onSendVoice={voice.onSend} />)
    expect(screen.queryByRole('button', { name: '语音验证码' })).toBeNull()
    fireEvent.click(sendButton())
    await send.answer({ resendAfterSeconds: 60 })
    expect(screen.queryByRole('button', { name: '语音验证码' })).toBeNull()
    await tick(60_000)
    fireEvent.click(screen.getByRole('button', { name: '语音验证码' }))
    expect(voice.onSend).toHaveBeenCalledTimes(1)
    expect(send.onSend).toHaveBeenCalledTimes(1)
    await voice.answer({ resendAfterSeconds: 60 })
    expect(sendButton().textContent).toBe('60秒后重发')
    expect(screen.queryByRole('button', { name: '语音验证码' })).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('语音验证码已发出，请留意来电，60秒后可重新获取')
  })

  it('starts no countdown when nothing went out, or the send threw', async () => {
    const send = heldSend()
    render(<Form onSend={send.onSend} />)
    fireEvent.click(sendButton())
    await send.answer(null)
    expect(sendButton().textContent).toBe('获取验证码')
    expect(sendButton().disabled).toBe(false)

    send.onSend.mockImplementationOnce(() => Promise.reject(new Error('network')))
    await act(async () => fireEvent.click(sendButton()))
    expect(sendButton().textContent).toBe('获取验证码')
    expect(sendButton().disabled).toBe(false)
  })

  it('cannot send while the page says not yet (e.g. no valid mobile number)', () => {
    const send = heldSend()
    render(<Form onSend={send.onSend} sendDisabled />)
    expect(sendButton().disabled).toBe(true)
  })

  it('keeps digits only, at most six, and reports the code once complete', () => {
    const onCode = vi.fn()
    render(<Form onSend={heldSend().onSend} onCode={onCode} />)
    const input = screen.getByLabelText('验证码') as HTMLInputElement
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    fireEvent.change(input, { target: { value: '12a3' } })
    expect(input.value).toBe('123')
    expect(onCode).toHaveBeenLastCalledWith(null)
    fireEvent.change(input, { target: { value: '１２３４５６7' } })
    expect(input.value).toBe('123456')
    expect(onCode).toHaveBeenLastCalledWith('123456')
  })

  it('reads a pasted message as its code: filtered, then cut, never cut first', () => {
    const onCode = vi.fn()
    render(<Form onSend={heldSend().onSend} onCode={onCode} />)
    const field = screen.getByLabelText('验证码') as HTMLInputElement
    // The whole text at once, as a paste lands (the browser would cut it to maxlength first, if there were one).
    fireEvent.change(field, { target: { value: '验证码：１２３４５６，5分钟内有效' } })
    expect(onCode).toHaveBeenLastCalledWith('123456')
    expect(field.value).toBe('123456')
    expect(field.hasAttribute('maxlength')).toBe(false)
  })
})
