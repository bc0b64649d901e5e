import { createTeenState, type TeenState } from '@h5/teen'
import { useState } from 'react'
import { keepVisit, keptVisit } from '../../platform/data/keptVisits'

/**
 * The @h5/teen state of one run of the enable flow (selectAge -> ageLimit -> setPwd -> rePwd), shared by its
 * steps: the bracket chosen and the first PIN entry, which the confirm step compares. Each step is a page of its
 * own, so the state is kept in the tab's memory (platform/data/keptVisits.ts) under the flow's `visit`
 * (teenFlow.ts), made by `createTeenState` on the first step that asks. Memory only, never storage or history
 * state: a reload forgets the PIN, and the confirm step then sends the user back to set it again.
 *
 * @example
 * const { flow } = useTeenFlow()
 * const state = useFlowTeenState(flow.visit)
 * setPin(state, pin)
 */
export function useFlowTeenState(visit: string): TeenState {
  const [owned, setOwned] = useState(() => ({ visit, state: visitState(visit) }))
  if (owned.visit === visit) return owned.state
  // Another run of the flow on the same page (a step opened again from a new entry): its own state, in this
  // very render (react.dev "resetting state when a prop changes"), so no frame shows the other run's.
  const next = { visit, state: visitState(visit) }
  setOwned(next)
  return next.state
}

/** The state kept for `visit`, or a new one kept from now on. */
function visitState(visit: string): TeenState {
  const key = `teenager:${visit}`
  const kept = keptVisit<TeenState>(key)
  if (kept) return kept
  const made = createTeenState()
  keepVisit(key, made)
  return made
}
