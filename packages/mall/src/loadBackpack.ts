import { badDataError, type Backpack, type MallKind } from '@h5/api'
import { runAction } from './runAction'
import type { MallApi, MallResult, MallState, UserTokens } from './types'

/**
 * Loads my backpack (every item I own, of `kind` when given: its end, whether I wear it, how I got it) into
 * `state.backpack`.
 *
 * @example
 * await loadBackpack(state, api, { tokens, kind: 'frame' })
 */
export function loadBackpack(state: MallState, api: MallApi, input: { tokens: UserTokens; kind?: MallKind }): Promise<MallResult<Backpack>> {
  return runAction(state, 'backpack', {
    run: async () => {
      const backpack = (await api.getBackpack({ ...input.tokens, ...(input.kind && { kind: input.kind }) }, { quiet: true })).data
      if (!Array.isArray(backpack?.items)) throw badDataError()
      return backpack
    },
    retry: 2,
    retryable: (error) => !error.decided,
    apply: (backpack) => {
      state.backpack = backpack.items
    },
  })
}
