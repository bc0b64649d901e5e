import { installFakeNative } from '@h5/bridge/testing'
import { createRequestState, runRequest, type RequestState } from '@h5/request'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useServerState } from './useServerState'
import { eventually } from '../../test/eventually'

// Installed before the app bridge's first use in this file, so the page counts as in the app and native can call it.
const native = installFakeNative(window, { platform: 'android' })

/** The server the tests answer by hand: each load asks it once and waits for `answer`. */
function heldServer() {
  const answers: ((balance: number) => void)[] = []
  const load = vi.fn((state: RequestState<number, Error>) =>
    runRequest(state, {
      run: () => new Promise<number>((resolve) => answers.push(resolve)),
      toError: (cause) => (cause instanceof Error ? cause : new Error(String(cause))),
    }),
  )
  return { load, answer: (index: number, balance: number) => act(() => answers[index]!(balance)) }
}

function Balance({ load, label = '余额' }: { load: (state: RequestState<number, Error>) => unknown; label?: string }) {
  const { snap } = useServerState(() => createRequestState<number, Error>(), load)
  return (
    <p>
      {label}：{snap.status === 'done' ? snap.data : snap.status}
    </p>
  )
}

describe('useServerState', () => {
  it('loads once on mount and renders the answer', async () => {
    const server = heldServer()
    render(<Balance load={server.load} />)
    expect(server.load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('余额：loading')).toBeTruthy()
    await server.answer(0, 8888)
    expect(screen.getByText('余额：8888')).toBeTruthy()
  })

  it('keeps one state across renders, and loads it again when native sends pageActive', async () => {
    const server = heldServer()
    const { rerender } = render(<Balance load={server.load} />)
    rerender(<Balance load={server.load} label="可用余额" />)
    expect(server.load).toHaveBeenCalledTimes(1)
    await server.answer(0, 100)

    await expect(native.callPage('onPageActive')).resolves.toEqual({ handled: true })
    await eventually(() => expect(server.load).toHaveBeenCalledTimes(2))
    expect(server.load.mock.calls[1]![0]).toBe(server.load.mock.calls[0]![0])
    await server.answer(1, 60)
    expect(screen.getByText('可用余额：60')).toBeTruthy()
  })

  it('runs the load of the latest render', async () => {
    const first = heldServer()
    const latest = heldServer()
    const { rerender } = render(<Balance load={first.load} />)
    rerender(<Balance load={latest.load} />)
    await native.callPage('onPageActive')
    await eventually(() => expect(latest.load).toHaveBeenCalledTimes(1))
    expect(first.load).toHaveBeenCalledTimes(1)
  })

  it('stops listening on unmount, and an answer still in flight is not written', async () => {
    const server = heldServer()
    const { unmount } = render(<Balance load={server.load} />)
    const state = server.load.mock.calls[0]![0]
    unmount()
    await expect(native.callPage('onPageActive')).resolves.toEqual({ handled: false })
    expect(server.load).toHaveBeenCalledTimes(1)
    await server.answer(0, 8888)
    expect(state.data).toBeNull()
    expect(state.status).toBe('loading')
  })
})
