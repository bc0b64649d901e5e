import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `content`: content (@h5/content): rule overrides, ban notices, the support channel, agreement versions. */
export const CONTENT_ENDPOINTS = {
  getRuleDocument: { method: 'GET', url: '/v1/content/rule', unwrap: 'body' },
  getForbidNotice: { method: 'GET', url: '/v1/content/forbid', unwrap: 'body' },
  getSupportChannel: { method: 'GET', url: '/v1/content/support', unwrap: 'body' },
  getPendingAgreements: { method: 'POST', url: '/v1/agreement/pending', unwrap: 'body' },
  acceptAgreements: { method: 'POST', url: '/v1/agreement/accept', unwrap: 'body' },
} satisfies EndpointTable
