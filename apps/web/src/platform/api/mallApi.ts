import { bindEndpoints, MALL_ENDPOINTS } from '@h5/api'
import type { MallApi } from '@h5/mall'
import { appTransport } from '../appTransport'

/**
 * The mall's calls (@h5/mall `MallApi`): docs/openapi.yaml's tag `mall` on the app's transport
 * (platform/appTransport.ts). The mall's pages and components take their API from here.
 *
 * @example
 * const result = await loadVipTiers(state, mallApi, { tokens, lineup: 'uservip' })
 */
export const mallApi: MallApi = bindEndpoints(appTransport, MALL_ENDPOINTS)
