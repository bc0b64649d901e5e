import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/** Where each history entry of the tab was scrolled to, by its key (memory only; the oldest goes past 50). */
const positions = new Map<string, number>()
const MAX_POSITIONS = 50
/** How long a restore waits for the page to grow tall enough (a lazy chunk, a list drawn late). */
const RESTORE_FOR_MS = 1000

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    // A malformed escape (`#%E0`) names no element.
    return null
  }
}

/** Scrolls to `top` now, and again as the page grows, until it is reached, the user scrolls, or a second passes. */
function restoreTo(top: number): () => void {
  const until = performance.now() + RESTORE_FOR_MS
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('touchstart', stop)
    window.removeEventListener('wheel', stop)
  }
  const step = () => {
    window.scrollTo(0, top)
    if (Math.abs(window.scrollY - top) > 1 && performance.now() < until) frame = requestAnimationFrame(step)
    else stop()
  }
  window.addEventListener('touchstart', stop, { passive: true })
  window.addEventListener('wheel', stop, { passive: true })
  step()
  return stop
}

/**
 * Scroll on navigation: to the element the hash names when there is one; back (or forward) to an entry of this
 * tab, where that entry was scrolled to (a list the user left for a row's detail: useKeptServerState keeps its
 * rows); else to the top. Runs in a layout effect, after the new page has rendered and before it paints, so the
 * old scroll position never flashes. The browser's own restoration is off: it would fight this rule.
 */
export function useScrollOnNavigation(): void {
  const { key, hash } = useLocation()
  const type = useNavigationType()
  // The entry a scroll belongs to, switched in the layout effect, before this navigation's own scroll to the top:
  // the scroll events that follow (that scroll, the browser clamping to a shorter page) are the new entry's.
  const entry = useRef(key)
  useLayoutEffect(() => {
    entry.current = key
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual'
    const target = hashTarget(hash)
    const saved = type === 'POP' ? positions.get(key) : undefined
    if (target) target.scrollIntoView()
    else if (saved !== undefined && saved > 0) return restoreTo(saved)
    else window.scrollTo(0, 0)
  }, [key, hash, type])
  // Each entry's position as the user scrolls (read now, not on leaving: the next page may have shortened it).
  useEffect(() => {
    const remember = () => {
      positions.delete(entry.current)
      positions.set(entry.current, window.scrollY)
      if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value as string)
    }
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [])
}
