import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AgreementCheckbox } from './AgreementCheckbox'

const AGREEMENTS = [
  { key: 'user', title: '用户服务协议' },
  { key: 'privacy', title: '隐私政策' },
]

function Consent({ onOpen = vi.fn(), error }: { onOpen?: (key: string) => void; error?: string }) {
  const [checked, setChecked] = useState(false)
  return <AgreementCheckbox checked={checked} onChange={setChecked} agreements={AGREEMENTS} onOpen={onOpen} error={error} />
}

const checkbox = () => screen.getByRole('checkbox') as HTMLInputElement

describe('AgreementCheckbox', () => {
  it('starts unchecked and is named by the whole sentence', () => {
    render(<Consent />)
    expect(checkbox().checked).toBe(false)
    expect(checkbox().getAttribute('aria-labelledby')?.split(' ')).toHaveLength(3)
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意 《用户服务协议》 《隐私政策》' })).toBeTruthy()
  })

  it('is checked by a tap on the box or on the words before the titles', async () => {
    render(<Consent />)
    await userEvent.click(checkbox())
    expect(checkbox().checked).toBe(true)
    await userEvent.click(screen.getByText('我已阅读并同意'))
    expect(checkbox().checked).toBe(false)
  })

  it('opens an agreement through the page’s handler, without ticking the box', async () => {
    const onOpen = vi.fn()
    render(<Consent onOpen={onOpen} />)
    await userEvent.click(screen.getByRole('button', { name: '《隐私政策》' }))
    expect(onOpen).toHaveBeenCalledWith('privacy')
    expect(checkbox().checked).toBe(false)
    expect(screen.getByText('和')).toBeTruthy()
  })

  it('shows why the form cannot go on', () => {
    render(<Consent error="请先阅读并同意协议" />)
    expect(screen.getByRole('alert').textContent).toBe('请先阅读并同意协议')
    expect(checkbox().getAttribute('aria-invalid')).toBe('true')
  })
})
