import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `pay`: recharge (@h5/recharge): packages, orders in the app and on the web, WeChat's in-browser pay, the records. */
export const PAY_ENDPOINTS = {
  createWxOrder: { method: 'POST', url: '/v1/xpay/wx-order', unwrap: 'data' },
  createAliOrder: { method: 'POST', url: '/v1/xpay/ali-order', unwrap: 'data' },
  getRechargeInfo: { method: 'POST', url: '/v1/xpay/recharge-info', unwrap: 'body' },
  getPayOrder: { method: 'POST', url: '/v1/xpay/order-status', unwrap: 'body' },
  getRechargeOrders: { method: 'POST', url: '/v1/xpay/orders', unwrap: 'body' },
  findRechargeAccount: { method: 'POST', url: '/v1/xpay/web/account', unwrap: 'body' },
  getWxWebAuthorizeUrl: { method: 'POST', url: '/v1/xpay/web/wx-authorize', unwrap: 'body' },
  createJsapiOrder: { method: 'POST', url: '/v1/xpay/web/jsapi-order', unwrap: 'body' },
  createWebOrder: { method: 'POST', url: '/v1/xpay/web-order', unwrap: 'body' },
} satisfies EndpointTable
