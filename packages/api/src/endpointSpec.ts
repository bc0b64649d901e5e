import type { EndpointName, Endpoints } from './types'

export interface EndpointSpec<K extends EndpointName = EndpointName> {
  method: 'GET' | 'POST'
  url: string
  /**
   * `x-h5-unwrap` of the operation in docs/openapi.yaml: how its response is handed back; no interceptor guesses
   * from the URL.
   */
  unwrap: Endpoints[K]['unwrap']
  /** Payload fields filled in when the caller leaves them out (query parameters' `default` in docs/openapi.yaml). */
  defaults?: Partial<Endpoints[K]['payload']>
}

/**
 * Rows of the endpoint table, each named by its operationId: one tag's table (src/endpointTables/), or all of
 * them (`ENDPOINTS`). `bindEndpoints` makes a typed function of each row.
 */
export type EndpointTable = { readonly [K in EndpointName]?: EndpointSpec<K> }
