import { defineDomainError, type DomainErrorDetails } from '@h5/request'
import type { GuildErrorCode } from './GuildErrorCode'

/** What a GuildError holds beside its code and message (the base's, @h5/request `DomainErrorDetails`). */
export type GuildErrorDetails = DomainErrorDetails

/**
 * The one error class of @h5/guild: `message` is the Chinese text a screen shows as is; `code` one of
 * {@link GuildErrorCode}; `errno`, `errmsg` and `decided` as @h5/request's `DomainError` has them.
 *
 * @example
 * const result = await loadStatement(state, api, { tokens, kind: 'guildWallet', periodID })
 * if (!result.ok && result.error.code === GuildErrorCode.NO_PERMISSION) showWayThere()
 */
export const GuildError = defineDomainError<GuildErrorCode>('GuildError')
/** An error of {@link GuildError}. */
export type GuildError = InstanceType<typeof GuildError>
