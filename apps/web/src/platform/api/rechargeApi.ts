import { ACCOUNT_ENDPOINTS, bindEndpoints, PAY_ENDPOINTS } from '@h5/api'
import type { RechargeApi } from '@h5/recharge'
import { appTransport } from '../appTransport'

/**
 * Recharge's calls (@h5/recharge `RechargeApi`): docs/openapi.yaml's tag `pay`, and `account`'s WeChat web
 * authorisation (the openid WeChat's in-browser pay needs), on the app's transport (platform/appTransport.ts).
 *
 * @example
 * const result = await loadRechargeInfo(state, rechargeApi, tokens)
 */
export const rechargeApi: RechargeApi = bindEndpoints(appTransport, { ...PAY_ENDPOINTS, ...ACCOUNT_ENDPOINTS })
