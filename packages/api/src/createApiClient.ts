import { bindEndpoints } from './bindEndpoints'
import { createApiTransport } from './createApiTransport'
import { ENDPOINTS } from './endpoints'
import type { ApiClient, ApiClientOptions } from './types'

/**
 * The HTTP client with one typed function per endpoint of docs/openapi.yaml (`createApiTransport` and
 * `bindEndpoints` over `ENDPOINTS`). An app with pages by family binds each family's table instead
 * (README "One table per family"), so a page carries only its family's rows.
 *
 * @example
 * const api = createApiClient({ clientId: getClientId(navigator.userAgent, localStorage), bridge,
 *   loading: { show: showLoading, hide: hideLoading } })
 * const { data } = await api.openPacket({ accessToken, openID, redpacketID, channel })
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createApiTransport(options)
  return { ...bindEndpoints(transport, ENDPOINTS), request: transport.request, axios: transport.axios }
}
