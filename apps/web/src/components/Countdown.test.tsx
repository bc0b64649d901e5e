import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverClock, serverNow } from '../platform/serverClock'
import { Countdown } from './Countdown'

const PHONE_NOW = Date.UTC(2026, 10, 24, 8, 0, 0)
/** The server's clock runs an hour ahead of this phone's (a phone set wrong). */
const SERVER_AHEAD_MS = 60 * 60 * 1000

const timer = () => screen.getByRole('timer')
const run = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers({ now: PHONE_NOW })
  // An answer of the API said so: sent and received at the same moment, the server an hour ahead.
  serverClock.record(PHONE_NOW + SERVER_AHEAD_MS, PHONE_NOW, PHONE_NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Countdown', () => {
  it('counts to a deadline on the server’s clock, not the phone’s', () => {
    render(<Countdown endsAt={serverNow() + 90_000} label="距结束" />)
    // On the phone's clock the deadline would be an hour and 90 s away.
    expect(timer().textContent).toBe('距结束00:01:30')
  })

  it('turns each second with the clock, without drifting when a timer fires late', () => {
    render(<Countdown endsAt={serverNow() + 10_000} />)
    run(1000)
    expect(timer().textContent).toBe('00:00:09')
    // The page was busy: the next timer fires 2.5 s late. The figure follows the clock, not the count of ticks
    // (a tick counter would say 00:00:08), and the next wake lands on the clock's next second again.
    vi.setSystemTime(Date.now() + 2500)
    run(1000)
    expect(timer().textContent).toBe('00:00:06')
    run(499)
    expect(timer().textContent).toBe('00:00:06')
    run(1)
    expect(timer().textContent).toBe('00:00:05')
  })

  it('stops at zero and calls onEnd once', () => {
    const onEnd = vi.fn()
    render(<Countdown endsAt={serverNow() + 3000} onEnd={onEnd} endedText="已结束" />)
    run(2999)
    expect(timer().textContent).toBe('00:00:01')
    expect(onEnd).not.toHaveBeenCalled()
    run(1)
    expect(timer().textContent).toBe('已结束')
    run(10_000)
    expect(onEnd).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('is right at once when the tab wakes from sleep, where its timers did not run', () => {
    const onEnd = vi.fn()
    render(<Countdown endsAt={serverNow() + 60_000} onEnd={onEnd} />)
    // The tab slept 45 s in the background: no timer ran.
    vi.setSystemTime(Date.now() + 45_000)
    act(() => {
      fireEvent(document, new Event('visibilitychange'))
    })
    expect(timer().textContent).toBe('00:00:15')
    // It slept past the deadline: it ends as soon as it is shown again.
    vi.setSystemTime(Date.now() + 60_000)
    act(() => {
      fireEvent(window, new Event('pageshow'))
    })
    expect(timer().textContent).toBe('00:00:00')
    expect(onEnd).toHaveBeenCalledTimes(1)
  })

  it('ends at once for a deadline already passed, and shows days for a far one', () => {
    const onEnd = vi.fn()
    const { rerender } = render(<Countdown endsAt={serverNow() - 1} onEnd={onEnd} endedText="活动已结束" />)
    expect(timer().textContent).toBe('活动已结束')
    expect(onEnd).toHaveBeenCalledTimes(1)
    rerender(<Countdown endsAt={serverNow() + 2 * 86_400_000 + 3_723_000} onEnd={onEnd} />)
    expect(timer().textContent).toBe('2天 01:02:03')
  })

  it('calls nothing after it is gone', () => {
    const onEnd = vi.fn()
    const { unmount } = render(<Countdown endsAt={serverNow() + 2000} onEnd={onEnd} />)
    unmount()
    run(5000)
    expect(onEnd).not.toHaveBeenCalled()
  })
})
