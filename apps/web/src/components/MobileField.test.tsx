import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MobileField } from './MobileField'

function Form({ onMobile = vi.fn() }) {
  const [text, setText] = useState('')
  return (
    <MobileField
      value={text}
      onChange={(next, mobile) => {
        setText(next)
        onMobile(mobile)
      }}
    />
  )
}

const input = () => screen.getByLabelText('手机号') as HTMLInputElement

describe('MobileField', () => {
  it('is a phone-number input behind +86, with autofill', () => {
    render(<Form />)
    expect(input().type).toBe('tel')
    expect(input().getAttribute('autocomplete')).toBe('tel-national')
    expect(screen.getByText('+86')).toBeTruthy()
  })

  it('reports the 11 digits of a mainland number, spaces allowed', async () => {
    const onMobile = vi.fn()
    render(<Form onMobile={onMobile} />)
    await userEvent.type(input(), '138 0013 8000')
    expect(onMobile).toHaveBeenLastCalledWith('13800138000')
  })

  it('refuses a number outside 1[3-9], once the field is left', async () => {
    const onMobile = vi.fn()
    render(<Form onMobile={onMobile} />)
    await userEvent.type(input(), '12800138000')
    expect(onMobile).toHaveBeenLastCalledWith(null)
    await userEvent.tab()
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy()
  })

  it('reads full-width digits', async () => {
    const onMobile = vi.fn()
    render(<Form onMobile={onMobile} />)
    await userEvent.type(input(), '１３８００１３８０００')
    expect(input().value).toBe('13800138000')
    expect(onMobile).toHaveBeenLastCalledWith('13800138000')
  })

  it.each([
    ['+86 138-0013-8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['手机：１３８ ００１３ ８０００', '13800138000'],
  ])('reads a paste of %j as %s: filtered, then cut, never cut first', async (pasted, number) => {
    const onMobile = vi.fn()
    render(<Form onMobile={onMobile} />)
    input().focus()
    await userEvent.paste(pasted)
    expect(onMobile).toHaveBeenLastCalledWith(number)
    expect(input().value).toBe(number)
    expect(input().hasAttribute('maxlength')).toBe(false)
  })
})
