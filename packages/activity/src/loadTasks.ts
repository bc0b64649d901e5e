import type { TaskList } from '@h5/api'
import { loadIntoState } from './loadIntoState'
import type { ActivityApi, ActivityResult, ActivityState, UserTokens } from './types'

/**
 * An event's tasks into `state.tasks`: each with my progress, its target, its reward, its state (todo, done,
 * claimed) and where 去完成 leads (`open`).
 *
 * @example
 * await loadTasks(state, api, { tokens, eventID: 'ev_weal' })
 */
export function loadTasks(state: ActivityState, api: ActivityApi, input: { tokens: UserTokens; eventID: string }): Promise<ActivityResult<TaskList>> {
  return loadIntoState(
    state,
    'tasks',
    () => api.getTasks({ ...input.tokens, eventID: input.eventID }, { quiet: true }),
    (list) => Array.isArray(list.items),
    (list) => {
      state.tasks = list
    },
  )
}
