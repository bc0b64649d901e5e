import { formatCountdown } from '@h5/format'
import { useDeadline } from './useDeadline'
import './Countdown.css'

export interface CountdownProps {
  /** The deadline, in unix milliseconds on the server's clock (a field of the server's answer). */
  endsAt: number
  /** Before the time (距结束, 剩余). */
  label?: string
  /** Shown instead of `00:00:00` once the deadline has come (已结束). */
  endedText?: string
  /** Called once at the deadline (at once if it has passed already): reload, or move on. */
  onEnd?: () => void
}

/**
 * The time left until a deadline, on the server's clock (docs/ui-kit.md; `serverNow()`, docs/data-layer.md
 * "The server's clock"): `HH:MM:SS`, with days from one day on. It turns with the clock's seconds without
 * drifting, stays right after the tab has slept, and stops at zero with `onEnd`. A `timer`: screen readers read it
 * when asked, not every second.
 *
 * @example
 * <Countdown endsAt={activity.endsAt} label="距结束" endedText="活动已结束" onEnd={reload} />
 */
export function Countdown({ endsAt, label, endedText, onEnd }: CountdownProps) {
  const msLeft = useDeadline(endsAt, { onEnd })
  const ended = msLeft === 0
  return (
    <span className="countdown" role="timer">
      {ended && endedText ? (
        endedText
      ) : (
        <>
          {label ? <span className="countdown__label">{label}</span> : null}
          <span className="countdown__clock">{formatCountdown(msLeft)}</span>
        </>
      )}
    </span>
  )
}
