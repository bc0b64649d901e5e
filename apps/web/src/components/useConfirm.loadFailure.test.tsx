import { act, renderHook, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { overlays } from '../state/overlays'
import { useConfirm } from './useConfirm'

// The dialog's code cannot be had (offline, or a deploy replaced the file).
vi.mock('./ConfirmDialog', () => {
  throw new Error('offline')
})

describe('useConfirm when the dialog cannot load', () => {
  it('answers false, as 取消 would, and a toast says why: nothing a question guards happens unasked', async () => {
    const { result } = renderHook(() => useConfirm())
    let answer: Promise<boolean> = Promise.resolve(true)
    act(() => void (answer = result.current.confirm({ title: '确定离开吗？' })))
    await expect(answer).resolves.toBe(false)
    expect(overlays.toast?.message).toBe('网络不给力，请稍后重试')
    expect(result.current.confirmDialog).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
