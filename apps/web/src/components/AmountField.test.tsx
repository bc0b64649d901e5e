import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AmountField } from './AmountField'

function Form({ minFen = 1, maxFen = 20000, showErrors = false, wholeYuan = false, onFen = vi.fn() }) {
  const [text, setText] = useState('')
  return (
    <>
      <AmountField
        label="提现金额"
        value={text}
        onChange={(next, fen) => {
          setText(next)
          onFen(fen)
        }}
        minFen={minFen}
        maxFen={maxFen}
        showErrors={showErrors}
        wholeYuan={wholeYuan}
      />
      <button type="button">下一步</button>
    </>
  )
}

const input = () => screen.getByLabelText('提现金额') as HTMLInputElement

describe('AmountField', () => {
  it('opens the decimal pad and says the unit', () => {
    render(<Form />)
    expect(input().getAttribute('inputmode')).toBe('decimal')
    expect(screen.getByText('元')).toBeTruthy()
  })

  it('keeps the text as typed and reports integer fen', async () => {
    const onFen = vi.fn()
    render(<Form onFen={onFen} />)
    await userEvent.type(input(), '0.01')
    expect(input().value).toBe('0.01')
    expect(onFen).toHaveBeenLastCalledWith(1)
    await userEvent.clear(input())
    await userEvent.type(input(), '12.5')
    expect(input().value).toBe('12.5')
    expect(onFen).toHaveBeenLastCalledWith(1250)
  })

  it('reports null while the text is not an amount, and says why once the field is left', async () => {
    const onFen = vi.fn()
    render(<Form onFen={onFen} />)
    await userEvent.type(input(), '1.005')
    expect(onFen).toHaveBeenLastCalledWith(null)
    expect(screen.queryByText('金额最多两位小数')).toBeNull()
    await userEvent.tab()
    expect(screen.getByText('金额最多两位小数')).toBeTruthy()
    expect(input().getAttribute('aria-invalid')).toBe('true')
  })

  it.each([['1e3'], ['-1']])('refuses %s', async (typed) => {
    const onFen = vi.fn()
    render(<Form onFen={onFen} />)
    await userEvent.type(input(), typed)
    await userEvent.tab()
    expect(onFen).toHaveBeenLastCalledWith(null)
    expect(screen.getByText('请输入正确的金额')).toBeTruthy()
  })

  it('turns full-width digits into plain ones as they are typed', async () => {
    const onFen = vi.fn()
    render(<Form onFen={onFen} />)
    await userEvent.type(input(), '１２．３')
    expect(input().value).toBe('12.3')
    expect(onFen).toHaveBeenLastCalledWith(1230)
  })

  it('drops spaces, as every numeric field does, and reads a Chinese full stop as the point', async () => {
    const onFen = vi.fn()
    render(<Form onFen={onFen} />)
    await userEvent.type(input(), '1 ２０。5')
    expect(input().value).toBe('120.5')
    expect(onFen).toHaveBeenLastCalledWith(12050)
  })

  it('checks the caller’s limits, in fen', async () => {
    const onFen = vi.fn()
    render(<Form minFen={1000} maxFen={5000} onFen={onFen} />)
    await userEvent.type(input(), '9.99')
    await userEvent.tab()
    expect(onFen).toHaveBeenLastCalledWith(null)
    expect(screen.getByText('金额不能少于10.00元')).toBeTruthy()
    await userEvent.clear(input())
    await userEvent.type(input(), '50.01')
    expect(screen.getByText('金额不能超过50.00元')).toBeTruthy()
    await userEvent.clear(input())
    await userEvent.type(input(), '50')
    expect(onFen).toHaveBeenLastCalledWith(5000)
    expect(input().getAttribute('aria-invalid')).toBeNull()
  })

  it('says nothing about an empty field left alone, but asks for it once the form was submitted', async () => {
    const { rerender } = render(<Form />)
    await userEvent.click(input())
    await userEvent.tab()
    expect(screen.queryByText('请输入金额')).toBeNull()
    rerender(<Form showErrors />)
    expect(screen.getByText('请输入金额')).toBeTruthy()
  })

  it('shows a message from the server as is', () => {
    render(<AmountField label="提现金额" value="100" onChange={() => undefined} minFen={1} maxFen={20000} error="超出今日可提现额度" />)
    expect(screen.getByText('超出今日可提现额度')).toBeTruthy()
  })

  it('takes whole yuan only when asked: the digit pad, and 10.99 refused rather than paid for 10', async () => {
    const onFen = vi.fn()
    render(<Form wholeYuan minFen={100} maxFen={500_000} onFen={onFen} />)
    expect(input().getAttribute('inputmode')).toBe('numeric')
    await userEvent.type(input(), '10.99')
    expect(onFen).toHaveBeenLastCalledWith(null)
    await userEvent.tab()
    expect(screen.getByText('请输入整数金额')).toBeTruthy()
    await userEvent.clear(input())
    await userEvent.type(input(), '10')
    expect(onFen).toHaveBeenLastCalledWith(1000)
  })
})
