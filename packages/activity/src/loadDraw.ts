import type { DrawInfo } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { ActivityApi, ActivityResult, ActivityState, UserTokens } from './types'

/**
 * A draw into `state.draw`: its prices for ×1 and ×10, the whole pool with each prize's odds (show them with
 * `formatOdds` before anything is drawn), the pool's version, the guarantee and my counter, the daily cap and my
 * count, my balance, whether my account is a minor's. Load it again after POOL_CHANGED.
 *
 * @example
 * await loadDraw(state, api, { tokens, drawID: 'draw_wheel' })
 */
export function loadDraw(state: ActivityState, api: ActivityApi, input: { tokens: UserTokens; drawID: string }): Promise<ActivityResult<DrawInfo>> {
  return loadIntoState(
    state,
    'drawInfo',
    () => api.getDraw({ ...input.tokens, drawID: input.drawID }, { quiet: true }),
    (draw) => Array.isArray(draw.prizes) && typeof draw.prices === 'object' && draw.prices !== null,
    (draw) => {
      state.draw = draw
    },
  )
}
