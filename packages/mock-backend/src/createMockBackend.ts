import type { HttpHandler } from 'msw'
import { createHandlers } from './createHandlers.ts'
import { createMockState, type MockState, type MockStateOptions } from './createMockState.ts'

export interface MockBackend {
  /** The handlers of all 24 endpoints, for `setupServer`, `setupWorker` or `createMockMiddleware`. */
  readonly handlers: HttpHandler[]
  /** The current in-memory world (inspect it in tests). */
  readonly state: MockState
  /** Back to the starting data; the handlers keep working on the fresh state. */
  reset(): void
}

/**
 * The backend contract simulator: one state and the handlers over it. Make one per test file, server or
 * worker; `reset()` between tests.
 *
 * @example
 * const backend = createMockBackend()
 * const server = setupServer(...backend.handlers)
 * afterEach(() => backend.reset())
 */
export function createMockBackend(options: MockStateOptions = {}): MockBackend {
  let state = createMockState(options)
  return {
    handlers: createHandlers(() => state),
    get state() {
      return state
    },
    reset() {
      state = createMockState(options)
    },
  }
}
