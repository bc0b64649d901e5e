import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PhoneSmsForm } from './PhoneSmsForm'

/** The form as /login and /oauth/phone/newphone show it; the country codes come from the simulator or the default. */
function renderForm() {
  render(
    <PhoneSmsForm title="手机号登录" submitText="登录" submittingText="正在登录…" submitting={false} onSend={vi.fn(async () => null)} onSubmit={vi.fn(async () => true)} error={null} />,
  )
  return screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement
}

describe('PhoneSmsForm’s number, by the rule of every numeric field', () => {
  it.each([
    ['+86 138-0013-8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['１３８ ００１３ ８０００', '13800138000'],
  ])('keeps the mainland number of %j: %j', (typed, kept) => {
    const field = renderForm()
    fireEvent.change(field, { target: { value: typed } })
    expect(field.value).toBe(kept)
  })
})
