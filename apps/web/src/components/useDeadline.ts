import { useEffect, useRef, useState } from 'react'
import { serverNow } from '../platform/serverClock'

export interface DeadlineOptions {
  /** The clock the deadline is on: the server's (`serverNow`, default), or the phone's (`Date.now`) for a wait counted from a tap. */
  now?: () => number
  /** Called once when the deadline comes (at once when it has passed already); not after unmount. */
  onEnd?: () => void
}

const SECOND_MS = 1000

/**
 * The milliseconds left until `endsAt` (unix milliseconds on `now`'s clock; `null` for no deadline: 0), for a
 * countdown (docs/ui-kit.md, "Countdown"). It never counts ticks: each wake reads the clock again, and sleeps
 * until the next whole second of what is left, so the figure never drifts from the clock, however late a timer
 * fires. When the tab comes back from the background (`visibilitychange`, `pageshow`), where timers are
 * throttled or stopped, it reads the clock at once. At the deadline it stops, at 0, and calls `onEnd` once.
 *
 * @example
 * const msLeft = useDeadline(offer.endsAt, { onEnd: reload })
 */
export function useDeadline(endsAt: number | null, { now = serverNow, onEnd }: DeadlineOptions = {}): number {
  const [msLeft, setMsLeft] = useState(() => (endsAt === null ? 0 : Math.max(0, endsAt - now())))
  const onEndRef = useRef(onEnd)
  useEffect(() => {
    onEndRef.current = onEnd
  })

  useEffect(() => {
    if (endsAt === null) {
      setMsLeft(0)
      return
    }
    let timer: number | undefined
    let over = false
    function wake() {
      window.clearTimeout(timer)
      if (over) return
      const left = Math.max(0, endsAt! - now())
      setMsLeft(left)
      if (left === 0) {
        over = true
        onEndRef.current?.()
        return
      }
      // Until the figure's next second: a timer never fires early, and one that fires a little early just wakes
      // again for the rest.
      timer = window.setTimeout(wake, left % SECOND_MS || SECOND_MS)
    }
    const wakeWhenShown = () => {
      if (document.visibilityState === 'visible') wake()
    }
    wake()
    document.addEventListener('visibilitychange', wakeWhenShown)
    window.addEventListener('pageshow', wakeWhenShown)
    return () => {
      over = true
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', wakeWhenShown)
      window.removeEventListener('pageshow', wakeWhenShown)
    }
  }, [endsAt, now])

  return msLeft
}
