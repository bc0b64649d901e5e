type Callback = () => void

let observer: IntersectionObserver | undefined
const callbacks = new WeakMap<Element, Callback>()

function sharedObserver(): IntersectionObserver {
  // One observer for every link on the page, as Nuxt does: cheaper than one each.
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      const callback = callbacks.get(entry.target)
      stopWatching(entry.target)
      callback?.()
    }
  })
  return observer
}

function stopWatching(element: Element): void {
  callbacks.delete(element)
  observer?.unobserve(element)
}

/**
 * Calls `callback` once, the first time `element` enters the viewport. Without IntersectionObserver (very old
 * webviews) it never calls: prefetching is an optimisation, not a duty. Returns a function that stops watching.
 *
 * @example
 * useEffect(() => whenVisible(ref.current!, () => prefetchRoute(to)), [to])
 */
export function whenVisible(element: Element, callback: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined
  callbacks.set(element, callback)
  sharedObserver().observe(element)
  return () => stopWatching(element)
}
