import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SendForm } from './SendForm'

function renderForm(onSend = vi.fn(async () => true), props: { busy?: boolean; failure?: string } = {}) {
  render(<SendForm busy={props.busy ?? false} failure={props.failure} onSend={onSend} />)
  return { onSend, user: userEvent.setup() }
}

const submit = () => screen.getByRole('button', { name: '塞钱进红包' })

describe('SendForm', () => {
  it('has labelled inputs with the phone keyboards for money and counts', () => {
    renderForm()
    expect(screen.getByLabelText('总金额').getAttribute('inputmode')).toBe('decimal')
    expect(screen.getByLabelText('红包个数').getAttribute('inputmode')).toBe('numeric')
    expect(screen.getByLabelText('祝福语').getAttribute('placeholder')).toBe('恭喜发财，大吉大利')
  })

  it('sends nothing for an empty form, names both missing fields and focuses the first', async () => {
    const { onSend, user } = renderForm()
    await user.click(submit())
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByText('请输入红包金额')).toBeTruthy()
    expect(screen.getByText('请输入红包个数')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('总金额'))
    const describedBy = screen.getByLabelText('总金额').getAttribute('aria-describedby')
    expect(describedBy).toBe('rp-send-amount-note')
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('请输入红包金额')
  })

  it('says nothing about a field left empty, and checks one left filled', async () => {
    const { user } = renderForm()
    await user.click(screen.getByLabelText('总金额'))
    await user.tab()
    expect(screen.queryByText('请输入红包金额')).toBeNull()
    await user.type(screen.getByLabelText('红包个数'), '0')
    await user.tab()
    expect(screen.getByText('红包个数须为1到100的整数')).toBeTruthy()
  })

  it('counts the greeting in characters and flags more than 25', async () => {
    const { user } = renderForm()
    await user.type(screen.getByLabelText('祝福语'), '😀'.repeat(26))
    await user.tab()
    expect(screen.getByText('26/25')).toBeTruthy()
    expect(screen.getByText('祝福语不能超过25个字')).toBeTruthy()
  })

  it('shows the total as typed and sends the form as typed, then clears it', async () => {
    const { onSend, user } = renderForm()
    await user.type(screen.getByLabelText('总金额'), '8.8')
    expect(screen.getByText('8.80')).toBeTruthy()
    await user.type(screen.getByLabelText('红包个数'), '4')
    await user.type(screen.getByLabelText('祝福语'), '周末快乐')
    await user.click(submit())
    expect(onSend).toHaveBeenCalledWith({ amount: '8.8', count: '4', greeting: '周末快乐' })
    expect((screen.getByLabelText('总金额') as HTMLInputElement).value).toBe('')
  })

  it.each([
    ['¥8.88元', '8.88'],
    ['８．８８', '8.88'],
    ['8。88', '8.88'],
    ['1,000.50', '1000.50'],
    ['.5', '0.5'],
    ['-3', '3'],
  ])('keeps the yuan amount of a paste of %j: %j', async (pasted, kept) => {
    const { user } = renderForm()
    await user.click(screen.getByLabelText('总金额'))
    await user.paste(pasted)
    expect((screen.getByLabelText('总金额') as HTMLInputElement).value).toBe(kept)
  })

  it('takes a second point typed into the amount as nothing', async () => {
    const { user } = renderForm()
    await user.type(screen.getByLabelText('总金额'), '8.8.')
    expect((screen.getByLabelText('总金额') as HTMLInputElement).value).toBe('8.8')
  })

  it.each([
    ['5个', '5'],
    ['１０', '10'],
    ['1 0 0', '100'],
  ])('keeps the digits of a count pasted as %j: %j', async (pasted, kept) => {
    const { user } = renderForm()
    await user.click(screen.getByLabelText('红包个数'))
    await user.paste(pasted)
    expect((screen.getByLabelText('红包个数') as HTMLInputElement).value).toBe(kept)
  })

  it('keeps a count over the limit as typed, so its message names the limit instead of a silent cut', async () => {
    const { user } = renderForm()
    await user.type(screen.getByLabelText('红包个数'), '1000')
    await user.tab()
    expect((screen.getByLabelText('红包个数') as HTMLInputElement).value).toBe('1000')
    expect(screen.getByText('红包个数须为1到100的整数')).toBeTruthy()
  })

  it('sends a full-width amount and count in ASCII', async () => {
    const { onSend, user } = renderForm()
    await user.type(screen.getByLabelText('总金额'), '８。８')
    await user.type(screen.getByLabelText('红包个数'), '４')
    await user.click(submit())
    expect(onSend).toHaveBeenCalledWith({ amount: '8.8', count: '4', greeting: '' })
  })

  it('keeps the form as typed when the send failed, with the failure as an alert', async () => {
    const { user } = renderForm(vi.fn(async () => false), { failure: '余额不足' })
    await user.type(screen.getByLabelText('总金额'), '999')
    await user.type(screen.getByLabelText('红包个数'), '1')
    await user.click(submit())
    expect((screen.getByLabelText('总金额') as HTMLInputElement).value).toBe('999')
    expect(screen.getByRole('alert').textContent).toBe('余额不足')
  })

  it('is disabled and says so while sending: a tap sends nothing more', async () => {
    const { onSend, user } = renderForm(undefined, { busy: true })
    await user.type(screen.getByLabelText('总金额'), '1')
    await user.type(screen.getByLabelText('红包个数'), '1')
    const button = screen.getByRole('button', { name: '正在发送' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    await user.click(button)
    await user.type(screen.getByLabelText('红包个数'), '{Enter}')
    expect(onSend).not.toHaveBeenCalled()
  })
})
