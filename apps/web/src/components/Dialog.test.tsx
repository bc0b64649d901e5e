import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './ConfirmDialog'
import { Dialog } from './Dialog'

describe('Dialog', () => {
  it('is named by its title, described by its content, with its buttons', async () => {
    const onClick = vi.fn()
    render(
      <Dialog open onClose={vi.fn()} title="提现说明" actions={[{ label: '我知道了', onClick, tone: 'primary' }]}>
        <p>每日可提现一次</p>
      </Dialog>,
    )
    const dialog = screen.getByRole('dialog', { name: '提现说明' })
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('每日可提现一次')
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('stacks three or more buttons', () => {
    const action = (label: string) => ({ label, onClick: vi.fn() })
    render(<Dialog open onClose={vi.fn()} title="选择" actions={[action('一'), action('二'), action('三')]} />)
    expect(screen.getByRole('button', { name: '一' }).parentElement?.className).toContain('dialog__actions--stacked')
  })
})

describe('ConfirmDialog', () => {
  it('puts 取消 first and the confirm second, red when it destroys something', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmDialog open title="确认解绑？" message="解绑后需重新验证" confirmText="解绑" danger onConfirm={onConfirm} onCancel={onCancel} />)
    const [first, second] = screen.getAllByRole('button')
    expect(first?.textContent).toBe('取消')
    expect(second?.textContent).toBe('解绑')
    expect(second?.className).toContain('dialog__action--danger')
    await userEvent.click(screen.getByRole('button', { name: '解绑' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('takes Escape as 取消', async () => {
    const onCancel = vi.fn()
    render(<ConfirmDialog open title="确认？" onConfirm={vi.fn()} onCancel={onCancel} />)
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})
