import { bindEndpoints, GUILD_ENDPOINTS } from '@h5/api'
import type { GuildApi } from '@h5/guild'
import { appTransport } from '../appTransport'

/**
 * The guild family's calls (@h5/guild `GuildApi`): docs/openapi.yaml's tag `guild` on the app's transport
 * (platform/appTransport.ts). The guild, host and partner pages take their API from here.
 *
 * @example
 * const result = await loadStatement(state, guildApi, { tokens, kind: 'guildWallet', period })
 */
export const guildApi: GuildApi = bindEndpoints(appTransport, GUILD_ENDPOINTS)
