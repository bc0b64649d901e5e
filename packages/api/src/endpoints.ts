import type { EndpointSpec } from './endpointSpec'
import { ACTIVITY_ENDPOINTS } from './endpointTables/activityEndpoints'
import { ACCOUNT_ENDPOINTS } from './endpointTables/accountEndpoints'
import { BENEFIT_ENDPOINTS } from './endpointTables/benefitEndpoints'
import { COMMON_ENDPOINTS } from './endpointTables/commonEndpoints'
import { CONTENT_ENDPOINTS } from './endpointTables/contentEndpoints'
import { GAME_ENDPOINTS } from './endpointTables/gameEndpoints'
import { GUILD_ENDPOINTS } from './endpointTables/guildEndpoints'
import { IDENTITY_ENDPOINTS } from './endpointTables/identityEndpoints'
import { MALL_ENDPOINTS } from './endpointTables/mallEndpoints'
import { PAY_ENDPOINTS } from './endpointTables/payEndpoints'
import { REDPACKET_ENDPOINTS } from './endpointTables/redpacketEndpoints'
import { SOCIAL_ENDPOINTS } from './endpointTables/socialEndpoints'
import type { EndpointName } from './types'

export type { EndpointSpec, EndpointTable } from './endpointSpec'

/**
 * The endpoint table of docs/openapi.yaml, one row per operation (named by its operationId) and typed function of the
 * client: the tables of its tags (src/endpointTables/) together. GET payloads go in the query string, POST payloads
 * in a JSON body. packages/mock-backend's openApiDocument.test.ts holds each row to its operation and each tag's
 * table to the tag's operations.
 */
export const ENDPOINTS: { readonly [K in EndpointName]: EndpointSpec<K> } = {
  ...ACCOUNT_ENDPOINTS, ...ACTIVITY_ENDPOINTS, ...BENEFIT_ENDPOINTS, ...COMMON_ENDPOINTS, ...CONTENT_ENDPOINTS, ...GAME_ENDPOINTS, ...GUILD_ENDPOINTS, ...IDENTITY_ENDPOINTS, ...MALL_ENDPOINTS, ...PAY_ENDPOINTS, ...REDPACKET_ENDPOINTS, ...SOCIAL_ENDPOINTS,
}
