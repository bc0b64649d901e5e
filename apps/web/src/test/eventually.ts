import { vi } from 'vitest'

/**
 * How long a test waits at most for the state it expects. A cap, not a wait: every wait resolves as soon as
 * the state is there. The defaults (1 s for Testing Library's `findBy…`/`waitFor` and for `vi.waitFor`) are
 * shorter than a lazy page's import and first render on CI's two busy cores.
 */
export const ASYNC_CAP_MS = 10_000

/**
 * `vi.waitFor` with {@link ASYNC_CAP_MS}: retries `check` until it stops throwing.
 *
 * @example await eventually(() => expect(document.title).toBe('周星榜'))
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: ASYNC_CAP_MS })
}
