/**
 * Node globals that make the app's modules and pages run as in a browser during one made-up visit
 * (visits.ts): `window`, `document`, `navigator`, `location`, `history`, `localStorage`, `sessionStorage`,
 * `matchMedia`. Only what a first render may touch; anything else is missing, so a page that needs more
 * throws and is simply not prerendered. Installed before the app's modules load (appBridge holds `window`
 * from the start), removed with `restore()`.
 */
import type { Visit } from './visits.ts'

export interface InstalledVisit {
  /** Points `location` at `path` on the prerender origin, with the visit's query and hash. */
  setPath(path: string): void
  /**
   * Runs `render` with the visit's clock and records what it read of the address beyond the path: the query
   * string, the hash, the whole href, or any query parameter.
   */
  observe<T>(render: () => Promise<T>): Promise<{ value: T; addressReads: string[] }>
  /** Removes every global this installed and the clock and query hooks. */
  restore(): void
}

const GLOBALS = ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'matchMedia'] as const

function storage(visit: Visit): Storage {
  return {
    get length() {
      return visit.storedValue === null ? 0 : 1
    },
    key: () => null,
    getItem: () => visit.storedValue,
    setItem: () => undefined,
    removeItem: () => undefined,
    clear: () => undefined,
  }
}

export function installVisit(visit: Visit, origin: string): InstalledVisit {
  let url = new URL(`/${visit.search}${visit.hash}`, origin)
  let reads: Set<string> | null = null
  const read = (what: string) => reads?.add(what)

  const location = {
    get href() {
      read('location.href')
      return url.href
    },
    get search() {
      read('location.search')
      return url.search
    },
    get hash() {
      read('location.hash')
      return url.hash
    },
    get pathname() {
      return url.pathname
    },
    get origin() {
      return url.origin
    },
    get host() {
      return url.host
    },
    get hostname() {
      return url.hostname
    },
    get protocol() {
      return url.protocol
    },
  }
  const noop = () => undefined
  const document = {
    title: '',
    cookie: visit.cookie,
    referrer: visit.referrer,
    addEventListener: noop,
    removeEventListener: noop,
  }
  const navigator = { userAgent: visit.userAgent, onLine: true, language: 'zh-CN', languages: ['zh-CN'] }
  const matchMedia = (media: string) => ({ media, matches: visit.mediaMatches, addEventListener: noop, removeEventListener: noop })
  const window = {
    location,
    document,
    navigator,
    history: { state: visit.historyState, length: 1 },
    localStorage: storage(visit),
    sessionStorage: storage(visit),
    matchMedia,
    innerWidth: visit.innerWidth,
    innerHeight: 844,
    devicePixelRatio: 3,
    addEventListener: noop,
    removeEventListener: noop,
    setTimeout,
    clearTimeout,
  }
  const values: Record<(typeof GLOBALS)[number], unknown> = {
    window,
    document,
    navigator,
    location,
    history: window.history,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    matchMedia,
  }
  const previous = GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)
  for (const name of GLOBALS) Object.defineProperty(globalThis, name, { value: values[name], configurable: true, writable: true })

  return {
    setPath(path) {
      url = new URL(`${path}${visit.search}${visit.hash}`, origin)
    },
    async observe(render) {
      const RealDate = globalThis.Date
      const { get, getAll, has } = URLSearchParams.prototype
      const param = (name: string) => read(`query parameter ${name}`)
      // The visit's clock for `new Date()` and `Date.now()`; dates built from values are untouched.
      class VisitDate extends RealDate {
        constructor(...args: ConstructorParameters<typeof Date> | []) {
          if (args.length === 0) super(visit.now)
          else super(...(args as ConstructorParameters<typeof Date>))
        }
        static override now() {
          return visit.now
        }
      }
      reads = new Set()
      globalThis.Date = VisitDate as DateConstructor
      URLSearchParams.prototype.get = function (this: URLSearchParams, name: string) {
        param(name)
        return get.call(this, name)
      }
      URLSearchParams.prototype.getAll = function (this: URLSearchParams, name: string) {
        param(name)
        return getAll.call(this, name)
      }
      URLSearchParams.prototype.has = function (this: URLSearchParams, name: string, value?: string) {
        param(name)
        return value === undefined ? has.call(this, name) : has.call(this, name, value)
      }
      try {
        const value = await render()
        return { value, addressReads: [...reads] }
      } finally {
        reads = null
        globalThis.Date = RealDate
        Object.assign(URLSearchParams.prototype, { get, getAll, has })
      }
    },
    restore() {
      for (const [name, descriptor] of previous) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor)
        else Reflect.deleteProperty(globalThis, name)
      }
    },
  }
}
