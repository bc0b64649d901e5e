import type { EndpointSpec, EndpointTable } from './endpointSpec'
import type { ApiRequestConfig, ApiTransport, BoundEndpoints, CallOptions, EndpointName } from './types'

/**
 * One typed function per row of `table`, sending through `transport` (`createApiTransport`): the row's method and
 * URL, its unwrap policy, its defaults under the caller's payload (GET in the query string, POST as a JSON body),
 * and `quiet` from the call's options. A page that binds only its family's table (src/endpointTables/) carries
 * only those rows.
 *
 * @example
 * const redPacketApi = bindEndpoints(transport, REDPACKET_ENDPOINTS)
 * const { data } = await redPacketApi.getMyReward()
 */
export function bindEndpoints<T extends EndpointTable>(transport: Pick<ApiTransport, 'request'>, table: T): BoundEndpoints<keyof T & EndpointName> {
  // One call for every unwrap policy: the row's policy decides what comes back, and BoundEndpoints types it.
  const request = transport.request as (config: ApiRequestConfig) => Promise<unknown>
  const endpoint = (spec: EndpointSpec) => (payload?: object, callOptions: CallOptions = {}) => {
    const merged = { ...spec.defaults, ...payload }
    return request({
      method: spec.method,
      url: spec.url,
      unwrap: spec.unwrap,
      quiet: callOptions.quiet,
      ...(spec.method === 'GET' ? { params: merged } : { data: merged }),
    })
  }
  const rows = Object.entries(table) as [EndpointName, EndpointSpec][]
  return Object.fromEntries(rows.map(([name, spec]) => [name, endpoint(spec)])) as unknown as BoundEndpoints<keyof T & EndpointName>
}
