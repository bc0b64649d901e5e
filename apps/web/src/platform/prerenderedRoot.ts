/**
 * The attribute on #root that names the path its prerendered first paint belongs to (apps/web/prerender, the
 * build's per-route HTML). The page's inline guard empties #root when it does not name the current path (a
 * host answering an unknown path with index.html, `/`'s page), so no other route's content is ever shown.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered'

/**
 * Whether `root` holds the build's first paint of `pathname`: then the app hydrates it instead of rendering
 * from scratch (src/main.tsx).
 *
 * @example
 * isPrerenderedFor(document.getElementById('root')!, location.pathname)
 */
export function isPrerenderedFor(root: Element, pathname: string): boolean {
  return root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === pathname && root.firstElementChild !== null
}
