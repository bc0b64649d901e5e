import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `benefit`: the 红钻 account (@h5/benefit): cash-out, exchange, rewards, gifts. */
export const BENEFIT_ENDPOINTS = {
  getCashoutInfo: { method: 'POST', url: '/v1/cashout/info', unwrap: 'body' },
  submitWithdrawal: { method: 'POST', url: '/v1/cashout/submit', unwrap: 'body' },
  sendWithdrawalSmsCode: { method: 'POST', url: '/v1/cashout/sms', unwrap: 'body' },
  getWithdrawals: { method: 'POST', url: '/v1/cashout/records', unwrap: 'body' },
  getWithdrawal: { method: 'POST', url: '/v1/cashout/detail', unwrap: 'body' },
  getBenefitAccount: { method: 'POST', url: '/v1/benefit/account', unwrap: 'body' },
  getExchangeOptions: { method: 'POST', url: '/v1/benefit/exchange/options', unwrap: 'body' },
  exchangeRedDiamonds: { method: 'POST', url: '/v1/benefit/exchange', unwrap: 'body' },
  claimDailyReward: { method: 'POST', url: '/v1/benefit/daily/claim', unwrap: 'body' },
  getRewards: { method: 'POST', url: '/v1/benefit/rewards', unwrap: 'body' },
  claimReward: { method: 'POST', url: '/v1/benefit/rewards/claim', unwrap: 'body' },
  claimAllRewards: { method: 'POST', url: '/v1/benefit/rewards/claim-all', unwrap: 'body' },
  giveRedDiamonds: { method: 'POST', url: '/v1/benefit/give', unwrap: 'body' },
} satisfies EndpointTable
