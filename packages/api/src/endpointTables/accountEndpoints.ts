import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `account`: the account's calls outside a family: the object store's upload policy (a browser's photos) and WeChat's web authorisation. */
export const ACCOUNT_ENDPOINTS = {
  getPolicyToken: { method: 'POST', url: '/v1/getPolicyToken', unwrap: 'response' },
  wxAuth: { method: 'GET', url: '/v1/wx/auth', unwrap: 'data' },
} satisfies EndpointTable
