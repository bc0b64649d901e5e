import { bindEndpoints, CONTENT_ENDPOINTS } from '@h5/api'
import type { ContentApi } from '@h5/content'
import { appTransport } from '../appTransport'

/**
 * Content's calls (@h5/content `ContentApi`: rule overrides, ban notices, the support channel, agreement
 * versions): docs/openapi.yaml's tag `content` on the app's transport (platform/appTransport.ts).
 *
 * @example
 * const result = await loadRuleDocument(state, contentApi, id)
 */
export const contentApi: ContentApi = bindEndpoints(appTransport, CONTENT_ENDPOINTS)
