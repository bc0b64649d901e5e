import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useConfirm, type UseConfirm } from './useConfirm'

function renderHookPage() {
  const holder: { current?: UseConfirm } = {}
  function Page() {
    const confirm = useConfirm()
    holder.current = confirm
    return <>{confirm.confirmDialog}</>
  }
  render(<Page />)
  return () => holder.current as UseConfirm
}

describe('useConfirm', () => {
  it('resolves true for the confirm and closes the dialog', async () => {
    const hook = renderHookPage()
    let answer: Promise<boolean> = Promise.resolve(false)
    act(() => void (answer = hook().confirm({ title: '确认删除？', confirmText: '删除', danger: true })))
    // The dialog's code loads when the first question is asked (platform/onDemand.ts): it is there a moment after.
    expect(await screen.findByRole('dialog', { name: '确认删除？' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '删除' }))
    await expect(answer).resolves.toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('resolves false for 取消', async () => {
    const hook = renderHookPage()
    let answer: Promise<boolean> = Promise.resolve(true)
    act(() => void (answer = hook().confirm({ title: '确认？' })))
    await userEvent.click(await screen.findByRole('button', { name: '取消' }))
    await expect(answer).resolves.toBe(false)
  })

  it('answers an open question false when a newer one is asked', async () => {
    const hook = renderHookPage()
    let first: Promise<boolean> = Promise.resolve(true)
    act(() => void (first = hook().confirm({ title: '第一个？' })))
    act(() => void hook().confirm({ title: '第二个？' }))
    await expect(first).resolves.toBe(false)
    expect(await screen.findByRole('dialog', { name: '第二个？' })).toBeTruthy()
  })
})
