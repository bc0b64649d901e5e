import { useLocation, useNavigationType } from 'react-router-dom'
import { keepVisit, keptVisit } from './keptVisits'
import { useServerState, type ServerState } from './useServerState'

/**
 * useServerState for a page the user comes back to, a list above its rows' details: leaving keeps the state in
 * the tab's memory under this history entry (keptVisits.ts), and going back to the entry (`POP`) takes it as it
 * was, every page loaded, without loading again (pull to refresh does; `pageActive` still refreshes), so the
 * rows and the scroll position (platform/useScrollOnNavigation.ts) are where the user left them. A new visit
 * of the page (a link, a reload) starts clean.
 *
 * @example
 * const records = useKeptServerState('withdrawals', () => createPagedState<Row, BenefitError>(), (list) => loadPage(list, 'start', source))
 */
export function useKeptServerState<S extends object>(name: string, create: () => S, load: (state: S) => unknown): ServerState<S> {
  const location = useLocation()
  const back = useNavigationType() === 'POP'
  const key = `${name}:${location.pathname}${location.search}#${location.key}`
  // A page in flight when the user left lands in the kept state: going back finds it appended, not stuck loading.
  return useServerState(create, load, { restored: back ? keptVisit<S>(key) : undefined, onLeave: (state) => keepVisit(key, state) })
}
