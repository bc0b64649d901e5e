/**
 * The recharge endpoints' scenarios for openApiContract.test.ts: the success and each errno the
 * document lists, reached as a page would reach them (the scenarios of scenarios/recharge.ts, calls made first).
 * contractScenarios.ts spreads them into CONTRACT_SCENARIOS.
 */
import { MOCK_USER } from '../fixtures.ts'
import { MOCK_WEB_ACCOUNTS } from '../recharge/rechargeCatalog.ts'
import { MOCK_JSAPI_OFF_PREFIX } from '../recharge/mockWeChat.ts'
import { MOCK_PAID_ORDER_ID } from '../recharge/rechargeWorld.ts'
import { scenarioSession } from '../scenarioSession.ts'
import type { Scenario } from './contractScenario.ts'

const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }
const badTokens = { accessToken: 'expired-token', openID: MOCK_USER.openID }
const SUCCESS = { status: 200, errno: 0 }
const failure = (errno: number) => ({ status: 200, errno })
const BAD_PARAM = failure(400)

let keys = 0
const key = () => `contract-key-${++keys}`
const order = (session: object, productID: string, amount: string) => ({ ...session, productID, amount, idempotencyKey: key() })
const webOrder = (accountID: string, productID: string, amountFen: number) => ({
  accountID,
  channel: 'wechat',
  productID,
  amountFen,
  idempotencyKey: key(),
  // openApiContract.test.ts's origin: the simulator takes a return address on the origin it is asked on.
  returnUrl: 'http://backend.test/wxpay',
})
/** openApiContract.test.ts's origin. */
const ORIGIN = 'http://backend.test'
const jsapiOrder = (accountID: string, productID: string, amountFen: number) => ({ accountID, openid: 'wx-open-contract', productID, amountFen, idempotencyKey: key() })

/** The in-app order errnos, played on both createWxOrder and createAliOrder. */
const appOrderScenarios = (operationId: 'createWxOrder' | 'createAliOrder'): Scenario[] => [
  { operationId, name: 'a recharge package', payload: order(tokens, 'd60', '6.00'), expected: SUCCESS },
  { operationId, name: 'a custom amount', payload: order(tokens, 'custom', '88'), expected: SUCCESS },
  { operationId, name: 'a minor', payload: order(scenarioSession('recharge-minor'), 'd60', '6'), expected: failure(8304101) },
  { operationId, name: 'over the daily cap', payload: order(scenarioSession('recharge-near-cap'), 'd1280', '128'), expected: failure(8380001) },
  { operationId, name: 'over the monthly cap', payload: order(scenarioSession('recharge-monthly-cap'), 'd680', '68'), expected: failure(8380002) },
  { operationId, name: 'a withdrawn package', payload: order(scenarioSession('recharge-withdrawn'), 'd300', '30'), expected: failure(8380003) },
  { operationId, name: 'a custom amount over the limit', payload: order(tokens, 'custom', '5000.01'), expected: failure(8380005) },
  // Fen below a yuan buy no 钻石: such an amount is refused, never charged for the diamonds of 10.
  { operationId, name: 'a custom amount with fen below a yuan', payload: order(tokens, 'custom', '10.99'), expected: failure(8380005) },
  { operationId, name: 'a VIP money option', payload: order(tokens, 'vip_month', '30.00'), expected: SUCCESS },
  { operationId, name: 'a VIP money option at another price', payload: order(tokens, 'vip_month', '29.00'), expected: failure(8380003) },
  { operationId, name: 'a VIP money option for a minor', payload: order(scenarioSession('recharge-minor'), 'vip_month', '30'), expected: failure(8304101) },
]

