import { http, type HttpHandler } from 'msw'
import type { ReplyHelpers } from '../contentHandlers.ts'
import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import { MOCK_ERRNO } from '../errnos.ts'
import { yuanToFen } from '../money.ts'
import { createMockUser } from '../createMockUser.ts'
import { MOCK_APP_PACKAGES, MOCK_CUSTOM, MOCK_WEB_ACCOUNTS, MOCK_WEB_PACKAGES, type MockPackage } from './rechargeCatalog.ts'
import type { MockRechargeOrder } from './rechargeWorld.ts'
import { extendHonor, findVipMoneyOption, type MockVipMoneyOption } from '../mall/vipMoneyOrders.ts'
import { MOCK_PAY_PATH, mockPayPage } from './mockPayPage.ts'
import { MOCK_JSAPI_OFF_PREFIX, MOCK_WX_APPID, MOCK_WX_PATH } from './mockWeChat.ts'
import { readBody } from '../readBody.ts'

type Json = Record<string, unknown>
type Failure = { errno: number; errmsg: string }

const KEY = /^[A-Za-z0-9-]{8,64}$/
const ACCOUNT_ID = /^\d{4,12}$/
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
/** Integer fen as createWebOrder sends it (`amountFen`), or null when it is not a safe non-negative integer. */
const readFen = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null)

/** The offer of docs/openapi.yaml (`RechargeOffer`) for a user, money in integer fen (`…Fen`). */
function offerOf(user: MockUser, packages: readonly MockPackage[]) {
  const { recharge } = user
  return {
    packages: packages.map((pack) => ({ ...pack })),
    custom: recharge.customEnabled ? { minFen: MOCK_CUSTOM.minFen, maxFen: MOCK_CUSTOM.maxFen, diamondsPerYuan: MOCK_CUSTOM.diamondsPerYuan } : null,
    caps: {
      dailyLimitFen: recharge.dailyLimitFen,
      dailyUsedFen: recharge.dailyUsedFen,
      monthlyLimitFen: recharge.monthlyLimitFen,
      monthlyUsedFen: recharge.monthlyUsedFen,
      remindBelowFen: recharge.remindBelowFen,
    },
  }
}

/**
 * What an order of `productID` at `fen` buys, or the errno that refuses it (caps, limits, withdrawn). `fen` is
 * null when the payload's amount was unreadable: the order calls send yuan (`amount`, schema `YuanAmount`),
 * createWebOrder integer fen (`amountFen`).
 */
function priceOrder(user: MockUser, packages: readonly MockPackage[], productID: unknown, fen: number | null, vip?: MockVipMoneyOption): { fen: number; diamonds: number } | Failure {
  if (!isText(productID) || fen === null || fen === 0) return MOCK_ERRNO.badParam
  if (user.minor) return MOCK_ERRNO.minor
  let diamonds: number
  if (vip) {
    // A VIP money option credits no 钻石; its price changed, or its tier no longer sold, is withdrawn.
    if (vip.priceFen !== fen || user.mall.withdrawn.has(`tier_${vip.tier.tier}`)) return MOCK_ERRNO.packageWithdrawn
    diamonds = 0
  } else if (productID === 'custom') {
    // Whole yuan only (docs/openapi.yaml, CustomAmountLimits): fen below a yuan would be paid for and buy nothing.
    const wholeYuan = fen % 100 === 0
    if (!user.recharge.customEnabled || !wholeYuan || fen < MOCK_CUSTOM.minFen || fen > MOCK_CUSTOM.maxFen) return MOCK_ERRNO.amountOutOfLimits
    diamonds = (fen / 100) * MOCK_CUSTOM.diamondsPerYuan
  } else {
    const pack = packages.find((candidate) => candidate.packageID === productID)
    // A price other than the one on sale is a package that changed since the page loaded: withdrawn.
    if (!pack || pack.priceFen !== fen || user.recharge.withdrawnOnOrder.includes(productID)) return MOCK_ERRNO.packageWithdrawn
    diamonds = pack.diamonds + pack.bonus
  }
  const { recharge } = user
  if (recharge.dailyUsedFen + fen > recharge.dailyLimitFen) return MOCK_ERRNO.dailyCap
  if (recharge.monthlyUsedFen + fen > recharge.monthlyLimitFen) return MOCK_ERRNO.monthlyCap
  return { fen, diamonds }
}

