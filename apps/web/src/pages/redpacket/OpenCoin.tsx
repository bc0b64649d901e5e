import { useState, type PointerEvent } from 'react'
import './OpenCoin.css'

/** Whether a pointer released at this point is still over the coin (then its click follows). */
function releasedOver(event: PointerEvent<HTMLButtonElement>): boolean {
  const { left, right, top, bottom } = event.currentTarget.getBoundingClientRect()
  return event.clientX >= left && event.clientX <= right && event.clientY >= top && event.clientY <= bottom
}

/**
 * The gold 开 coin: a real button that turns (rotateY) while the open request is in flight; with reduced
 * motion it glows instead. It stays tappable while turning: @h5/redpacket sends one open at a time, so a
 * second tap costs nothing.
 *
 * It starts turning when the finger touches it, not when the finger lifts: a finger rests 50–150 ms on a
 * tap, and a click, which comes after the lift, would leave the coin still that long (README "Performance"). The prerendered page's inline script does the same before the app runs (`data-held-tap`,
 * OpenCoin.css). A touch that becomes a scroll or a long press, or that lifts off the coin, stops it: no click
 * follows, so nothing opens. The click itself hands over to `turning`, which the page sets in the same event.
 *
 * @example
 * <OpenCoin turning={snap.status.open === 'loading'} onOpen={open} />
 */
export function OpenCoin({ turning, onOpen }: { turning: boolean; onOpen: () => void }) {
  const [pressed, setPressed] = useState(false)
  const release = () => setPressed(false)
  return (
    <button
      className={turning || pressed ? 'rp-coin rp-coin--turning' : 'rp-coin'}
      type="button"
      aria-label={turning ? '正在开红包' : '开红包'}
      aria-busy={turning}
      onPointerDown={(event) => setPressed(event.button === 0)}
      onPointerUp={(event) => {
        if (!releasedOver(event)) release()
      }}
      onPointerCancel={release}
      onContextMenu={release}
      onClick={() => {
        release()
        onOpen()
      }}
    >
      <span className="rp-coin__face" aria-hidden="true">
        开
      </span>
    </button>
  )
}
