import { forgetRequests } from '@h5/request'
import { useEffect, useEffectEvent, useState } from 'react'
import { useSnapshot, type Snapshot } from 'valtio'
import { appBridge } from '../appBridge'

/** A page's server state: `state` for the runner's actions, `snap` to render. */
export interface ServerState<S extends object> {
  state: S
  snap: Snapshot<S>
}

/**
 * Server data a page shows, through @h5/request (docs/data-layer.md): creates the state once for this page
 * visit (a new visit, or a test, starts clean), runs `load` on mount and again whenever native says the web view
 * is visible again (`pageActive`: back from a native page, where the user may have paid or withdrawn, so the
 * balance and lists are stale; docs/native-contract.md, "Native -> page"). On unmount it stops listening and
 * forgets the calls in flight, so a late answer or a retry waiting for its turn goes nowhere.
 *
 * `load` is read when it runs, so it may close over the page's props; it should refresh, not append (a
 * `loadPage(state, 'start', …)` or a non-exclusive `runRequest`), since it runs again on every `pageActive`.
 *
 * @example
 * const bills = useServerState(() => createPagedState<Bill, WalletError>(), (state) => loadPage(state, 'start', billPages))
 * <PagedList items={bills.snap.items} status={pagedListStatus(bills.snap.status)}
 *   onLoadMore={() => void loadPage(bills.state, 'next', billPages)} … />
 */
export function useServerState<S extends object>(create: () => S, load: (state: S) => unknown, options: ServerStateOptions<S> = {}): ServerState<S> {
  const [{ state, restored }] = useState(() => (options.restored ? { state: options.restored, restored: true } : { state: create(), restored: false }))
  const loadState = useEffectEvent(() => {
    void load(state)
  })
  const leave = useEffectEvent(() => {
    if (options.onLeave) options.onLeave(state)
    else forgetRequests(state)
  })
  useEffect(() => {
    if (!restored) loadState()
    const stopListening = appBridge.on('pageActive', () => loadState())
    return () => {
      stopListening()
      leave()
    }
  }, [state, restored])
  return { state, snap: useSnapshot(state) }
}

/** How a page visit's state begins and ends (useKeptServerState: the records kept across a detail and back). */
export interface ServerStateOptions<S> {
  /** A state this visit takes as it was (not loaded again on mount), instead of a new one. */
  restored?: S
  /** Instead of forgetting the calls in flight on unmount: what becomes of the state (kept for going back). */
  onLeave?: (state: S) => void
}
