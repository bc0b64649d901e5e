import { badDataError, type HostRequirement, type HostStatus } from '@h5/api'
import { isUndecidedFailure } from './isUndecidedFailure'
import { runAction } from './runAction'
import type { GuildApi, GuildResult, GuildState, UserTokens } from './types'

/**
 * Loads my host status into `state.host`: my state (not a host, applying, host, suspended), each requirement with
 * its state, and my last application (pending, accepted, rejected with the reason).
 *
 * @example
 * await loadHostStatus(state, api, tokens)
 * unmetRequirements(state.host!) // what the requirements page lists before 申请
 */
export function loadHostStatus(state: GuildState, api: GuildApi, tokens: UserTokens): Promise<GuildResult<HostStatus>> {
  return runAction(state, 'host', {
    run: async () => {
      const { data } = await api.getHostStatus(tokens, { quiet: true })
      if (typeof data !== 'object' || data === null || !Array.isArray(data.requirements) || typeof data.state !== 'string') throw badDataError()
      return data
    },
    retry: 2,
    retryable: isUndecidedFailure,
    apply: (host) => {
      state.host = host
    },
  })
}

/** The requirements not met yet, in the server's order (real-name verification first when it is one). */
export function unmetRequirements(host: Pick<HostStatus, 'requirements'>): HostRequirement[] {
  return host.requirements.filter((requirement) => !requirement.met)
}
