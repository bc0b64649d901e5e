import { idleRequests, persistAttempts } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import type { ActivityError } from './ActivityError'
import type { ActivityAction, ActivityState, ActivityStateOptions } from './types'

const ACTIONS: readonly ActivityAction[] = ['activities', 'activity', 'hide', 'drawInfo', 'draw', 'tasks', 'claim']

/**
 * A fresh activity state for one page visit (a valtio proxy). Nothing module-level: each visit, and each test,
 * makes its own. A draw's idempotency key lives as long as the page that started it, or, with `storage` (the
 * tab's sessionStorage), as long as the tab: a reload in the middle of a draw sends the same key when the user
 * draws the same again, and the server draws once.
 *
 * @example
 * const state = createActivityState({ storage: sessionStorage })
 * await loadDraw(state, api, { tokens, drawID: 'draw_wheel' })
 * state.draw?.prizes // the whole pool with its odds
 */
export function createActivityState(options: ActivityStateOptions = {}): ActivityState {
  const state = proxy<ActivityState>({
    activities: null,
    activity: null,
    ranking: null,
    frozen: {},
    hidden: null,
    draw: null,
    lastDraw: null,
    tasks: null,
    attempts: { draw: null },
    ...idleRequests<ActivityAction, ActivityError>(ACTIONS),
  })
  persistAttempts(state, 'activity', options.storage)
  return state
}
