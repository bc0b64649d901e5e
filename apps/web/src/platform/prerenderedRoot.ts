import { yieldToMain } from './yieldToMain'

/**
 * The attribute on #root that names the path its prerendered first paint belongs to (apps/web/prerender, the
 * build's per-route HTML). The page's inline guard empties #root when it does not name the current path (a
 * host answering an unknown path with index.html, `/`'s page), so no other route's content is ever shown.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered'

/**
 * Where a prerendered page's inline script (apps/web/prerender/prerenderScript.ts) keeps the button tap it held
 * before the app took the page over, and how to stop holding taps.
 */
export const EARLY_TAPS_GLOBAL = '__h5EarlyTaps'

/**
 * The attribute the prerendered page's inline script puts on the control being pressed (from `pointerdown`, a
 * task or more before the click) and keeps on the one whose tap it holds, so the page's CSS can answer the tap
 * before any of the app's JS has run: the 开 coin of /redpacket/open starts turning on it
 * (pages/redpacket/OpenCoin.css). A press that ends without a click (a scroll, a long press) loses it again.
 * {@link releaseEarlyTaps} removes it as it replays the tap, and the app's own state takes over in the same
 * task, before the next frame.
 */
export const HELD_TAP_ATTRIBUTE = 'data-held-tap'

interface EarlyTaps {
  taps: Element[]
  release(): void
}

/**
 * Stops holding taps and replays the one held, now that the app runs the page (src/start.tsx, once hydrated):
 * a tap made while the page was still only HTML is not lost. A control the app has since removed or disabled is
 * not pressed. The held control loses its {@link HELD_TAP_ATTRIBUTE} as it is pressed: from then on the app
 * shows what the tap does (React renders a tap's state change before the browser paints again).
 *
 * @example
 * releaseEarlyTaps(window)
 */
export function releaseEarlyTaps(win: Window): void {
  const held = (win as unknown as Partial<Record<typeof EARLY_TAPS_GLOBAL, EarlyTaps>>)[EARLY_TAPS_GLOBAL]
  if (!held) return
  delete (win as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL]
  held.release()
  for (const tap of held.taps) {
    tap.removeAttribute(HELD_TAP_ATTRIBUTE)
    // The script holds taps on buttons and links only: HTML elements, which have click().
    if (tap.isConnected && !tap.matches(':disabled')) (tap as HTMLElement).click()
  }
}

/**
 * The id of the `<template>` in which a prerendered route's HTML keeps its modulepreload links: nothing of the
 * JS is needed for that route's first paint, and fetching and compiling it in the head would compete with the
 * paint for the main thread when it arrives fast (from the cache, on a fast network). main.tsx adds them to
 * the head once the first contentful paint is on screen ({@link preloadDeferredModules}).
 */
export const DEFERRED_PRELOADS_ID = 'deferred-modulepreloads'

/**
 * Starts the modulepreloads a prerendered route's HTML deferred (see {@link DEFERRED_PRELOADS_ID}), one link
 * per task: inserting one costs the main thread up to ~10 ms at 4x CPU slowdown (the request it starts), and
 * all of them in one task was one of the longest tasks after the first paint (README "Performance"). Resolves
 * once all are in; does nothing where there are none.
 *
 * @example
 * await afterFirstContentfulPaint()
 * await preloadDeferredModules(document)
 */
export async function preloadDeferredModules(
  doc: Document,
  between: () => Promise<void> = () => yieldToMain(doc.defaultView!),
): Promise<void> {
  const deferred = doc.getElementById(DEFERRED_PRELOADS_ID)
  if (!(deferred instanceof doc.defaultView!.HTMLTemplateElement)) return
  deferred.remove()
  const links = [...deferred.content.children]
  for (const [index, link] of links.entries()) {
    if (index > 0) await between()
    doc.head.append(link)
  }
}

/**
 * Whether `root` holds the build's first paint of `pathname`: then src/main.tsx starts the app only once that
 * paint is on screen, and src/start.tsx hydrates it instead of rendering from scratch.
 *
 * @example
 * isPrerenderedFor(document.getElementById('root')!, location.pathname)
 */
export function isPrerenderedFor(root: Element, pathname: string): boolean {
  const path = root.getAttribute(PRERENDERED_PATH_ATTRIBUTE)
  return path !== null && isPrerenderedPath(path, pathname) && root.firstElementChild !== null
}

/**
 * Whether a first paint prerendered for `path` belongs at `pathname`: the same path, or (not for `/`) the path
 * with a trailing slash, where a static host serving `<path>/index.html` may redirect `/path`, as S3 website
 * hosting does (README "Deploying the app"). React Router matches both forms to the same route. The page's
 * inline guard (apps/web/prerender/prerenderScript.ts) makes the same comparison.
 *
 * @example
 * isPrerenderedPath('/redpacket/open', '/redpacket/open/') // true
 */
function isPrerenderedPath(path: string, pathname: string): boolean {
  return pathname === path || (path !== '/' && pathname === `${path}/`)
}
