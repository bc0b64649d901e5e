import { idleRequests, persistAttempts } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import type { GuildError } from './GuildError'
import type { GuildAction, GuildState, GuildStateOptions } from './types'

const ACTIONS: readonly GuildAction[] = ['me', 'statement', 'split', 'changeSplit', 'host', 'apply', 'cashout', 'sendCode', 'withdraw']

/**
 * A fresh guild state for one page visit (a valtio proxy); nothing module-level. With `storage` (the tab's
 * sessionStorage) an open attempt (a split change, an application, a withdrawal) outlives a reload, so the same
 * request sends the same key and the server acts once.
 *
 * @example
 * const state = createGuildState({ storage: sessionStorage })
 * await loadGuildMe(state, api, tokens)
 * state.me?.roles // ['member', 'president']
 */
export function createGuildState(options: GuildStateOptions = {}): GuildState {
  const state = proxy<GuildState>({
    me: null,
    statement: null,
    split: null,
    host: null,
    cashout: null,
    attempts: { changeSplit: null, apply: null, withdraw: null },
    ...idleRequests<GuildAction, GuildError>(ACTIONS),
  })
  persistAttempts(state, 'guild', options.storage)
  return state
}
