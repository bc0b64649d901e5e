import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useRedPacketState } from './useRedPacketState'

describe('useRedPacketState', () => {
  it('keeps the state when the packet id is first read, so a tap made before it stays', () => {
    const { result, rerender } = renderHook(({ id }: { id?: string }) => useRedPacketState(id), { initialProps: {} })
    const before = result.current.state
    before.status.open = 'loading'
    rerender({ id: 'rp_a' })
    expect(result.current.state).toBe(before)
    expect(result.current.snap.status.open).toBe('loading')
  })

  it('starts a fresh state when the id changes to another packet', () => {
    const { result, rerender } = renderHook(({ id }: { id?: string }) => useRedPacketState(id), { initialProps: { id: 'rp_a' } })
    const first = result.current.state
    first.packet.state = 0
    first.packet.amount = 188
    rerender({ id: 'rp_b' })
    expect(result.current.state).not.toBe(first)
    expect(result.current.snap.packet).toEqual({ amount: null, state: undefined, tipMsg: '' })
    rerender({ id: 'rp_b' })
    expect(result.current.state).not.toBe(first)
  })
})
