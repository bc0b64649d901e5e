import { bindEndpoints, REDPACKET_ENDPOINTS } from '@h5/api'
import type { RedPacketApi } from '@h5/redpacket'
import { appTransport } from '../appTransport'

/**
 * The red packets' calls (@h5/redpacket `RedPacketApi`): docs/openapi.yaml's tag `redpacket` on the app's
 * transport (platform/appTransport.ts).
 *
 * @example
 * const result = await loadMyReward(state, redPacketApi)
 */
export const redPacketApi: RedPacketApi = bindEndpoints(appTransport, REDPACKET_ENDPOINTS)
