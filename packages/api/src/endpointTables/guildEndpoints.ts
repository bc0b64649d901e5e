import type { EndpointTable } from '../endpointSpec'

/**
 * docs/openapi.yaml's tag `guild` (@h5/guild): who I am, the statement engine, the revenue split, host applications
 * and the guild's withdrawal.
 */
export const GUILD_ENDPOINTS = {
  getGuildMe: { method: 'POST', url: '/v1/guild/me', unwrap: 'body' },
  getStatementPeriods: { method: 'POST', url: '/v1/guild/periods', unwrap: 'body' },
  getStatement: { method: 'POST', url: '/v1/guild/statement', unwrap: 'body' },
  getStatementRows: { method: 'POST', url: '/v1/guild/statement/rows', unwrap: 'body' },
  getRevenueSplit: { method: 'POST', url: '/v1/guild/split', unwrap: 'body' },
  changeRevenueSplit: { method: 'POST', url: '/v1/guild/split/change', unwrap: 'body' },
  getHostStatus: { method: 'POST', url: '/v1/host/status', unwrap: 'body' },
  applyForHost: { method: 'POST', url: '/v1/host/apply', unwrap: 'body' },
  getGuildCashoutInfo: { method: 'POST', url: '/v1/guild/cashout/info', unwrap: 'body' },
  sendGuildWithdrawalSmsCode: { method: 'POST', url: '/v1/guild/cashout/sms', unwrap: 'body' },
  submitGuildWithdrawal: { method: 'POST', url: '/v1/guild/cashout/submit', unwrap: 'body' },
  getGuildWithdrawals: { method: 'POST', url: '/v1/guild/cashout/records', unwrap: 'body' },
} satisfies EndpointTable
