/** The wait before the first retry; each further retry waits twice as long. */
export const FIRST_RETRY_DELAY_MS = 1000
/** The longest wait between two tries, however many retries a read asks for. */
export const MAX_RETRY_DELAY_MS = 8000

/**
 * How long a read waits before its `retryNumber`-th retry (1-based): 1 s, 2 s, 4 s, then 8 s for every further
 * one (docs/data-layer.md). Doubling spreads the load when the server is struggling; the cap keeps a user who
 * is still looking at the page from waiting long.
 *
 * @example
 * [1, 2, 3, 4, 5].map(retryDelayMs) // [1000, 2000, 4000, 8000, 8000]
 */
export function retryDelayMs(retryNumber: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (retryNumber - 1), MAX_RETRY_DELAY_MS)
}
