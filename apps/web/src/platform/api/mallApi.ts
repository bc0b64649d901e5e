import type { MallApi } from '@h5/mall'
import { appApi } from '../appApi'

/**
 * The mall's calls (@h5/mall `MallApi`) on the app's HTTP client (platform/appApi.ts): the mall's pages and
 * components take their API from here, never from appApi, so the family's calls are named in one place.
 *
 * @example
 * const result = await loadVipTiers(state, mallApi, tokens)
 */
export const mallApi: MallApi = appApi