const isFailure = (value: object): value is Failure => 'errno' in value

/** Marks an order paid and credits its account (once). */
function settle(state: MockState, order: MockRechargeOrder, status: 'paid' | 'failed' | 'closed'): void {
  if (order.status !== 'pending') return
  order.status = status
  if (status !== 'paid') return
  const user = [...state.users.values()].find((candidate) => candidate.userID === order.userID)
  if (!user) return
  if (order.honor) extendHonor(user, state.now(), order.honor, null)
  user.diamonds += order.diamonds
  user.recharge.dailyUsedFen += order.priceFen
  user.recharge.monthlyUsedFen += order.priceFen
}

/** An app order's status at a query: the account's outcome decides (the simulator has no provider). */
function advance(state: MockState, order: MockRechargeOrder): void {
  order.queries += 1
  if (order.kind !== 'app' || order.status !== 'pending') return
  const user = [...state.users.values()].find((candidate) => candidate.userID === order.userID)
  const outcome = user?.recharge.outcome ?? 'paid'
  if (outcome === 'slow') {
    if (order.queries > (user?.recharge.pendingQueries ?? 0)) settle(state, order, 'paid')
    return
  }
  settle(state, order, outcome)
}

/** getPayOrder's answer: a refunded order was paid (docs/openapi.yaml, getPayOrder); the records say the refund. */
const statusOf = (order: MockRechargeOrder) => ({
  orderID: order.orderID,
  status: order.status === 'refunded' ? 'paid' : order.status,
  diamonds: order.diamonds,
  priceFen: order.priceFen,
})

/** A record of getRechargeOrders (docs/openapi.yaml `RechargeOrderRecord`). */
const recordOf = (order: MockRechargeOrder) => ({
  orderID: order.orderID,
  amountFen: order.priceFen,
  diamonds: order.diamonds,
  channel: order.channel,
  status: order.status,
  createdAt: order.createdAt,
})

/** Records a page of getRechargeOrders holds when the payload names no `limit`. */
const ORDERS_PER_PAGE = 20
const isLimit = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 50
const isCursor = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 64

/** The recharge orders (not VIP ones) credited to `userID`, newest first (the same moment: the later order first). */
function ordersOf(state: MockState, userID: number): MockRechargeOrder[] {
  return [...state.recharge.orders.values()].filter((order) => order.userID === userID && !order.honor).reverse().sort((a, b) => b.createdAt - a.createdAt)
}

/**
 * An in-app order of POST /v1/xpay/wx-order or /ali-order, or undefined when `productID` is neither a recharge
 * product (`custom` or a package of MOCK_APP_PACKAGES) nor a VIP money option (mall/vipMoneyOrders.ts): other
 * products keep createHandlers.ts's answer. A VIP order credits no 钻石 and, once paid, extends the membership.
 * The same idempotency key answers the same order.
 */
export function createAppRechargeOrder(
  channel: 'wechat' | 'alipay',
  body: Json,
  user: MockUser,
  state: MockState,
): { order: MockRechargeOrder } | Failure | undefined {
  const productID = body.productID
  const vip = findVipMoneyOption(productID)
  const isRecharge = productID === 'custom' || MOCK_APP_PACKAGES.some((pack) => pack.packageID === productID)
  if (!isRecharge && !vip) return undefined
  if (typeof body.idempotencyKey !== 'string' || !KEY.test(body.idempotencyKey)) return MOCK_ERRNO.badParam
  const keyed = state.recharge.byKey.get(`${user.userID}:${body.idempotencyKey}`)
  const existing = keyed ? state.recharge.orders.get(keyed) : undefined
  if (existing) return { order: existing }
  const priced = priceOrder(user, MOCK_APP_PACKAGES, productID, yuanToFen(body.amount), vip)
  if (isFailure(priced)) return priced
  const order: MockRechargeOrder = {
    orderID: `${channel === 'wechat' ? 'wx' : 'ali'}_${state.nextId++}`,
    userID: user.userID,
    channel,
    kind: 'app',
    priceFen: priced.fen,
    diamonds: priced.diamonds,
    status: 'pending',
    queries: 0,
    createdAt: state.now(),
    ...(vip && { honor: { tier: vip.tier.tier, tierName: vip.tier.name, days: vip.days } }),
  }
  state.recharge.orders.set(order.orderID, order)
  state.recharge.byKey.set(`${user.userID}:${body.idempotencyKey}`, order.orderID)
  return { order }
}

