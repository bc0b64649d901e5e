/** The account-cancellation flow's pages, in order. */
export const CANCELLATION_PATHS = {
  notice: '/account/cancellation',
  check: '/account/cancellation/check',
  code: '/account/cancellation/code',
  done: '/account/cancellation/done',
} as const

/**
 * /account/cancellation/check -> /account/cancellation/code in the navigation state (never the address): whether
 * the user gave up the balances left. Without it (the code page opened on its own) nothing is given up, and a
 * balance still held sends the user back to the check.
 */
export interface CancellationCodeState {
  waiveBalances: boolean
}

/** The navigation state of the code page, read defensively: only `{ waiveBalances: true }` gives anything up. */
export function readWaiveBalances(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<CancellationCodeState>).waiveBalances === true
}
