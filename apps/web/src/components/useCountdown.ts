import { useCallback, useState } from 'react'
import { useDeadline } from './useDeadline'

export interface Countdown {
  /** Whole seconds left, 0 when not running. */
  secondsLeft: number
  /** Starts (or restarts) the countdown from `seconds`. */
  start: (seconds: number) => void
}

/** A wait counted from the user's tap, on the phone's own clock (the server gives a duration, not a moment). */
const phoneNow = () => Date.now()

/**
 * A seconds countdown held in state, so a re-render of the page never resets it: the SMS code's 重新发送 wait.
 * It counts against the clock (an end time, `useDeadline`), not by ticks: a webview that throttles timers while
 * in the background still shows the right number when it comes back.
 *
 * @example
 * const { secondsLeft, start } = useCountdown()
 * start(60) // then 59, 58, … 0, one a second
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null)
  const start = useCallback((seconds: number) => setEndsAt(phoneNow() + seconds * 1000), [])
  const msLeft = useDeadline(endsAt, { now: phoneNow })
  return { secondsLeft: Math.ceil(msLeft / 1000), start }
}
