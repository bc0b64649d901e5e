import './OpenCoin.css'

/**
 * The gold 开 coin (DESIGN §9): a real button that turns (rotateY) while the open request is in flight; with
 * reduced motion it glows instead. It stays tappable while turning: @h5/redpacket sends one open at a time, so
 * a second tap costs nothing.
 *
 * @example
 * <OpenCoin turning={snap.status.open === 'loading'} onOpen={open} />
 */
export function OpenCoin({ turning, onOpen }: { turning: boolean; onOpen: () => void }) {
  return (
    <button
      className={turning ? 'rp-coin rp-coin--turning' : 'rp-coin'}
      type="button"
      aria-label={turning ? '正在开红包' : '开红包'}
      aria-busy={turning}
      onClick={onOpen}
    >
      <span className="rp-coin__face" aria-hidden="true">
        开
      </span>
    </button>
  )
}
