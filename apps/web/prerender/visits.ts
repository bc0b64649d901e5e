/**
 * The two made-up visits a route is prerendered under (prerenderPlugin.ts). A prerendered first paint is shown
 * to every visitor of the route before the app's code runs, so it may only hold what is the same for every
 * visit: the route is prerendered only if both visits render the same HTML and neither read the query string.
 * They differ in everything else a page could show that varies per visit: in-app or not (the `pid/` user agent,
 * docs/native-contract.md, "Environments"), iOS or Android, stored values, the clock (day or curfew), the hash, cookies and history.
 * Both are online: a page being loaded was reached over the network.
 */
export interface Visit {
  name: string
  userAgent: string
  /** What storage's getItem answers for every key. */
  storedValue: string | null
  /** The clock during the render: `Date.now()` and `new Date()`. */
  now: number
  /** The query string and hash of the address (the path is the route's). */
  search: string
  hash: string
  cookie: string
  referrer: string
  historyState: unknown
  /** What `matchMedia(query).matches` answers (reduced motion, dark mode, …). */
  mediaMatches: boolean
  innerWidth: number
}

/** A first visit outside the app on an Android phone, at 10:00 China time, nothing stored. */
export const PLAIN_VISIT: Visit = {
  name: 'plain',
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  storedValue: null,
  now: Date.UTC(2025, 5, 16, 2, 0),
  search: '',
  hash: '',
  cookie: '',
  referrer: '',
  historyState: null,
  mediaMatches: false,
  innerWidth: 390,
}

/** A returning visit inside the app on an iPhone during the curfew, everything stored, query and hash set. */
export const PROBE_VISIT: Visit = {
  name: 'probe',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 pid/987654',
  storedValue: 'prerender-probe',
  now: Date.UTC(2025, 11, 31, 15, 30),
  search: '?prerender-probe=1',
  hash: '#prerender-probe',
  cookie: 'prerender-probe=1',
  referrer: 'https://prerender-probe.invalid/',
  historyState: { idx: 3, key: 'probe' },
  mediaMatches: true,
  innerWidth: 430,
}

/** The origin of the made-up addresses (never requested). */
export const PRERENDER_ORIGIN = 'https://h5.prerender.invalid'
