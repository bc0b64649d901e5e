import { useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    // A malformed escape (`#%E0`) names no element.
    return null
  }
}

/**
 * Scroll on navigation: to the element the hash names when there is one, else to the top. Runs in a
 * layout effect, after the new page has rendered and before it paints, so the old scroll position never
 * flashes. The browser's own restoration is off: it would fight this rule on back/forward.
 */
export function useScrollOnNavigation(): void {
  const { key, hash } = useLocation()
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual'
    const target = hashTarget(hash)
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [key, hash])
}
