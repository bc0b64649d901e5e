import { useCallback, useEffect, useState } from 'react'

export interface Countdown {
  /** Whole seconds left, 0 when not running. */
  secondsLeft: number
  /** Starts (or restarts) the countdown from `seconds`. */
  start: (seconds: number) => void
}

/**
 * A seconds countdown held in state, so a re-render of the page never resets it. It counts against the clock
 * (an end time), not by ticks: a webview that throttles timers while in the background still shows the right
 * number when it comes back.
 *
 * @example
 * const { secondsLeft, start } = useCountdown()
 * start(60) // then 59, 58, … 0, one a second
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const [now, setNow] = useState(0)

  const start = useCallback((seconds: number) => {
    const startedAt = Date.now()
    setNow(startedAt)
    setEndsAt(startedAt + seconds * 1000)
  }, [])

  useEffect(() => {
    if (endsAt === null) return
    const timer = window.setInterval(() => {
      const time = Date.now()
      setNow(time)
      if (time >= endsAt) setEndsAt(null)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [endsAt])

  return { secondsLeft: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)), start }
}
