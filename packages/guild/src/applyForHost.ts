import type { HostStatus } from '@h5/api'
import { GuildErrorCode } from './GuildErrorCode'
import { guildError } from './errnoTable'
import { unmetRequirements } from './loadHostStatus'
import { runAttempt } from './runAction'
import type { GuildApi, GuildResult, GuildState, UserTokens } from './types'

/**
 * Applies to become a host, with the attempt's idempotency key (`state.attempts.apply`). Checked against the loaded
 * status first, nothing sent: ALREADY_HOST (a host, or a suspended one), APPLICATION_PENDING, NOT_VERIFIED (the
 * real-name requirement unmet: the page leads to /oauth), REQUIREMENTS_UNMET (any other). The server checks them
 * again. The answer (my status with the pending application) goes into `state.host`.
 *
 * @example
 * const result = await applyForHost(state, api, { tokens })
 * if (!result.ok && result.error.code === GuildErrorCode.NOT_VERIFIED) navigate('/oauth')
 */
export async function applyForHost(state: GuildState, api: GuildApi, input: { tokens: UserTokens }): Promise<GuildResult<HostStatus>> {
  const host = state.host
  if (host) {
    if (host.state === 'host' || host.state === 'suspended') return { ok: false, error: guildError(GuildErrorCode.ALREADY_HOST) }
    if (host.application?.status === 'pending') return { ok: false, error: guildError(GuildErrorCode.APPLICATION_PENDING) }
    const unmet = unmetRequirements(host)
    if (unmet.some((requirement) => requirement.kind === 'realName')) return { ok: false, error: guildError(GuildErrorCode.NOT_VERIFIED) }
    if (unmet.length > 0) return { ok: false, error: guildError(GuildErrorCode.REQUIREMENTS_UNMET) }
  }
  return runAttempt(state, 'apply', {
    run: async (begin) => {
      const { key } = begin('host')
      return (await api.applyForHost({ ...input.tokens, idempotencyKey: key }, { quiet: true })).data
    },
    apply: (status) => {
      state.host = status
    },
  })
}
