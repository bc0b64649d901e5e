import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ActionSheet } from './ActionSheet'

const ACTIONS = [
  { key: 'camera', label: '拍照' },
  { key: 'album', label: '从相册选择', description: '支持 JPG、PNG' },
  { key: 'remove', label: '删除', danger: true },
  { key: 'locked', label: '暂不可用', disabled: true },
]

function Page({ onSelect = vi.fn(), title }: { onSelect?: (key: string) => void; title?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        更换头像
      </button>
      <ActionSheet open={open} onClose={() => setOpen(false)} title={title} actions={ACTIONS} onSelect={onSelect} />
    </>
  )
}

describe('ActionSheet', () => {
  it('opens as a dialog named by its title, with each choice a button', async () => {
    render(<Page title="更换头像" />)
    await userEvent.click(screen.getByRole('button', { name: '更换头像' }))
    // The sheet's code loads when it first opens (platform/onDemand.ts): it is there a moment after the tap.
    const sheet = await screen.findByRole('dialog', { name: '更换头像' })
    expect(sheet.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('button', { name: /从相册选择/ }).textContent).toContain('支持 JPG、PNG')
    expect((screen.getByRole('button', { name: '暂不可用' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: '删除' }).className).toContain('action-sheet__action--danger')
  })

  it('is named 请选择 without a title', async () => {
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: '更换头像' }))
    expect(await screen.findByRole('dialog', { name: '请选择' })).toBeTruthy()
  })

  it('closes and reports the choice', async () => {
    const onSelect = vi.fn()
    render(<Page onSelect={onSelect} />)
    await userEvent.click(screen.getByRole('button', { name: '更换头像' }))
    await userEvent.click(await screen.findByRole('button', { name: '拍照' }))
    expect(onSelect).toHaveBeenCalledWith('camera')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes without a choice on 取消, Escape or a tap outside, focus back on the opener', async () => {
    const onSelect = vi.fn()
    render(<Page onSelect={onSelect} />)
    const opener = screen.getByRole('button', { name: '更换头像' })
    await userEvent.click(opener)
    await userEvent.click(await screen.findByRole('button', { name: '取消' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    await userEvent.click(opener)
    await userEvent.click(document.querySelector('.modal__backdrop') as HTMLElement)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onSelect).not.toHaveBeenCalled()
  })
})
