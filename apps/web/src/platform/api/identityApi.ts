import { ACCOUNT_ENDPOINTS, bindEndpoints, COMMON_ENDPOINTS, IDENTITY_ENDPOINTS } from '@h5/api'
import type { IdentityApi } from '@h5/identity'
import { appTransport } from '../appTransport'

/**
 * Identity's calls (@h5/identity `IdentityApi`): docs/openapi.yaml's tag `identity`, with `account`'s upload
 * policy (a browser's ID photos) and `common`'s country calling codes, on the app's transport
 * (platform/appTransport.ts).
 *
 * @example
 * const result = await loadStatus(state, identityApi, tokens)
 */
export const identityApi: IdentityApi = bindEndpoints(appTransport, { ...IDENTITY_ENDPOINTS, ...ACCOUNT_ENDPOINTS, ...COMMON_ENDPOINTS })
