import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PinInput, type PinInputProps } from './PinInput'

/** PinInput is controlled; this host owns the value like a page does. */
function Host(props: Partial<PinInputProps> & { onValue?: (value: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <PinInput
      label="请输入密码"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onValue?.(next)
      }}
    />
  )
}

const cellsOf = (container: HTMLElement) => [...container.querySelectorAll('.pin-input__cell')]

describe('PinInput', () => {
  it('is one labelled numeric text field with the attributes phones and autofill need', () => {
    render(<Host />)
    const input = screen.getByLabelText('请输入密码')
    expect(input.tagName).toBe('INPUT')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    // No maxlength: the browser would cut a paste to 4 characters before the non-digits are dropped.
    expect(input.hasAttribute('maxlength')).toBe(false)
    expect(input.getAttribute('pattern')).toBe('[0-9]*')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(screen.getAllByRole('textbox')).toHaveLength(1)
  })

  it('draws four cells that screen readers skip', () => {
    const { container } = render(<Host />)
    expect(cellsOf(container)).toHaveLength(4)
    expect(container.querySelector('.pin-input__cells')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('keeps only digits and calls onComplete once with the four of them', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    const { container } = render(<Host onComplete={onComplete} />)
    await user.type(screen.getByLabelText('请输入密码'), '1a2 3-4')
    expect(screen.getByLabelText<HTMLInputElement>('请输入密码').value).toBe('1234')
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('1234')
    expect(container.querySelectorAll('.pin-input__cell--filled')).toHaveLength(4)
  })

  it('does not complete before the fourth digit', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    const onValue = vi.fn()
    render(<Host onComplete={onComplete} onValue={onValue} />)
    await user.type(screen.getByLabelText('请输入密码'), '987')
    expect(onValue).toHaveBeenLastCalledWith('987')
    expect(onComplete).not.toHaveBeenCalled()
  })

  it('ignores a fifth digit', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    render(<Host onComplete={onComplete} />)
    await user.type(screen.getByLabelText('请输入密码'), '12345')
    expect(screen.getByLabelText<HTMLInputElement>('请输入密码').value).toBe('1234')
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('takes a pasted PIN', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    render(<Host onComplete={onComplete} />)
    await user.click(screen.getByLabelText('请输入密码'))
    await user.paste('9876')
    expect(onComplete).toHaveBeenCalledWith('9876')
  })

  it('drops what is not a digit from a paste', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Host onValue={onValue} />)
    await user.click(screen.getByLabelText('请输入密码'))
    await user.paste('9a7')
    expect(onValue).toHaveBeenLastCalledWith('97')
  })

  it.each([
    ['PIN: 0427', '0427'],
    ['04-27', '0427'],
    ['０４２７', '0427'],
    ['密码是 0 4 2 7 哦', '0427'],
    ['04271234', '0427'],
  ])('takes the PIN out of a paste of %j before cutting it to four digits', async (pasted, pin) => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    const { container } = render(<Host onComplete={onComplete} reveal />)
    await user.click(screen.getByLabelText('请输入密码'))
    await user.paste(pasted)
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(pin)
    expect(container.querySelector('.pin-input__cells')?.textContent).toBe(pin)
  })

  it('takes full-width digits typed with a Chinese input method', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Host onValue={onValue} />)
    await user.type(screen.getByLabelText('请输入密码'), '０４２')
    expect(onValue).toHaveBeenLastCalledWith('042')
  })

  it('deletes with Backspace', async () => {
    const user = userEvent.setup()
    const { container } = render(<Host />)
    await user.type(screen.getByLabelText('请输入密码'), '12{Backspace}')
    expect(container.querySelectorAll('.pin-input__cell--filled')).toHaveLength(1)
  })

  it('masks digits with dots unless asked to reveal them', async () => {
    const user = userEvent.setup()
    const { container, unmount } = render(<Host />)
    await user.type(screen.getByLabelText('请输入密码'), '57')
    expect(container.querySelector('.pin-input__cells')?.textContent).toBe('')
    expect(container.querySelectorAll('.pin-input__dot')).toHaveLength(2)
    unmount()
    const revealed = render(<Host reveal />)
    await user.type(screen.getByLabelText('请输入密码'), '57')
    expect(revealed.container.querySelector('.pin-input__cells')?.textContent).toBe('57')
  })

  it('shows an error as an alert tied to the input', () => {
    render(<PinInput label="请输入密码" value="" onChange={() => {}} error="密码错误，请重新输入" />)
    const input = screen.getByLabelText('请输入密码')
    expect(screen.getByRole('alert').textContent).toBe('密码错误，请重新输入')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '密码错误，请重新输入',
    )
  })

  it('clears when the parent resets the value, and then takes a new PIN', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    function Clearing() {
      const [value, setValue] = useState('')
      return (
        <PinInput
          label="请输入密码"
          value={value}
          onChange={setValue}
          onComplete={(pin) => {
            onComplete(pin)
            setValue('')
          }}
        />
      )
    }
    const { container } = render(<Clearing />)
    const input = screen.getByLabelText<HTMLInputElement>('请输入密码')
    await user.type(input, '1111')
    expect(input.value).toBe('')
    expect(container.querySelectorAll('.pin-input__cell--filled')).toHaveLength(0)
    await user.type(input, '2222')
    expect(onComplete.mock.calls).toEqual([['1111'], ['2222']])
  })

  it('takes no input when disabled', async () => {
    const user = userEvent.setup()
    const onValue = vi.fn()
    render(<Host disabled onValue={onValue} />)
    await user.type(screen.getByLabelText('请输入密码'), '12')
    expect(onValue).not.toHaveBeenCalled()
  })
})
