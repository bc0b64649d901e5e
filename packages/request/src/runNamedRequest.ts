import { trackRequest } from './trackRequest'
import type { NamedRequestsState, RequestResult, RequestSteps } from './types'

/**
 * {@link runRequest} for a state that tracks several named requests (`status[name]`, `errors[name]`): the same
 * rules, per name. Only the latest call of `name` writes; an `exclusive` call of `name` while one is in flight
 * returns that call's promise; never rejects. The data goes where `apply` puts it, since the state is the
 * package's own shape.
 *
 * @example
 * // A red-packet action: one open per state at a time (@h5/redpacket wraps this as runAction).
 * return runNamedRequest(state, 'open', {
 *   exclusive: true,
 *   toError: (cause) => toRedPacketError('open', cause),
 *   run: () => readPacket(api, input),
 *   apply: (packet) => Object.assign(state.packet, packet),
 * })
 */
export function runNamedRequest<Name extends string, T, E>(
  state: NamedRequestsState<Name, E>,
  name: Name,
  steps: RequestSteps<T, E>,
): Promise<RequestResult<T, E>> {
  return trackRequest(state, name, steps, {
    start: () => {
      state.status[name] = 'loading'
      state.errors[name] = null
    },
    succeed: (data) => {
      steps.apply?.(data)
      state.status[name] = 'done'
    },
    failWith: (error) => {
      steps.fail?.(error)
      state.errors[name] = error
      state.status[name] = 'error'
    },
  })
}
