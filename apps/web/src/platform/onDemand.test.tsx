import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { overlays } from '../state/overlays'
import { onDemand, useOnDemand, useOnDemandOverlay, type OnDemand } from './onDemand'

/** A load the test settles by hand. */
function manualLoad<T>() {
  const calls: { resolve: (value: T) => void; reject: (cause: unknown) => void }[] = []
  const load = vi.fn(() => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })))
  return { load, calls }
}

afterEach(() => {
  overlays.toast = null
})

describe('onDemand', () => {
  it('loads once for every ask, and keeps what it loaded', async () => {
    const { load, calls } = manualLoad<string>()
    const part = onDemand(load)
    expect(part.current).toBeUndefined()
    const first = part.load()
    const second = part.load()
    expect(load).toHaveBeenCalledTimes(1)
    calls[0]!.resolve('step')
    expect(await first).toBe('step')
    expect(await second).toBe('step')
    expect(part.current).toBe('step')
    await part.load()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load, so the next ask loads again', async () => {
    const { load, calls } = manualLoad<string>()
    const part = onDemand(load)
    const failed = part.load()
    calls[0]!.reject(new Error('offline'))
    await expect(failed).rejects.toThrow('offline')
    expect(part.current).toBeUndefined()
    const again = part.load()
    expect(load).toHaveBeenCalledTimes(2)
    calls[1]!.resolve('step')
    expect(await again).toBe('step')
  })
})

function Step({ part, wanted }: { part: OnDemand<string>; wanted: boolean }) {
  const { value, failed, retry } = useOnDemand(part, wanted)
  if (value) return <p>{value}</p>
  if (failed) {
    return (
      <button type="button" onClick={retry}>
        重试
      </button>
    )
  }
  return <p>加载中</p>
}

describe('useOnDemand', () => {
  it('asks for nothing until wanted, then shows the part once it is there', async () => {
    const { load, calls } = manualLoad<string>()
    const part = onDemand(load)
    const { rerender } = render(<Step part={part} wanted={false} />)
    expect(load).not.toHaveBeenCalled()
    rerender(<Step part={part} wanted />)
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('加载中')).toBeTruthy()
    await act(async () => calls[0]!.resolve('第三步'))
    expect(screen.getByText('第三步')).toBeTruthy()
  })

  it('says a failed load in place and loads again on 重试, keeping the page', async () => {
    const { load, calls } = manualLoad<string>()
    const part = onDemand(load)
    function Page() {
      const [typed, setTyped] = useState('')
      return (
        <>
          <input aria-label="姓名" value={typed} onChange={(event) => setTyped(event.target.value)} />
          <Step part={part} wanted />
        </>
      )
    }
    render(<Page />)
    await userEvent.type(screen.getByLabelText('姓名'), '张三')
    await act(async () => calls[0]!.reject(new Error('offline')))
    await userEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByText('加载中')).toBeTruthy()
    await act(async () => calls[1]!.resolve('第三步'))
    expect(screen.getByText('第三步')).toBeTruthy()
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三')
  })

  it('shows a part loaded before at once, without asking again', async () => {
    const part = onDemand(() => Promise.resolve('第二步'))
    await part.load()
    render(<Step part={part} wanted />)
    expect(screen.getByText('第二步')).toBeTruthy()
  })
})

function Sheet({ part }: { part: OnDemand<string> }) {
  const [open, setOpen] = useState(false)
  const Panel = useOnDemandOverlay(part, open, () => setOpen(false))
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        选择
      </button>
      <p>{open ? 'open' : 'shut'}</p>
      {open && Panel ? <div role="dialog">{Panel}</div> : null}
    </>
  )
}

describe('useOnDemandOverlay', () => {
  it('opens once its code is there', async () => {
    const { load, calls } = manualLoad<string>()
    render(<Sheet part={onDemand(load)} />)
    await userEvent.click(screen.getByRole('button', { name: '选择' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(async () => calls[0]!.resolve('选项'))
    expect(screen.getByRole('dialog').textContent).toBe('选项')
  })

  it('stays shut when its code cannot be had, says why, and loads again on the next open', async () => {
    const { load, calls } = manualLoad<string>()
    render(<Sheet part={onDemand(load)} />)
    await userEvent.click(screen.getByRole('button', { name: '选择' }))
    await act(async () => calls[0]!.reject(new Error('offline')))
    expect(screen.getByText('shut')).toBeTruthy()
    expect(overlays.toast?.message).toBe('网络不给力，请稍后重试')
    await userEvent.click(screen.getByRole('button', { name: '选择' }))
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => calls[1]!.resolve('选项'))
    expect(screen.getByRole('dialog').textContent).toBe('选项')
  })
})