export const RECHARGE_CONTRACT_SCENARIOS: readonly Scenario[] = [
  ...appOrderScenarios('createWxOrder'),
  ...appOrderScenarios('createAliOrder'),

  { operationId: 'getRechargeInfo', name: 'the default user', payload: tokens, expected: SUCCESS },
  { operationId: 'getRechargeInfo', name: 'custom amounts off', payload: { ...scenarioSession('recharge-no-custom') }, expected: SUCCESS },
  { operationId: 'getRechargeInfo', name: 'a minor', payload: { ...scenarioSession('recharge-minor') }, expected: failure(8304101) },
  { operationId: 'getRechargeInfo', name: 'a bad token', payload: badTokens, expected: failure(8304006) },

  { operationId: 'getPayOrder', name: 'a paid order', payload: { orderID: MOCK_PAID_ORDER_ID }, expected: SUCCESS },
  { operationId: 'getPayOrder', name: 'no order id', payload: { orderID: '' }, expected: BAD_PARAM },
  { operationId: 'getPayOrder', name: 'an unknown order', payload: { orderID: 'wx_nope' }, expected: failure(8380004) },

  { operationId: 'getRechargeOrders', name: 'the default user', payload: tokens, expected: SUCCESS },
  { operationId: 'getRechargeOrders', name: 'every status', payload: { ...scenarioSession('recharge-records') }, expected: SUCCESS },
  { operationId: 'getRechargeOrders', name: 'a first page of several', payload: { ...scenarioSession('recharge-records-many'), limit: 20 }, expected: SUCCESS },
  { operationId: 'getRechargeOrders', name: 'no orders', payload: { ...scenarioSession('recharge-records-empty') }, expected: SUCCESS },
  { operationId: 'getRechargeOrders', name: 'a minor', payload: { ...scenarioSession('recharge-minor') }, expected: SUCCESS },
  { operationId: 'getRechargeOrders', name: 'an unknown cursor', payload: { ...tokens, cursor: 'rc_none' }, expected: BAD_PARAM },
  { operationId: 'getRechargeOrders', name: 'a limit over 50', payload: { ...tokens, limit: 51 }, expected: BAD_PARAM },
  { operationId: 'getRechargeOrders', name: 'a bad token', payload: badTokens, expected: failure(8304006) },

  { operationId: 'findRechargeAccount', name: 'the default user', payload: { accountID: String(MOCK_USER.userID) }, expected: SUCCESS },
  { operationId: 'findRechargeAccount', name: 'a malformed account ID', payload: { accountID: 'abc' }, expected: BAD_PARAM },
  { operationId: 'findRechargeAccount', name: 'an unknown account', payload: { accountID: '99999999' }, expected: failure(8380006) },
  { operationId: 'findRechargeAccount', name: 'a minor', payload: { accountID: MOCK_WEB_ACCOUNTS.minor }, expected: failure(8304101) },

  { operationId: 'createWebOrder', name: 'a web package', payload: webOrder(String(MOCK_USER.userID), 'w60', 600), expected: SUCCESS },
  { operationId: 'createWebOrder', name: 'a return address elsewhere', payload: { ...webOrder(String(MOCK_USER.userID), 'w60', 600), returnUrl: 'https://evil.example.com/' }, expected: BAD_PARAM },
  { operationId: 'createWebOrder', name: 'a minor', payload: webOrder(MOCK_WEB_ACCOUNTS.minor, 'w60', 600), expected: failure(8304101) },
  { operationId: 'createWebOrder', name: 'an unknown account', payload: webOrder('99999999', 'w60', 600), expected: failure(8380006) },
  { operationId: 'createWebOrder', name: 'an app package', payload: webOrder(String(MOCK_USER.userID), 'd60', 600), expected: failure(8380003) },
  { operationId: 'createWebOrder', name: 'a yuan string instead of fen', payload: { ...webOrder(String(MOCK_USER.userID), 'w60', 600), amountFen: '6.00' }, expected: BAD_PARAM },
  { operationId: 'createWebOrder', name: 'a custom amount under the limit', payload: webOrder(String(MOCK_USER.userID), 'custom', 50), expected: failure(8380005) },
  { operationId: 'createWebOrder', name: 'a custom amount with fen below a yuan', payload: webOrder(String(MOCK_USER.userID), 'custom', 1099), expected: failure(8380005) },
  { operationId: 'createWebOrder', name: 'over the daily cap', payload: webOrder(MOCK_WEB_ACCOUNTS.nearDailyCap, 'w1280', 12800), expected: failure(8380001) },
  { operationId: 'createWebOrder', name: 'over the monthly cap', payload: webOrder(MOCK_WEB_ACCOUNTS.nearMonthlyCap, 'w680', 6800), expected: failure(8380002) },

  { operationId: 'getWxWebAuthorizeUrl', name: 'the recharge page', payload: { redirectUri: `${ORIGIN}/wxpay`, state: 'state-0001' }, expected: SUCCESS },
  { operationId: 'getWxWebAuthorizeUrl', name: 'a return address elsewhere', payload: { redirectUri: 'https://evil.example.com/', state: 'state-0001' }, expected: BAD_PARAM },
  { operationId: 'getWxWebAuthorizeUrl', name: 'JSAPI not set up', payload: { redirectUri: `${ORIGIN}/wxpay`, state: `${MOCK_JSAPI_OFF_PREFIX}-1` }, expected: failure(8380007) },

  { operationId: 'createJsapiOrder', name: 'a web package', payload: jsapiOrder(String(MOCK_USER.userID), 'w60', 600), expected: SUCCESS },
  { operationId: 'createJsapiOrder', name: 'no openid', payload: { ...jsapiOrder(String(MOCK_USER.userID), 'w60', 600), openid: '' }, expected: BAD_PARAM },
  { operationId: 'createJsapiOrder', name: 'JSAPI not set up', payload: { ...jsapiOrder(String(MOCK_USER.userID), 'w60', 600), openid: `${MOCK_JSAPI_OFF_PREFIX}-o` }, expected: failure(8380007) },
  { operationId: 'createJsapiOrder', name: 'a minor', payload: jsapiOrder(MOCK_WEB_ACCOUNTS.minor, 'w60', 600), expected: failure(8304101) },
  { operationId: 'createJsapiOrder', name: 'an unknown account', payload: jsapiOrder('99999999', 'w60', 600), expected: failure(8380006) },
  { operationId: 'createJsapiOrder', name: 'an app package', payload: jsapiOrder(String(MOCK_USER.userID), 'd60', 600), expected: failure(8380003) },
  { operationId: 'createJsapiOrder', name: 'a custom amount under the limit', payload: jsapiOrder(String(MOCK_USER.userID), 'custom', 50), expected: failure(8380005) },
  { operationId: 'createJsapiOrder', name: 'over the daily cap', payload: jsapiOrder(MOCK_WEB_ACCOUNTS.nearDailyCap, 'w1280', 12800), expected: failure(8380001) },
  { operationId: 'createJsapiOrder', name: 'over the monthly cap', payload: jsapiOrder(MOCK_WEB_ACCOUNTS.nearMonthlyCap, 'w680', 6800), expected: failure(8380002) },
]