const WEB_ACCOUNT_SEEDS: Record<string, { nickName: string; seed: (user: MockUser) => void }> = {
  [MOCK_WEB_ACCOUNTS.minor]: { nickName: '小满', seed: (user) => void (user.minor = true) },
  [MOCK_WEB_ACCOUNTS.nearDailyCap]: { nickName: '今天充了不少', seed: (user) => void (user.recharge.dailyUsedFen = user.recharge.dailyLimitFen - 10_000) },
  [MOCK_WEB_ACCOUNTS.nearMonthlyCap]: { nickName: '本月快到上限', seed: (user) => void (user.recharge.monthlyUsedFen = user.recharge.monthlyLimitFen - 5000) },
}

/**
 * The account of a web recharge account ID: a user of the simulator by userID, or one of MOCK_WEB_ACCOUNTS
 * (created and seeded on first lookup, under tokens no page holds).
 */
function findAccount(state: MockState, accountID: string): MockUser | undefined {
  const known = [...state.users.values()].find((user) => String(user.userID) === accountID)
  const seed = WEB_ACCOUNT_SEEDS[accountID]
  if (known || !seed) return known
  const user = createMockUser({ userID: Number(accountID), nickName: seed.nickName, avatar: '', accessToken: `web-account-${accountID}`, openID: `web-open-${accountID}` })
  seed.seed(user)
  state.users.set(user.accessToken, user)
  return user
}

/**
 * The recharge family's endpoints (docs/openapi.yaml "Recharge"): the recharge page, order status,
 * web recharge by account ID, and the stand-in WeChat H5 pay / Alipay wap pay pages (mockPayPage.ts), which
 * only the simulator serves (dev and preview; never the production build).
 */
