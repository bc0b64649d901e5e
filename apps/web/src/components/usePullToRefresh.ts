import { useEffect, useRef, useState, type RefObject, type TouchEvent } from 'react'

/** idle; pulled down but not far enough; far enough to refresh on release; refreshing. */
export type PullPhase = 'idle' | 'pulling' | 'ready' | 'refreshing'

/** The content follows the finger at half its speed: the pull feels elastic, as on native lists. */
const RESISTANCE = 0.5
/** How far (after resistance) the content must come down for a release to refresh. */
const PULL_THRESHOLD_PX = 56
/** The furthest the content comes down. */
const MAX_PULL_PX = 96

export interface PullToRefresh {
  phase: PullPhase
  /** The element that moves down with the finger (the indicator above it, then the list). */
  trackRef: RefObject<HTMLDivElement | null>
  /** Spread on the element that takes the touches. */
  handlers: {
    onTouchStart: (event: TouchEvent) => void
    onTouchMove: (event: TouchEvent) => void
    onTouchEnd: () => void
    onTouchCancel: () => void
  }
}

/** How far the page (or the nearest scrolling box around `element`) is scrolled down. */
function scrolledBy(element: HTMLElement): number {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node.scrollTop
  }
  return window.scrollY
}

/**
 * Pull-to-refresh by touch: a drag down that starts while the list is scrolled to the top moves the track with
 * the finger; released past {@link PULL_THRESHOLD_PX} it calls `onRefresh` and holds the indicator until the
 * promise settles (a rejection ends it too). The distance is written to the track's style, not to state, so a
 * long list does not re-render on every touchmove; only the phase is state. The page behind cannot bounce or
 * reload meanwhile: the body has `overscroll-behavior: none` (src/styles/global.css).
 *
 * @example
 * const pull = usePullToRefresh(onRefresh)
 * <div {...pull.handlers}><div ref={pull.trackRef}>…</div></div>
 */
export function usePullToRefresh(onRefresh: (() => Promise<unknown>) | undefined): PullToRefresh {
  const [phase, setPhase] = useState<PullPhase>('idle')
  const trackRef = useRef<HTMLDivElement>(null)
  const gesture = useRef<{ startY: number; pull: number } | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  function moveTrack(px: number, animate: boolean) {
    const track = trackRef.current
    if (!track) return
    track.style.transition = animate ? '' : 'none'
    track.style.transform = px > 0 ? `translateY(${px}px)` : ''
  }

  async function refresh(run: () => Promise<unknown>) {
    setPhase('refreshing')
    moveTrack(PULL_THRESHOLD_PX, true)
    try {
      await run()
    } catch {
      // The page shows its own failure (the list's error state); the indicator only has to go away.
    }
    if (!mounted.current) return
    moveTrack(0, true)
    setPhase('idle')
  }

  return {
    phase,
    trackRef,
    handlers: {
      onTouchStart(event) {
        const touch = event.touches[0]
        const track = trackRef.current
        if (!onRefresh || phase === 'refreshing' || event.touches.length !== 1 || !touch || !track) return
        if (scrolledBy(track) > 0) return
        gesture.current = { startY: touch.clientY, pull: 0 }
      },
      onTouchMove(event) {
        const current = gesture.current
        const touch = event.touches[0]
        if (!current || !touch) return
        const distance = touch.clientY - current.startY
        current.pull = distance > 0 ? Math.min(distance * RESISTANCE, MAX_PULL_PX) : 0
        moveTrack(current.pull, false)
        setPhase(current.pull >= PULL_THRESHOLD_PX ? 'ready' : current.pull > 0 ? 'pulling' : 'idle')
      },
      onTouchEnd() {
        const current = gesture.current
        gesture.current = null
        if (!current) return
        if (onRefresh && current.pull >= PULL_THRESHOLD_PX) {
          void refresh(onRefresh)
        } else {
          moveTrack(0, true)
          setPhase('idle')
        }
      },
      onTouchCancel() {
        if (!gesture.current) return
        gesture.current = null
        moveTrack(0, true)
        setPhase('idle')
      },
    },
  }
}
