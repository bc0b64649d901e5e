import { checkIdNumber } from '@h5/identity'
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

const input = () => screen.getByLabelText('证件号码') as HTMLInputElement

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
    expect(screen.getByText('证件号码有误，请核对后重新输入')).toBeTruthy()
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
    expect(screen.getByText('不支持15位旧身份证号，请输入18位证件号码')).toBeTruthy()
  })

  // Numbers a looser check once took: a birth year before 1900, and a region code no province has (10).
  it.each(['110105185001011235', '100105199001011230'])(
    'refuses %s as real-name verification does: one ID check in the app',
    async (number) => {
      const onId = vi.fn()
      render(<Form onId={onId} />)
      await userEvent.type(input(), number)
      await userEvent.tab()
      expect(onId).toHaveBeenLastCalledWith(null)
      expect(screen.getByText('证件号码有误，请核对后重新输入')).toBeTruthy()
    },
  )

  it('is never remembered by autofill and keeps at most 18 characters of what is typed', async () => {
    render(<Form />)
    expect(input().getAttribute('autocomplete')).toBe('off')
    await userEvent.type(input(), '1101051949123100201')
    expect(input().value).toBe('110105194912310020')
  })

  it('reads a paste with spaces and a small x as the 18 characters: filtered, then cut', async () => {
    const onId = vi.fn()
    render(<Form onId={onId} />)
    input().focus()
    await userEvent.paste('身份证 110105 19491231 002x')
    expect(input().value).toBe('11010519491231002X')
    expect(onId).toHaveBeenLastCalledWith('11010519491231002X')
    expect(input().hasAttribute('maxlength')).toBe(false)
  })
})

// The field's check is @h5/identity's checkIdNumber (its own tests hold the rule); these are the cases the kit's
// former copy of the rule was tested with, so the field is known to take and refuse them as before, in
// checkIdNumber's words.
describe('the check IdNumberField uses', () => {
  it.each([
    ['11010519491231002X', '11010519491231002X'],
    ['11010519491231002x', '11010519491231002X'],
    ['１１０１０５１９４９１２３１００２ｘ', '11010519491231002X'],
    ['110101 19900307 4477', '110101199003074477'],
  ])('takes %j as %s', (text, value) => {
    expect(checkIdNumber(text)).toMatchObject({ ok: true, value })
  })

  it('refuses a wrong check character', () => {
    expect(checkIdNumber('110105194912310021')).toEqual({ ok: false, message: '证件号码有误，请核对后重新输入' })
    expect(checkIdNumber('11010119900307447X')).toEqual({ ok: false, message: '证件号码有误，请核对后重新输入' })
  })

  it('refuses a birth date that is no calendar day, or before 1900, even with a fitting check character', () => {
    // 1990-02-30, with the check character GB 11643 gives its first 17 digits.
    expect(checkIdNumber(withCheck('11010119900230447'))).toEqual({ ok: false, message: '证件号码有误，请核对后重新输入' })
    // 1900-02-29: 1900 was not a leap year; 2000-02-29 was.
    expect(checkIdNumber(withCheck('11010119000229001')).ok).toBe(false)
    expect(checkIdNumber(withCheck('11010120000229001')).ok).toBe(true)
    // 1880: the former copy took it; real-name verification does not.
    expect(checkIdNumber('440524188001010014').ok).toBe(false)
  })

  it('refuses the 15-digit old form with its own message', () => {
    expect(checkIdNumber('110105491231002')).toEqual({ ok: false, message: '不支持15位旧身份证号，请输入18位证件号码' })
  })

  it.each(['', '  '])('asks for the number when %j is typed', (text) => {
    expect(checkIdNumber(text)).toEqual({ ok: false, message: '请输入证件号码' })
  })

  it.each(['1101051949123100', '1101051949123100201', '11010519491231002Y', 'X10105194912310021'])(
    'asks for 18 characters for %j',
    (text) => {
      expect(checkIdNumber(text)).toEqual({ ok: false, message: '请输入18位证件号码' })
    },
  )
})

/** The first 17 characters with the check character GB 11643 gives them (a second implementation, for tests). */
function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17[index]), 0)
  return first17 + '10X98765432'.charAt(sum % 11)
}
