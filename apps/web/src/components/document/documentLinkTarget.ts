import { isSafeUrl } from '@h5/bridge'

/** How a document's link opens (docs/content.md, "Links"). */
export type LinkTarget =
  /** A heading of the same document: the router moves to `#id` and the page scrolls to it. */
  | { kind: 'anchor'; id: string }
  /** A page of the app: the router navigates, no reload. */
  | { kind: 'route'; to: string }
  /** A page of a trusted host (`VITE_TRUSTED_HOSTS`): `openPage`, in the app's web view. */
  | { kind: 'page'; url: string }
  /** Any other https address: the system browser (`openURLOutApp`), which has no bridge. */
  | { kind: 'outside'; url: string }
  /** Anything else (`javascript:`, `data:`, `//host`, a backslash…): drawn as plain text, opens nothing. */
  | { kind: 'inert' }

export interface LinkContext {
  /** The page's own origin (`location.origin`). */
  origin: string
  /** Hosts besides the page's own whose pages open in the app (platform/openPage.ts `TRUSTED_HOSTS`). */
  trustedHosts: readonly string[]
}

// eslint-disable-next-line no-control-regex -- a control character or blank is how a path hides another host
const MISLEADING = /[\u0000-\u0020\\]/

/**
 * Decides how a link of a document opens, by the app's URL rules (platform/openPage.ts): only the
 * forms below open anything; every other `href`, whatever a server sent, is inert.
 *
 * @example
 * documentLinkTarget('/agreement/privacy#clipboard', { origin: 'https://h5.example.com', trustedHosts: [] })
 * // { kind: 'route', to: '/agreement/privacy#clipboard' }
 * documentLinkTarget('javascript:alert(1)', context) // { kind: 'inert' }
 */
export function documentLinkTarget(href: string, { origin, trustedHosts }: LinkContext): LinkTarget {
  if (/^#[A-Za-z][\w-]*$/.test(href)) return { kind: 'anchor', id: href.slice(1) }
  if (MISLEADING.test(href)) return { kind: 'inert' }
  if (/^\/(?!\/)/.test(href)) return { kind: 'route', to: href }
  if (!/^https:\/\//i.test(href)) return { kind: 'inert' }
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return { kind: 'inert' }
  }
  if (url.username || url.password) return { kind: 'inert' }
  const own = new URL(origin)
  if (url.host === own.host && url.protocol === own.protocol) return { kind: 'route', to: url.pathname + url.search + url.hash }
  if (isSafeUrl(url.href, { trustedHosts: [own.hostname, ...trustedHosts], appLinks: [] })) return { kind: 'page', url: url.href }
  return { kind: 'outside', url: url.href }
}
