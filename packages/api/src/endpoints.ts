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
 * The endpoint table of docs/openapi.yaml, one row per operation (named by its operationId) and typed function of the
 * client. GET payloads go in the query string, POST payloads in a JSON body. packages/mock-backend's
 * openApiDocument.test.ts holds each row to its operation.
 */
export const ENDPOINTS: { readonly [K in EndpointName]: EndpointSpec<K> } = {
  getPolicyToken: { method: 'POST', url: '/v1/getPolicyToken', unwrap: 'response' },
  buyGuard: { method: 'POST', url: '/v1/mall/buy-guard', unwrap: 'response' },
  buyHonor: { method: 'POST', url: '/v1/mall/buy-honor', unwrap: 'response' },
  wxAuth: { method: 'GET', url: '/v1/wx/auth', unwrap: 'data' },
  createWxOrder: { method: 'POST', url: '/v1/xpay/wx-order', unwrap: 'data' },
  createAliOrder: { method: 'POST', url: '/v1/xpay/ali-order', unwrap: 'data' },
  sendWords: { method: 'POST', url: '/v1/game/send-words', unwrap: 'data' },
  getCountryCode: { method: 'GET', url: '/v1/common/country-code', unwrap: 'data' },
  openPacket: { method: 'POST', url: '/v1/packet/open', unwrap: 'body' },
  sendPacket: { method: 'POST', url: '/v1/packet/send', unwrap: 'body' },
  getNewbeeRedbagTaskReward: { method: 'POST', url: '/v1/event/get-newbee-redbag-task-reward', unwrap: 'body' },
  getMyReward: { method: 'GET', url: '/v1/packet/myReward', unwrap: 'body' },
  getMyRecord: { method: 'GET', url: '/v1/packet/myRecord', unwrap: 'body', defaults: { limit: 100 } },
  getOpenRecords: { method: 'GET', url: '/v1/packet/open/record', unwrap: 'body', defaults: { limit: 20 } },
  // Identity
  getRealNameStatus: { method: 'POST', url: '/v1/realname/status', unwrap: 'body' },
  startFaceVerify: { method: 'POST', url: '/v1/realname/certify', unwrap: 'body' },
  getFaceVerifyResult: { method: 'POST', url: '/v1/realname/certify/result', unwrap: 'body' },
  submitManualVerify: { method: 'POST', url: '/v1/realname/manual', unwrap: 'body' },
  sendSmsCode: { method: 'POST', url: '/v1/sms/send', unwrap: 'body' },
  changePhone: { method: 'POST', url: '/v1/phone/change', unwrap: 'body' },
  provePhoneOwner: { method: 'POST', url: '/v1/phone/owner/proof', unwrap: 'body' },
  startPhoneOwnerFaceCheck: { method: 'POST', url: '/v1/phone/owner/face', unwrap: 'body' },
  submitPhoneReview: { method: 'POST', url: '/v1/phone/review', unwrap: 'body' },
  getPhoneReview: { method: 'POST', url: '/v1/phone/review/status', unwrap: 'body' },
  getCancellationCheck: { method: 'POST', url: '/v1/account/cancellation/check', unwrap: 'body' },
  submitCancellation: { method: 'POST', url: '/v1/account/cancellation/submit', unwrap: 'body' },
  withdrawCancellation: { method: 'POST', url: '/v1/account/cancellation/withdraw', unwrap: 'body' },
  sendLoginSmsCode: { method: 'POST', url: '/v1/login/sms', unwrap: 'body' },
  loginByPhone: { method: 'POST', url: '/v1/login/phone', unwrap: 'body' },
  // content (docs/content.md)
  getRuleDocument: { method: 'GET', url: '/v1/content/rule', unwrap: 'body' },
  getForbidNotice: { method: 'GET', url: '/v1/content/forbid', unwrap: 'body' },
  getSupportChannel: { method: 'GET', url: '/v1/content/support', unwrap: 'body' },
  getPendingAgreements: { method: 'POST', url: '/v1/agreement/pending', unwrap: 'body' },
  acceptAgreements: { method: 'POST', url: '/v1/agreement/accept', unwrap: 'body' },
  // benefit
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
  // Recharge
  getRechargeInfo: { method: 'POST', url: '/v1/xpay/recharge-info', unwrap: 'body' },
  getPayOrder: { method: 'POST', url: '/v1/xpay/order-status', unwrap: 'body' },
  getRechargeOrders: { method: 'POST', url: '/v1/xpay/orders', unwrap: 'body' },
  findRechargeAccount: { method: 'POST', url: '/v1/xpay/web/account', unwrap: 'body' },
  createWebOrder: { method: 'POST', url: '/v1/xpay/web-order', unwrap: 'body' },
  // Pay inside WeChat's browser (JSAPI)
  getWxWebAuthorizeUrl: { method: 'POST', url: '/v1/xpay/web/wx-authorize', unwrap: 'body' },
  createJsapiOrder: { method: 'POST', url: '/v1/xpay/web/jsapi-order', unwrap: 'body' },
  // The mall (@h5/mall): goods, VIP, guard, pretty numbers, wealth; buyGuard and buyHonor are above
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
}