export function createRechargeHandlers(getState: () => MockState, { ok, fail, authed }: ReplyHelpers): HttpHandler[] {
  return [
    authed('/v1/xpay/recharge-info', (_body, user) => {
      if (user.minor) return fail(MOCK_ERRNO.minor)
      return ok({ balance: user.diamonds, offer: offerOf(user, MOCK_APP_PACKAGES) })
    }),

    // The records: a minor's account too (its guardian may look; docs/openapi.yaml getRechargeOrders).
    authed('/v1/xpay/orders', (body, user, state) => {
      const { cursor, limit = ORDERS_PER_PAGE } = body
      if (!isLimit(limit) || (cursor !== undefined && !isCursor(cursor))) return fail(MOCK_ERRNO.badParam)
      const list = ordersOf(state, user.userID)
      // The cursor is the last order of the page before: stable while new orders are added on top.
      const start = cursor === undefined ? 0 : list.findIndex((order) => order.orderID === cursor) + 1
      if (cursor !== undefined && start === 0) return fail(MOCK_ERRNO.badParam)
      const page = list.slice(start, start + limit)
      const more = start + limit < list.length
      return ok({ items: page.map(recordOf), nextCursor: more ? page.at(-1)!.orderID : null })
    }),

    http.post('*/v1/xpay/order-status', async ({ request }) => {
      const body = await readBody(request)
      if (!body || !isText(body.orderID)) return fail(MOCK_ERRNO.badParam)
      const state = getState()
      const order = state.recharge.orders.get(body.orderID)
      if (!order) return fail(MOCK_ERRNO.orderUnknown)
      advance(state, order)
      return ok(statusOf(order))
    }),

    http.post('*/v1/xpay/web/account', async ({ request }) => {
      const body = await readBody(request)
      const accountID = body?.accountID
      if (typeof accountID !== 'string' || !ACCOUNT_ID.test(accountID)) return fail(MOCK_ERRNO.badParam)
      const user = findAccount(getState(), accountID)
      if (!user) return fail(MOCK_ERRNO.accountUnknown)
      if (user.minor) return fail(MOCK_ERRNO.minor)
      return ok({ account: { accountID, nickname: user.nickName, avatar: user.avatar }, offer: offerOf(user, MOCK_WEB_PACKAGES) })
    }),

    http.post('*/v1/xpay/web-order', async ({ request }) => {
      const body = await readBody(request)
      if (!body) return fail(MOCK_ERRNO.badParam)
      const { accountID, channel, idempotencyKey, returnUrl } = body
      const origin = new URL(request.url).origin
      const returnsHome = typeof returnUrl === 'string' && URL.canParse(returnUrl) && new URL(returnUrl).origin === origin
      if (
        typeof accountID !== 'string' ||
        !ACCOUNT_ID.test(accountID) ||
        (channel !== 'wechat' && channel !== 'alipay') ||
        typeof idempotencyKey !== 'string' ||
        !KEY.test(idempotencyKey) ||
        !returnsHome
      ) {
        return fail(MOCK_ERRNO.badParam)
      }
      const state = getState()
      const user = findAccount(state, accountID)
      if (!user) return fail(MOCK_ERRNO.accountUnknown)
      const payUrl = (order: MockRechargeOrder) => `${origin}${MOCK_PAY_PATH}/${order.channel}?orderID=${encodeURIComponent(order.orderID)}`
      const keyed = state.recharge.byKey.get(`web:${accountID}:${idempotencyKey}`)
      const existing = keyed ? state.recharge.orders.get(keyed) : undefined
      if (existing) return ok({ orderID: existing.orderID, payUrl: payUrl(existing) })
      const priced = priceOrder(user, MOCK_WEB_PACKAGES, body.productID, readFen(body.amountFen))
      if (isFailure(priced)) return fail(priced)
      const order: MockRechargeOrder = {
        orderID: `${channel === 'wechat' ? 'wxh5' : 'aliwap'}_${state.nextId++}`,
        userID: user.userID,
        channel,
        kind: 'web',
        priceFen: priced.fen,
        diamonds: priced.diamonds,
        status: 'pending',
        queries: 0,
        createdAt: state.now(),
        returnUrl: returnUrl as string,
      }
      state.recharge.orders.set(order.orderID, order)
      state.recharge.byKey.set(`web:${accountID}:${idempotencyKey}`, order.orderID)
      return ok({ orderID: order.orderID, payUrl: payUrl(order) })
    }),

    // Pay inside WeChat's browser (JSAPI): the authorisation address, then an order for the payer's openid.
    http.post('*/v1/xpay/web/wx-authorize', async ({ request }) => {
      const body = await readBody(request)
      const origin = new URL(request.url).origin
      const { redirectUri, state } = body ?? {}
      const returnsHome = typeof redirectUri === 'string' && URL.canParse(redirectUri) && new URL(redirectUri).origin === origin
      if (!returnsHome || typeof state !== 'string' || !KEY.test(state)) return fail(MOCK_ERRNO.badParam)
      if (state.startsWith(MOCK_JSAPI_OFF_PREFIX)) return fail(MOCK_ERRNO.jsapiOff)
      const authorize = new URL(`${origin}${MOCK_WX_PATH}/authorize`)
      authorize.search = new URLSearchParams({ appid: MOCK_WX_APPID, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state }).toString()
      return ok({ authorizeUrl: `${authorize.href}#wechat_redirect` })
    }),

    http.post('*/v1/xpay/web/jsapi-order', async ({ request }) => {
      const body = await readBody(request)
      if (!body) return fail(MOCK_ERRNO.badParam)
      const { accountID, openid, idempotencyKey } = body
      if (typeof accountID !== 'string' || !ACCOUNT_ID.test(accountID) || !isText(openid) || typeof idempotencyKey !== 'string' || !KEY.test(idempotencyKey)) {
        return fail(MOCK_ERRNO.badParam)
      }
      if (openid.startsWith(MOCK_JSAPI_OFF_PREFIX)) return fail(MOCK_ERRNO.jsapiOff)
      const state = getState()
      const user = findAccount(state, accountID)
      if (!user) return fail(MOCK_ERRNO.accountUnknown)
      const params = (order: MockRechargeOrder) => ({
        orderID: order.orderID,
        appId: MOCK_WX_APPID,
        timeStamp: String(Math.floor(state.now() / 1000)),
        nonceStr: `nonce${order.orderID}`,
        package: `prepay_id=${order.orderID}`,
        signType: 'RSA',
        paySign: 'mock-signature',
      })
      const keyed = state.recharge.byKey.get(`jsapi:${accountID}:${idempotencyKey}`)
      const existing = keyed ? state.recharge.orders.get(keyed) : undefined
      if (existing) return ok(params(existing))
      const priced = priceOrder(user, MOCK_WEB_PACKAGES, body.productID, readFen(body.amountFen))
      if (isFailure(priced)) return fail(priced)
      const order: MockRechargeOrder = {
        orderID: `wxjs_${state.nextId++}`,
        userID: user.userID,
        channel: 'wechat',
        kind: 'web',
        priceFen: priced.fen,
        diamonds: priced.diamonds,
        status: 'pending',
        queries: 0,
        createdAt: state.now(),
      }
      state.recharge.orders.set(order.orderID, order)
      state.recharge.byKey.set(`jsapi:${accountID}:${idempotencyKey}`, order.orderID)
      return ok(params(order))
    }),

    // WeChat's silent authorisation (snsapi_base): straight back with a code (mockWeChat.ts).
    http.get(`*${MOCK_WX_PATH}/authorize`, ({ request }) => {
      const query = new URL(request.url).searchParams
      const redirect = query.get('redirect_uri')
      if (!redirect || !URL.canParse(redirect)) return new Response('redirect_uri 参数错误', { status: 400 })
      const back = new URL(redirect)
      back.searchParams.set('code', `mock-code-${getState().nextId++}`)
      back.searchParams.set('state', query.get('state') ?? '')
      return new Response(null, { status: 302, headers: { Location: back.href } })
    }),

    // What WeChat's pay sheet does on the server: the fake WeixinJSBridge pays (or not) the order of its package.
    http.post(`*${MOCK_PAY_PATH}/jsapi`, async ({ request }) => {
      const body = await readBody(request)
      const orderID = typeof body?.package === 'string' ? body.package.replace(/^prepay_id=/, '') : ''
      const order = getState().recharge.orders.get(orderID)
      if (!order || order.kind !== 'web') return fail(MOCK_ERRNO.orderUnknown)
      if (body?.action === 'pay') settle(getState(), order, 'paid')
      return ok({ orderID: order.orderID, status: order.status })
    }),

    // The stand-in pay pages (not in docs/openapi.yaml: they stand for WeChat's and Alipay's sites).
    http.get(`*${MOCK_PAY_PATH}/:channel`, ({ params }) =>
      new Response(mockPayPage(params.channel === 'alipay' ? 'alipay' : 'wechat'), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    ),

    http.post(`*${MOCK_PAY_PATH}/finish`, async ({ request }) => {
      const body = await readBody(request)
      const state = getState()
      const order = isText(body?.orderID) ? state.recharge.orders.get(body.orderID) : undefined
      if (!order || order.kind !== 'web') return fail(MOCK_ERRNO.orderUnknown)
      // Paying settles the order; cancelling leaves it pending, as a provider's abandoned pay page does.
      if (body?.action === 'pay') settle(state, order, 'paid')
      const back = new URL(order.returnUrl!)
      back.searchParams.set('orderID', order.orderID)
      return ok({ returnUrl: back.href })
    }),
  ]
}
