import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `mall`: the mall (@h5/mall): goods, VIP, guard, pretty numbers, wealth. */
export const MALL_ENDPOINTS = {
  buyGuard: { method: 'POST', url: '/v1/mall/buy-guard', unwrap: 'response' },
  buyHonor: { method: 'POST', url: '/v1/mall/buy-honor', unwrap: 'response' },
  getMallGoods: { method: 'POST', url: '/v1/mall/goods', unwrap: 'body' },
  getGoodsOptions: { method: 'POST', url: '/v1/mall/goods/options', unwrap: 'body' },
  buyGoods: { method: 'POST', url: '/v1/mall/buy', unwrap: 'body' },
  giveGoods: { method: 'POST', url: '/v1/mall/give', unwrap: 'body' },
  getBackpack: { method: 'POST', url: '/v1/mall/backpack', unwrap: 'body' },
  wearItem: { method: 'POST', url: '/v1/mall/wear', unwrap: 'body' },
  takeOffItem: { method: 'POST', url: '/v1/mall/take-off', unwrap: 'body' },
  getVipTiers: { method: 'POST', url: '/v1/vip/tiers', unwrap: 'body' },
  getMembership: { method: 'POST', url: '/v1/vip/membership', unwrap: 'body' },
  setAutoRenew: { method: 'POST', url: '/v1/vip/auto-renew', unwrap: 'body' },
  claimVipDaily: { method: 'POST', url: '/v1/vip/daily/claim', unwrap: 'body' },
  getGuardInfo: { method: 'POST', url: '/v1/guard/info', unwrap: 'body' },
  getGuards: { method: 'POST', url: '/v1/guard/list', unwrap: 'body' },
  getNumbers: { method: 'POST', url: '/v1/number/catalogue', unwrap: 'body' },
  getMyNumbers: { method: 'POST', url: '/v1/number/mine', unwrap: 'body' },
  getWealthLevel: { method: 'POST', url: '/v1/wealth/level', unwrap: 'body' },
  getWealthLedger: { method: 'POST', url: '/v1/wealth/ledger', unwrap: 'body' },
} satisfies EndpointTable
