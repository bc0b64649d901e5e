import { BENEFIT_ENDPOINTS, bindEndpoints } from '@h5/api'
import type { BenefitApi } from '@h5/benefit'
import { appTransport } from '../appTransport'

/**
 * The 红钻 account's calls (@h5/benefit `BenefitApi`: cash-out, exchange, rewards, gifts): docs/openapi.yaml's
 * tag `benefit` on the app's transport (platform/appTransport.ts).
 *
 * @example
 * const result = await loadCashoutInfo(state, benefitApi, tokens)
 */
export const benefitApi: BenefitApi = bindEndpoints(appTransport, BENEFIT_ENDPOINTS)
