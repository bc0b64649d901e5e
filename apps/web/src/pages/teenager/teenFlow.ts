import { isAgeBracket, type AgeBracket } from '@h5/teen'

/**
 * What a teen-mode flow (enable, close, change PIN) keeps in its history entries. History state survives a
 * reload, memory does not, so the chosen bracket lives here too; the PIN never does: it stays in the flow's
 * @h5/teen state, in memory only (useFlowTeenState.ts), found again by `visit`.
 */
export interface TeenFlow {
  /**
   * How many history entries back the status page `/teenager` is, when the flow started there; `null` when the
   * flow was opened some other way (native opened a step directly). A finished flow goes back that far, so the
   * PIN screens are not left in the back stack.
   */
  back: number | null
  /** The bracket chosen on /teenager/selectAge (the enable flow). */
  age?: AgeBracket
  /**
   * Names the flow's @h5/teen state in the tab's memory (useFlowTeenState.ts): the history key of the entry the
   * flow's state was made on, handed from step to step. Nothing personal: the PIN is in the state, not here.
   */
  visit?: string
}

/** The state a link from the status page gives the first step of a flow. */
export const FLOW_FROM_STATUS: TeenFlow = { back: 1 }

/**
 * The flow of a history entry; anything else (no state, another page's state, a hand-made entry) is no flow.
 *
 * @example readTeenFlow(location.state).age
 */
export function readTeenFlow(state: unknown): TeenFlow {
  const { back, age, visit } = (state ?? {}) as Record<string, unknown>
  const flow: TeenFlow = { back: typeof back === 'number' && Number.isInteger(back) && back > 0 ? back : null }
  if (isAgeBracket(age)) flow.age = age
  if (typeof visit === 'string' && visit !== '') flow.visit = visit
  return flow
}

/** The state of the next step, one history entry further from the status page, in the same visit. */
export function nextTeenFlow(flow: TeenFlow, age: AgeBracket | undefined = flow.age): TeenFlow {
  const next: TeenFlow = { back: flow.back === null ? null : flow.back + 1 }
  if (age !== undefined) next.age = age
  if (flow.visit !== undefined) next.visit = flow.visit
  return next
}
