import type { UserTokens } from '@h5/api'

/**
 * Where the user's session stands on this page load:
 * - `unresolved`: not decided yet (the address's tokens, if any, are kept, waiting for native to confirm them);
 * - `ready`: tokens to call the backend with;
 * - `missing`: in the app, but nobody is logged in or native could not say (the backend answers 登录信息缺失);
 * - `unsupported`: outside the app (no `pid/` in the user agent, or the bridge rejected 998) and no web login;
 * - `outdated`: an app too old to answer (the bridge rejected 999).
 */
export type SessionStatus = 'unresolved' | 'ready' | 'missing' | 'unsupported' | 'outdated'

/**
 * Where the kept tokens came from: the page's address (claimed, and `ready` only once native named the same
 * user: resolveSession.ts), native's `getCurrentUserInfo`, this tab's storage, or the web login outside the app
 * (`appSession.acceptWebLogin`, pages/login/WebLoginPage.tsx).
 */
export type TokenSource = 'address' | 'native' | 'storage' | 'login'

export interface SessionState {
  readonly status: SessionStatus
  /** Never logged, never put in an address or a monitoring event (docs/architecture.md, "Session"). */
  readonly tokens: UserTokens | null
  /** Native's user the tokens belong to; null while the address's are unconfirmed, or when none was named. */
  readonly userID: number | null
  readonly source: TokenSource | null
}

export interface SessionStore {
  get(): SessionState
  set(next: SessionState): void
  /** Calls `listener` after every `set`; returns the unsubscribe (the shape `useSyncExternalStore` takes). */
  subscribe(listener: () => void): () => void
}

export const EMPTY_SESSION: SessionState = { status: 'unresolved', tokens: null, userID: null, source: null }

/**
 * A tiny observable holder for the session, with no framework: main.tsx fills it before React or valtio has
 * loaded (claimAddressTokens.ts), so it must cost the entry almost nothing. Immutable snapshots, so React reads
 * it through `useSyncExternalStore` (useSession.ts).
 *
 * @example
 * const store = createSessionStore()
 * const stop = store.subscribe(() => console.log(store.get().status))
 */
export function createSessionStore(): SessionStore {
  let state = EMPTY_SESSION
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(next) {
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The app's one session (platform/session/appSession.ts decides it, main.tsx seeds it). */
export const sessionStore = createSessionStore()
