/** How many page visits the tab keeps (the records a user may go back to); the oldest goes first. */
const MAX_KEPT = 20

const kept = new Map<string, unknown>()

/**
 * Keeps a page visit's state in the tab's memory under the visit's key (its path and history entry), so going
 * back to that entry finds the rows it had loaded (a list after a row's detail, useKeptServerState.ts), or the
 * next step of a flow finds what the last one kept (teen mode's enable flow, pages/teenager/useFlowTeenState.ts).
 * Memory only: never storage, so a reload starts clean and nothing personal outlives the tab.
 */
export function keepVisit(key: string, state: unknown): void {
  kept.delete(key)
  kept.set(key, state)
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string)
}

/** The state kept for a visit's key, or undefined. */
export function keptVisit<S>(key: string): S | undefined {
  return kept.get(key) as S | undefined
}

/** Forgets every kept visit (a test's fresh page load). */
export function forgetKeptVisits(): void {
  kept.clear()
}
