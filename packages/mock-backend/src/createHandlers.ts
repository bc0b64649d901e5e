import { http, type HttpHandler } from 'msw'
import { answerOnce, isIdempotencyKey } from './answerOnce.ts'
import { createMockNativeBindings } from './benefit/mockNativeBindings.ts'
import { createBenefitHandlers } from './benefit/createBenefitHandlers.ts'
import { createContentHandlers } from './contentHandlers.ts'
import { MOCK_ERRNO } from './errnos.ts'
import { createPacket, defaultUser, findPacket, takeShare, type MockState } from './createMockState.ts'
import type { MockUser } from './createMockUser.ts'
import { MOCK_USER } from './fixtures.ts'
import { replyJson } from './reply.ts'
import { findUser } from './findUser.ts'
import { mockAvatar } from './mockAvatar.ts'
import { fenToYuan, fenToYuanNumber, yuanToFen } from './money.ts'
import { createIdentityHandlers, type IdentityAccount } from './identity/createIdentityHandlers.ts'
import { createObjectStoreHandler } from './identity/mockObjectStore.ts'
import { createGuildHandlers } from './guild/createGuildHandlers.ts'
import { createMallHandlers } from './mall/createMallHandlers.ts'
import { createSocialHandlers } from './social/createSocialHandlers.ts'
import { createActivityHandlers } from './activity/createActivityHandlers.ts'
import { createAppRechargeOrder, createRechargeHandlers } from './recharge/createRechargeHandlers.ts'
import { encodePolicy, MAX_UPLOAD_BYTES, MOCK_ACCESS_ID, MOCK_OBJECT_STORE, MOCK_SIGNATURE } from './identity/mockPolicy.ts'
import { readBody } from './readBody.ts'

type Json = Record<string, unknown>
type Failure = { errno: number; errmsg: string }

const MAX_SHARES = 100
const MAX_GREETING = 25
const MAX_WORDS = 50
const DEFAULT_GREETING = '恭喜发财，大吉大利'
const COUNTRY_CODES = [
  { name: '中国大陆', code: '+86', iso: 'CN' },
  { name: '中国香港', code: '+852', iso: 'HK' },
  { name: '中国澳门', code: '+853', iso: 'MO' },
  { name: '中国台湾', code: '+886', iso: 'TW' },
  { name: '新加坡', code: '+65', iso: 'SG' },
  { name: '马来西亚', code: '+60', iso: 'MY' },
  { name: '美国', code: '+1', iso: 'US' },
  { name: '日本', code: '+81', iso: 'JP' },
]

/** The JSAPI parameters of a simulated WeChat Pay order (`WxOrderResult`). */
const wxPayParams = (orderID: string, state: MockState) => ({
  orderID,
  appId: 'wx-mock-app',
  timeStamp: String(Math.floor(state.now() / 1000)),
  nonceStr: `nonce${orderID}`,
  package: `prepay_id=mock_${orderID}`,
  signType: 'RSA',
  paySign: 'mock-signature',
})

/** A `limit` query value: a whole number 1..100, else the endpoint's default. */
function readLimit(url: URL, fallback: number): number {
  const limit = Number(url.searchParams.get('limit'))
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : fallback
}

