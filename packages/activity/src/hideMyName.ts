import { runAction } from './runAction'
import type { ActivityApi, ActivityResult, ActivityState, UserTokens } from './types'

/**
 * Hides my name from every ranking (`hidden` true: others see 神秘人 on my row; my rank and points still count), or
 * shows it again. `state.hidden` and the pinned row of the board loaded follow the server's answer. A double tap
 * sends one request.
 *
 * @example
 * await hideMyName(state, api, { tokens, hidden: true })
 */
export function hideMyName(state: ActivityState, api: ActivityApi, input: { tokens: UserTokens; hidden: boolean }): Promise<ActivityResult<boolean>> {
  return runAction(state, 'hide', {
    run: async () => (await api.setRankingHidden({ ...input.tokens, hidden: input.hidden }, { quiet: true })).data.hidden,
    exclusive: true,
    apply: (hidden) => {
      state.hidden = hidden
      // A new object, not a change in place: the page may be a settled one kept in `state.frozen` as it was.
      if (state.ranking) state.ranking = { ...state.ranking, mine: { ...state.ranking.mine, hidden } }
    },
  })
}
