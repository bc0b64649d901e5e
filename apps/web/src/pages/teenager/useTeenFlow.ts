import type { AgeBracket } from '@h5/teen'
import { useLocation, useNavigate } from 'react-router-dom'
import { showToast } from '../../state/overlays'
import { nextTeenFlow, readTeenFlow, type TeenFlow } from './teenFlow'

export interface TeenFlowControls {
  /** The flow of this history entry; its `visit` is always set (this entry's key when the flow starts here). */
  flow: TeenFlow & { visit: string }
  /** Forward to the next step (a new history entry), optionally with the chosen bracket. */
  next(path: string, age?: AgeBracket): void
  /** The flow is done: says so, then back to the status page it started from (or to it, replacing this step). */
  finish(message: string): void
}

/**
 * Navigation inside a teen-mode flow (see teenFlow.ts). A step opened without a visit (the flow's first step, or
 * one native opened directly) starts one under its own history key, and the next steps carry it.
 *
 * @example
 * const { next } = useTeenFlow()
 * next('/teenager/ageLimit', bracket)
 */
export function useTeenFlow(): TeenFlowControls {
  const location = useLocation()
  const navigate = useNavigate()
  const read = readTeenFlow(location.state)
  const flow = { ...read, visit: read.visit ?? location.key }
  return {
    flow,
    next(path, age) {
      void navigate(path, { state: nextTeenFlow(flow, age) })
    },
    finish(message) {
      showToast(message)
      if (flow.back !== null) void navigate(-flow.back)
      else void navigate('/teenager', { replace: true })
    },
  }
}
