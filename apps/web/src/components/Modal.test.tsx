import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Modal } from './Modal'

function Page({ dismissible = true, onClose = vi.fn() }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
        placement="center"
        label="示例"
        dismissible={dismissible}
      >
        <button type="button">第一个</button>
        <button type="button" onClick={() => setOpen(false)}>
          最后一个
        </button>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Page />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens as a modal dialog that takes focus and stops the page scrolling', async () => {
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: '打开' }))
    const dialog = screen.getByRole('dialog', { name: '示例' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(dialog)
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('keeps Tab inside, both ways', async () => {
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: '打开' }))
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '第一个' }))
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '最后一个' }))
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '第一个' }))
    await userEvent.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '最后一个' }))
  })

  it('closes on Escape and gives focus back to the opener, and the page scrolls again', async () => {
    const onClose = vi.fn()
    render(<Page onClose={onClose} />)
    const opener = screen.getByRole('button', { name: '打开' })
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(document.body.style.overflow).toBe('')
  })

  it('closes on a tap outside the panel', async () => {
    const onClose = vi.fn()
    render(<Page onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: '打开' }))
    await userEvent.click(document.querySelector('.modal__backdrop') as HTMLElement)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('stays for Escape and outside taps when not dismissible', async () => {
    const onClose = vi.fn()
    render(<Page dismissible={false} onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: '打开' }))
    await userEvent.keyboard('{Escape}')
    await userEvent.click(document.querySelector('.modal__backdrop') as HTMLElement)
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('lets only the newest of two open panels answer Escape', async () => {
    const outer = vi.fn()
    const inner = vi.fn()
    render(
      <>
        <Modal open onClose={outer} placement="bottom" label="外层">
          <button type="button">外</button>
        </Modal>
        <Modal open onClose={inner} placement="center" label="内层">
          <button type="button">内</button>
        </Modal>
      </>,
    )
    await userEvent.keyboard('{Escape}')
    expect(inner).toHaveBeenCalledTimes(1)
    expect(outer).not.toHaveBeenCalled()
  })
})