const isPositiveInt = (value: unknown, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * Handlers for every endpoint of docs/openapi.yaml, behaving like the real service over the state `getState()` returns
 * (read on every request, so a reset takes effect at once). Paths start with `*` so the same handlers match on
 * any origin: the dev worker, the preview server and Node tests.
 */
export function createHandlers(getState: () => MockState): HttpHandler[] {
  // Every answer carries the simulated server's clock (reply.ts).
  const ok = (data: unknown) => replyJson({ errno: 0, errmsg: '', data }, getState().now())
  const fail = (failure: Failure, status = 200) => replyJson({ errno: failure.errno, errmsg: failure.errmsg }, getState().now(), status)

  /**
   * Wraps a POST handler that acts for the user its JSON body's token pair names (`findUser`: MOCK_USER or a
   * scenario session); any other pair, or no JSON object, is an expired session.
   */
  const authed = (path: string, handle: (body: Json, user: MockUser, state: MockState) => Response | Promise<Response>) =>
    http.post(`*${path}`, async ({ request }) => {
      const body = await readBody(request)
      const state = getState()
      const user = body ? findUser(state, body.accessToken, body.openID) : undefined
      if (!body || !user) return fail(MOCK_ERRNO.badToken)
      return handle(body, user, state)
    })

  return [
    // --- content: agreements, rules and notices (contentHandlers.ts) ---
    ...createContentHandlers(getState, { ok, fail, authed }),
    // --- recharge: recharge/createRechargeHandlers.ts ---
    ...createRechargeHandlers(getState, { ok, fail, authed }),

    // --- red packets ---
    authed('/v1/packet/open', (body, user, state) => {
      const packet = typeof body.redpacketID === 'string' ? findPacket(state, body.redpacketID, user) : undefined
      if (!packet) return fail(MOCK_ERRNO.noSuchPacket)
      if (packet.fixed) return fail(packet.fixed, packet.fixed.status)
      if (state.now() > packet.expireAt) return fail(MOCK_ERRNO.expired)
      if (packet.records.some((record) => record.openID === user.openID)) return fail(MOCK_ERRNO.alreadyOpened)
      if (packet.shares.length === 0) return fail(MOCK_ERRNO.state1)
      const fen = takeShare(packet, user, state.now())
      user.rewardFen += fen
      user.leftFen += fen
      return ok({ money: fenToYuanNumber(fen) })
    }),

    authed('/v1/packet/send', (body, user, state) => {
      if (user.minor) return fail(MOCK_ERRNO.minor)
      const totalFen = yuanToFen(body.amount)
      const { count } = body
      if (totalFen === null || !isPositiveInt(count, MAX_SHARES) || totalFen < count) return fail(MOCK_ERRNO.badAmount)
      if (body.greeting !== undefined && typeof body.greeting !== 'string') return fail(MOCK_ERRNO.badGreeting)
      const greeting = (body.greeting ?? '').trim() || DEFAULT_GREETING
      if (Array.from(greeting).length > MAX_GREETING) return fail(MOCK_ERRNO.badGreeting)
      if (!isIdempotencyKey(body.idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      // A send the server has seen answers the packet it made (the answer lost on the way is not a second packet).
      return answerOnce(user.moneyKeys, body.idempotencyKey, `send:${totalFen}:${count}:${greeting}`, () => {
        if (totalFen > user.leftFen) return { failure: MOCK_ERRNO.insufficient }
        user.leftFen -= totalFen
        const sender = { nickName: user.nickName, avatar: user.avatar, openID: user.openID }
        const id = `rp_sent_${state.nextId++}`
        state.packets.set(id, createPacket(state, { id, sender, greeting, totalFen, count, createdAt: state.now() }))
        user.sent.unshift(id)
        return { data: { redpacketID: id } }
      }, { ok, fail })
    }),

    http.get('*/v1/packet/open/record', ({ request }) => {
      const state = getState()
      const url = new URL(request.url)
      const packet = findPacket(state, url.searchParams.get('redpacketID') ?? '')
      if (!packet) return fail(MOCK_ERRNO.noSuchPacket)
      if (packet.fixed?.status === 500) return fail(packet.fixed, 500)
      const items = [...packet.records]
        .reverse()
        .slice(0, readLimit(url, 20))
        .map(({ nickName, avatar, fen, time }) => ({ nickName, avatar, money: fenToYuanNumber(fen), time }))
      return ok({ total: packet.records.length, items, nickName: packet.sender.nickName, avatar: packet.sender.avatar })
    }),

    // The three red-packet GETs carry no tokens (docs/openapi.yaml): they answer for MOCK_USER.
    http.get('*/v1/packet/myReward', () => {
      const user = defaultUser(getState())
      return ok({ leftTotal: fenToYuan(user.leftFen), rewardTotal: fenToYuan(user.rewardFen) })
    }),

    http.get('*/v1/packet/myRecord', ({ request }) => {
      const state = getState()
      const items = defaultUser(state).sent.slice(0, readLimit(new URL(request.url), 100)).map((id) => {
        const packet = state.packets.get(id)!
        return {
          redpacketID: id,
          amount: fenToYuan(packet.totalFen),
          count: packet.count,
          openedCount: packet.records.length,
          greeting: packet.greeting,
          time: packet.createdAt,
        }
      })
      return ok({ items })
    }),

    authed('/v1/event/get-newbee-redbag-task-reward', (_body, user) => {
      if (user.newbeeRewardClaimed) return fail(MOCK_ERRNO.rewardClaimed)
      user.newbeeRewardClaimed = true
      const fen = 188
      user.rewardFen += fen
      user.leftFen += fen
      return ok({ money: fenToYuan(fen) })
    }),

    // --- the mall: goods, VIP (buy-honor), guard (buy-guard), pretty numbers, wealth (mall/createMallHandlers.ts) ---
    ...createMallHandlers(getState, { ok, fail, authed }),
    // --- guilds, hosts, partners: roles, statements, the split, applications, the guild withdrawal (guild/createGuildHandlers.ts) ---
    ...createGuildHandlers(getState, { ok, fail, authed }),
    // --- a user's page and follows (social/createSocialHandlers.ts) ---
    ...createSocialHandlers(getState, { ok, fail, authed }),
    // --- activities: events, rankings, draws, tasks (activity/createActivityHandlers.ts) ---
    ...createActivityHandlers({ ok, fail, authed }),

    // --- uploads, pay, games ---
    authed('/v1/getPolicyToken', (body, user, state) => {
      const maxBytes = MAX_UPLOAD_BYTES[body.scene as string]
      if (typeof body.scene !== 'string' || maxBytes === undefined) return fail(MOCK_ERRNO.badParam)
      const expire = Math.floor(state.now() / 1000) + 30 * 60
      const dir = `${body.scene}/${user.userID}/`
      // The simulated object store (identity/mockObjectStore.ts) checks uploads against this policy.
      return ok({ accessId: MOCK_ACCESS_ID, host: MOCK_OBJECT_STORE, policy: encodePolicy(expire, maxBytes, dir), signature: MOCK_SIGNATURE, dir, expire })
    }),

    http.get('*/v1/wx/auth', ({ request }) => {
      const code = new URL(request.url).searchParams.get('code')
      if (!isText(code)) return fail(MOCK_ERRNO.badParam)
      return ok({ openid: `wx-open-${code}`, nickname: '微信用户', headimgurl: mockAvatar('微信用户') })
    }),

    authed('/v1/xpay/wx-order', (body, user, state) => {
      // Recharge products and VIP money options follow recharge/createRechargeHandlers.ts; other products this.
      const recharge = createAppRechargeOrder('wechat', body, user, state)
      if (recharge && 'errno' in recharge) return fail(recharge)
      if (recharge) return ok(wxPayParams(recharge.order.orderID, state))
      if (!isIdempotencyKey(body.idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      const fen = yuanToFen(body.amount)
      if (!isText(body.productID) || fen === null || fen === 0) return fail(MOCK_ERRNO.badParam)
      return ok(wxPayParams(`wx_${state.nextId++}`, state))
    }),

    authed('/v1/xpay/ali-order', (body, user, state) => {
      const recharge = createAppRechargeOrder('alipay', body, user, state)
      if (recharge && 'errno' in recharge) return fail(recharge)
      if (recharge) {
        const { orderID, priceFen } = recharge.order
        return ok({ orderID, orderString: `app_id=mock&out_trade_no=${orderID}&total_amount=${fenToYuan(priceFen)}&sign=mock` })
      }
      if (!isIdempotencyKey(body.idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      const fen = yuanToFen(body.amount)
      if (!isText(body.productID) || fen === null || fen === 0) return fail(MOCK_ERRNO.badParam)
      const orderID = `ali_${state.nextId++}`
      return ok({ orderID, orderString: `app_id=mock&out_trade_no=${orderID}&total_amount=${fenToYuan(fen)}&sign=mock` })
    }),

    authed('/v1/game/send-words', (body, _user, state) => {
      const words = typeof body.words === 'string' ? body.words.trim() : ''
      if (!isText(body.gameID) || words === '' || Array.from(words).length > MAX_WORDS) return fail(MOCK_ERRNO.badParam)
      return ok({ wordsID: `w_${state.nextId++}` })
    }),

    http.get('*/v1/common/country-code', () => ok({ list: COUNTRY_CODES })),

    // --- identity: real-name verification, SMS, phone, cancellation, web login; the object store ---
    ...createIdentityHandlers({
      now: () => getState().now(),
      world: () => getState().identity,
      findAccount: (body) => {
        const user = findUser(getState(), body.accessToken, body.openID)
        return user && identityAccount(user)
      },
      uploadDir: (account) => `realname/${account.userID}/`,
      // Every number logs in as MOCK_USER: the simulator's web user.
      login: () => identityAccount(getState().users.get(MOCK_USER.accessToken)!),
    }),
    createObjectStoreHandler({ now: () => getState().now(), world: () => getState().identity }),

    // --- benefit: cash-out, exchange, daily reward, rewards, gifts (benefit/createBenefitHandlers.ts) ---
    ...createBenefitHandlers(getState, { ok, fail, authed }),
    // What native's bindings do on the server (not in docs/openapi.yaml: native's own calls).
    ...createMockNativeBindings({ ok, authed }),
  ]
}

/** A user as the identity handlers see an account: its balances are the red-packet balance and diamonds. */
function identityAccount(user: MockUser): IdentityAccount {
  return {
    key: user.accessToken,
    accessToken: user.accessToken,
    openID: user.openID,
    userID: user.userID,
    balances: () => ({ balanceFen: user.leftFen, diamonds: user.diamonds }),
    giveUpBalances: () => {
      user.leftFen = 0
      user.diamonds = 0
    },
  }
}
