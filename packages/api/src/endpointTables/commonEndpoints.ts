import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `common`: calls every family may use: the country calling codes. */
export const COMMON_ENDPOINTS = {
  getCountryCode: { method: 'GET', url: '/v1/common/country-code', unwrap: 'data' },
} satisfies EndpointTable
