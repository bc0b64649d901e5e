import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { IdNumberField, type IdNumberFieldProps } from './IdNumberField'

function Form({ onId = vi.fn(), check }: { onId?: (id: string | null) => void; check?: IdNumberFieldProps['check'] }) {
  const [text, setText] = useState('')
  return (
    <IdNumberField
      check={check}
      value={text}
      onChange={(next, id) => {
        setText(next)
        onId(id)
      }}
    />
  )
}

const input = () => screen.getByLabelText('身份证号') as HTMLInputElement

describe('IdNumberField', () => {
  it('takes an 18-character number with its GB 11643 check character, x shown as X', async () => {
    const onId = vi.fn()
    render(<Form onId={onId} />)
    await userEvent.type(input(), '11010519491231002x')
    expect(input().value).toBe('11010519491231002X')
    expect(onId).toHaveBeenLastCalledWith('11010519491231002X')
  })

  it('refuses a wrong check character once the field is left', async () => {
    const onId = vi.fn()
    render(<Form onId={onId} />)
    await userEvent.type(input(), '110105194912310021')
    await userEvent.tab()
    expect(onId).toHaveBeenLastCalledWith(null)
    expect(screen.getByText('身份证号有误，请核对后重新输入')).toBeTruthy()
  })

  it('holds the number to the page’s rule when it gives one, and says only that rule’s message', async () => {
    const onId = vi.fn()
    const check = (text: string) => (text.startsWith('9') ? { ok: true as const, value: text } : { ok: false as const, message: '证件号码有误' })
    render(<Form onId={onId} check={check} />)
    await userEvent.type(input(), '110105194912310021')
    await userEvent.tab()
    expect(onId).toHaveBeenLastCalledWith(null)
    expect(screen.getByText('证件号码有误')).toBeTruthy()
    expect(screen.queryByText('身份证号有误，请核对后重新输入')).toBeNull()
  })

  it('refuses the 15-digit old form with its own message', async () => {
    render(<Form />)
    await userEvent.type(input(), '110105491231002')
    await userEvent.tab()
    expect(screen.getByText('不支持15位旧身份证号，请输入18位身份证号')).toBeTruthy()
  })

  it('is never remembered by autofill and keeps at most 18 characters of what is typed', async () => {
    render(<Form />)
    expect(input().getAttribute('autocomplete')).toBe('off')
    await userEvent.type(input(), '1101051949123100201')
    expect(input().value).toBe('110105194912310020')
  })

  it('reads a paste with spaces and a small x as the 18 characters: filtered, then cut (issue 13)', async () => {
    const onId = vi.fn()
    render(<Form onId={onId} />)
    input().focus()
    await userEvent.paste('身份证 110105 19491231 002x')
    expect(input().value).toBe('11010519491231002X')
    expect(onId).toHaveBeenLastCalledWith('11010519491231002X')
    expect(input().hasAttribute('maxlength')).toBe(false)
  })
})
