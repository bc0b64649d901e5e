import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, ApiErrorCode, createApiClient, ENDPOINTS, type ApiClientOptions, type EndpointName, type Endpoints } from '..'

const BASE = 'http://api.test'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  const loading = { show: vi.fn(), hide: vi.fn() }
  const bridge = { call: vi.fn((_op: 'finish') => Promise.resolve({})) }
  const api = createApiClient({ baseURL: BASE, clientId: '123456', bridge, loading, ...overrides })
  return { api, loading, bridge }
}

/** Answers every request to `path` (any method) with `body` and `status`. */
function answer(path: string, body: unknown, status = 200) {
  server.use(http.all(`${BASE}${path}`, () => HttpResponse.json(body as object, { status })))
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const tokens = { accessToken: 'at', openID: 'oid' }
const SAMPLE_PAYLOADS: { [K in EndpointName]: Endpoints[K]['payload'] } = {
  getPolicyToken: { ...tokens, scene: 'avatar' },
  buyGuard: { ...tokens, anchorID: 7, level: 2, months: 1, idempotencyKey: 'key-0001' },
  buyHonor: { ...tokens, honorID: 1, idempotencyKey: 'key-0001' },
  wxAuth: { code: 'wx-code' },
  createWxOrder: { ...tokens, productID: 'vip-month', amount: '30.00', idempotencyKey: 'key-0001' },
  createAliOrder: { ...tokens, productID: 'vip-month', amount: '30.00', idempotencyKey: 'key-0001' },
  sendWords: { ...tokens, gameID: 'g1', words: '加油' },
  getCountryCode: {},
  openPacket: { ...tokens, redpacketID: 'rp_1', channel: 'room' },
  sendPacket: { ...tokens, amount: '10.00', count: 5, greeting: '恭喜发财', idempotencyKey: 'key-0001' },
  getNewbeeRedbagTaskReward: { ...tokens },
  getMyReward: {},
  getMyRecord: { limit: 100 },
  getOpenRecords: { redpacketID: 'rp_1', limit: 20 },
  // Identity
  getRealNameStatus: { ...tokens },
  startFaceVerify: { ...tokens, realName: '张三', idNumber: '110105199003071239' },
  getFaceVerifyResult: { ...tokens, certifyID: 'certify-1', sdkPassed: true },
  submitManualVerify: {
    ...tokens,
    realName: '张三',
    docType: 'idCard',
    docNumber: '110105199003071239',
    photos: { front: 'f', back: 'b', handheld: 'h' },
    smsCode: '123456',
  },
  sendSmsCode: { ...tokens, scene: 'realname' },
  changePhone: { ...tokens, countryCode: '+86', phone: '13712345678', smsCode: '123456', proofTicket: 'proof-1' },
  provePhoneOwner: { ...tokens, smsCode: '123456' },
  startPhoneOwnerFaceCheck: { ...tokens },
  submitPhoneReview: { ...tokens, countryCode: '+86', phone: '13712345678', smsCode: '123456', idPhoto: 'https://cdn.example.com/1.jpg', reason: '原手机号已停用' },
  getPhoneReview: tokens,
  getCancellationCheck: { ...tokens },
  submitCancellation: { ...tokens, smsCode: '123456', waiveBalances: true },
  withdrawCancellation: { ...tokens },
  sendLoginSmsCode: { countryCode: '+86', phone: '13612345678' },
  loginByPhone: { countryCode: '+86', phone: '13612345678', smsCode: '123456' },
  // content (docs/content.md)
  getRuleDocument: { ruleID: 'act_spring' },
  getForbidNotice: { noticeID: 'fn_account' },
  getSupportChannel: { topic: 'wallet' },
  getPendingAgreements: { ...tokens },
  getRechargeInfo: { ...tokens },
  getPayOrder: { orderID: 'wx_1' },
  getRechargeOrders: { ...tokens, limit: 20 },
  findRechargeAccount: { accountID: '10001' },
  createWebOrder: { accountID: '10001', channel: 'wechat', productID: 'd60', amountFen: 600, idempotencyKey: 'key-0001', returnUrl: 'https://h5.example.com/wxpay' },
  getWxWebAuthorizeUrl: { redirectUri: 'https://h5.example.com/wxpay', state: 'state-0001' },
  createJsapiOrder: { accountID: '10001', openid: 'o-wx-1', productID: 'w60', amountFen: 600, idempotencyKey: 'key-0002' },
  acceptAgreements: { ...tokens, accepted: [{ key: 'user', version: '3.0' }] },
  // benefit
  getCashoutInfo: { ...tokens },
  submitWithdrawal: { ...tokens, amountFen: 1000, idempotencyKey: '2b1f0c4e-8d7a-4c3b-9e6f-0a1b2c3d4e5f' },
  sendWithdrawalSmsCode: { accessToken: 't', openID: 'o' },
  getWithdrawals: { ...tokens, limit: 20 },
  getWithdrawal: { ...tokens, withdrawalID: 'wd_1' },
  getBenefitAccount: { ...tokens },
  getExchangeOptions: { ...tokens },
  exchangeRedDiamonds: { ...tokens, optionID: 'hz_100', idempotencyKey: '2b1f0c4e-8d7a-4c3b-9e6f-0a1b2c3d4e5f' },
  claimDailyReward: { ...tokens },
  getRewards: { ...tokens },
  claimReward: { ...tokens, rewardID: 'rw_1' },
  claimAllRewards: { accessToken: 't', openID: 'o', rewardIDs: ['rw_1'], idempotencyKey: 'key-0003' },
  giveRedDiamonds: { ...tokens, toUserID: 10002, red: 100, idempotencyKey: '2b1f0c4e-8d7a-4c3b-9e6f-0a1b2c3d4e5f' },
  // The mall
  getMallGoods: { ...tokens, tab: 'frame' },
  getGoodsOptions: { ...tokens, goodsID: 'frame_star' },
  buyGoods: { ...tokens, goodsID: 'num_8888', optionID: 'num_8888_30', diamonds: 8800, idempotencyKey: 'key-0004' },
  giveGoods: { ...tokens, goodsID: 'frame_star', optionID: 'frame_star_7', diamonds: 300, toUserID: 10002, idempotencyKey: 'key-0005' },
  getBackpack: { ...tokens, kind: 'bubble' },
  wearItem: { ...tokens, goodsID: 'frame_star' },
  takeOffItem: { ...tokens, goodsID: 'frame_star' },
  getVipTiers: { ...tokens, lineup: 'uservip' },
  getMembership: tokens,
  setAutoRenew: { ...tokens, on: true, optionID: 'vip_30', confirmed: true },
  claimVipDaily: tokens,
  getGuardInfo: { ...tokens, targetUserID: 10002 },
  getGuards: { ...tokens, targetUserID: 10002, cursor: 'g20', limit: 20 },
  getNumbers: { ...tokens, digits: '520', limit: 20 },
  getMyNumbers: tokens,
  getWealthLevel: tokens,
  getWealthLedger: { ...tokens, month: '2026-11', limit: 20 },
  getGuildMe: tokens,
  getStatementPeriods: { ...tokens, kind: 'guildWallet', granularity: 'week', limit: 20 },
  getStatement: { ...tokens, kind: 'memberFlow', periodID: 'w2026-48', memberID: 30001 },
  getStatementRows: { ...tokens, kind: 'memberFlow', periodID: 'w2026-48', cursor: '20', limit: 20 },
  getRevenueSplit: { ...tokens, limit: 20 },
  changeRevenueSplit: { ...tokens, memberID: 30001, ratioBp: 7000, idempotencyKey: '2b1f0c4e-8d7a-4c3b-9e6f-0a1b2c3d4e5f' },
  getHostStatus: tokens,
  applyForHost: { ...tokens, idempotencyKey: '2b1f0c4e-8d7a-4c3b-9e6f-0a1b2c3d4e5f' },
  getGuildCashoutInfo: tokens,
  sendGuildWithdrawalSmsCode: tokens,
  submitGuildWithdrawal: { ...tokens, amountFen: 100000, idempotencyKey: '2b1f0c4e-8d7a-4c3b-9e6f-0a1b2c3d4e5f', smsCode: '123456' },
  getGuildWithdrawals: { ...tokens, limit: 20 },
  // A user's page and follows
  getUserHome: { ...tokens, targetUserID: 10002 },
  followUser: { ...tokens, targetUserID: 10002 },
  unfollowUser: { ...tokens, targetUserID: 10002 },
  // Activities
  getActivities: tokens,
  getActivity: { ...tokens, eventID: 'ev_spring' },
  getRanking: { ...tokens, boardID: 'rank_wealth', periodID: 'week_this', cursor: '20', limit: 20 },
  setRankingHidden: { ...tokens, hidden: true },
  getDraw: { ...tokens, drawID: 'draw_wheel' },
  drawPrizes: { ...tokens, drawID: 'draw_wheel', count: 10, price: 900, poolVersion: 'v1', idempotencyKey: 'key-0006' },
  getDrawRecords: { ...tokens, drawID: 'draw_wheel', limit: 20 },
  getTasks: { ...tokens, eventID: 'ev_spring' },
  claimTask: { ...tokens, eventID: 'ev_spring', taskID: 'task_login' },
}

describe('every endpoint of docs/openapi.yaml', () => {
  const names = Object.keys(ENDPOINTS) as EndpointName[]

  it('has exactly the endpoint functions of the document', () => {
    expect([...names].sort()).toEqual([
      'getPolicyToken',
      'buyGuard',
      'buyHonor',
      'wxAuth',
      'createWxOrder',
      'createAliOrder',
      'sendWords',
      'getCountryCode',
      'openPacket',
      'sendPacket',
      'getNewbeeRedbagTaskReward',
      'getMyReward',
      'getMyRecord',
      'getOpenRecords',
      'getRealNameStatus',
      'startFaceVerify',
      'getFaceVerifyResult',
      'submitManualVerify',
      'sendSmsCode',
      'changePhone',
      'provePhoneOwner',
      'startPhoneOwnerFaceCheck',
      'submitPhoneReview',
      'getPhoneReview',
      'getCancellationCheck',
      'submitCancellation',
      'withdrawCancellation',
      'sendLoginSmsCode',
      'loginByPhone',
      // content (docs/content.md)
      'getRuleDocument',
      'getForbidNotice',
      'getSupportChannel',
      'getPendingAgreements',
      'acceptAgreements',
      // benefit
      'getCashoutInfo',
      'submitWithdrawal',
      'sendWithdrawalSmsCode',
      'getWithdrawals',
      'getWithdrawal',
      'getBenefitAccount',
      'getExchangeOptions',
      'exchangeRedDiamonds',
      'claimDailyReward',
      'getRewards',
      'claimReward',
      'claimAllRewards',
      'giveRedDiamonds',
      // Recharge
      'getRechargeInfo',
      'getPayOrder',
      'getRechargeOrders',
      'findRechargeAccount',
      'createWebOrder',
      'getWxWebAuthorizeUrl',
      'createJsapiOrder',
      // The mall
      'getMallGoods',
      'getGoodsOptions',
      'buyGoods',
      'giveGoods',
      'getBackpack',
      'wearItem',
      'takeOffItem',
      'getVipTiers',
      'getMembership',
      'setAutoRenew',
      'claimVipDaily',
      'getGuardInfo',
      'getGuards',
      'getNumbers',
      'getMyNumbers',
      'getWealthLevel',
      'getWealthLedger',
      // Guild
      'getGuildMe',
      'getStatementPeriods',
      'getStatement',
      'getStatementRows',
      'getRevenueSplit',
      'changeRevenueSplit',
      'getHostStatus',
      'applyForHost',
      'getGuildCashoutInfo',
      'sendGuildWithdrawalSmsCode',
      'submitGuildWithdrawal',
      'getGuildWithdrawals',
      'getUserHome',
      'followUser',
      'unfollowUser',
      'getActivities',
      'getActivity',
      'getRanking',
      'setRankingHidden',
      'getDraw',
      'drawPrizes',
      'getDrawRecords',
      'getTasks',
      'claimTask',
    ].sort())
    const { api } = makeClient()
    for (const name of names) expect(typeof api[name]).toBe('function')
  })

  it.each([
    ['getPolicyToken', 'response'],
    ['buyGuard', 'response'],
    ['buyHonor', 'response'],
    ['wxAuth', 'data'],
    ['createWxOrder', 'data'],
    ['createAliOrder', 'data'],
    ['sendWords', 'data'],
    ['getCountryCode', 'data'],
    ['openPacket', 'body'],
    ['sendPacket', 'body'],
    ['getNewbeeRedbagTaskReward', 'body'],
    ['getMyReward', 'body'],
    ['getMyRecord', 'body'],
    ['getOpenRecords', 'body'],
    // content (docs/content.md)
    ['getRuleDocument', 'body'],
    ['getForbidNotice', 'body'],
    ['getSupportChannel', 'body'],
    ['getPendingAgreements', 'body'],
    ['acceptAgreements', 'body'],
    // Recharge
    ['getRechargeInfo', 'body'],
    ['getPayOrder', 'body'],
    ['getRechargeOrders', 'body'],
    ['findRechargeAccount', 'body'],
    ['createWebOrder', 'body'],
    ['getWxWebAuthorizeUrl', 'body'],
    ['createJsapiOrder', 'body'],
    // The mall: every call checks the errno (buyGuard and buyHonor, above, hand back the response)
    ['getMallGoods', 'body'],
    ['buyGoods', 'body'],
    ['giveGoods', 'body'],
    ['getMembership', 'body'],
    ['setAutoRenew', 'body'],
    ['getGuardInfo', 'body'],
    ['getWealthLedger', 'body'],
    // Guild: every call checks the errno
    ['getStatement', 'body'],
    ['changeRevenueSplit', 'body'],
    ['submitGuildWithdrawal', 'body'],
    ['getUserHome', 'body'],
    ['followUser', 'body'],
    ['unfollowUser', 'body'],
    // Activities: every call checks the errno
    ['getRanking', 'body'],
    ['drawPrizes', 'body'],
    ['claimTask', 'body'],
  ] as const)('%s declares the %s unwrap policy', (name, unwrap) => {
    expect(ENDPOINTS[name].unwrap).toBe(unwrap)
  })

  it.each(names)('%s sends its payload by its method to its path and unwraps as declared', async (name) => {
    const spec = ENDPOINTS[name]
    const seen: { method: string; query: Record<string, string>; body: unknown; clientId: string | null }[] = []
    const body = { errno: 0, errmsg: '', data: { ok: name } }
    server.use(
      http.all(`${BASE}${spec.url}`, async ({ request }) => {
        const url = new URL(request.url)
        seen.push({
          method: request.method,
          query: Object.fromEntries(url.searchParams),
          body: request.method === 'GET' ? undefined : await request.json(),
          clientId: request.headers.get('X-Client-Id'),
        })
        return HttpResponse.json(body)
      }),
    )
    const { api } = makeClient()
    const call = api[name] as (payload: unknown) => Promise<unknown>
    const result = await call(SAMPLE_PAYLOADS[name])

    const payload = SAMPLE_PAYLOADS[name] as Record<string, unknown>
    expect(seen).toHaveLength(1)
    expect(seen[0]!.method).toBe(spec.method)
    expect(seen[0]!.clientId).toBe('123456')
    if (spec.method === 'GET') {
      expect(seen[0]!.query).toEqual(Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])))
    } else {
      expect(seen[0]!.body).toEqual(payload)
    }
    if (spec.unwrap === 'response') {
      expect(result).toMatchObject({ status: 200, data: body })
    } else {
      expect(result).toEqual(body)
    }
  })

  it.each([
    ['getPolicyToken', 'response'],
    ['buyGuard', 'response'],
    ['buyHonor', 'response'],
    ['wxAuth', 'data'],
    ['createWxOrder', 'data'],
    ['createAliOrder', 'data'],
    ['sendWords', 'data'],
    ['getCountryCode', 'data'],
  ] as const)('%s hands back a nonzero errno unchecked (%s policy) and does not close the page', async (name, unwrap) => {
    const body = { errno: 8304006, errmsg: '登录已过期' }
    answer(ENDPOINTS[name].url, body)
    const { api, bridge } = makeClient()
    const call = api[name] as (payload: unknown) => Promise<unknown>
    const result = await call(SAMPLE_PAYLOADS[name])
    expect(unwrap === 'response' ? (result as { data: unknown }).data : result).toEqual(body)
    expect(bridge.call).not.toHaveBeenCalled()
  })

  it('fills the default page sizes when the caller leaves them out, and lets the caller override them', async () => {
    const limits: (string | null)[] = []
    server.use(
      http.get(`${BASE}/v1/packet/*`, ({ request }) => {
        limits.push(new URL(request.url).searchParams.get('limit'))
        return HttpResponse.json({ errno: 0, data: {} })
      }),
    )
    const { api } = makeClient()
    await api.getOpenRecords({ redpacketID: 'rp_1' })
    await api.getMyRecord()
    await api.getMyRecord({ limit: 5 })
    expect(limits).toEqual(['20', '100', '5'])
  })
})

describe('the errno envelope', () => {
  it('resolves the whole body when errno is 0', async () => {
    const body = { errno: 0, errmsg: '', data: { money: '1.88' } }
    answer('/v1/packet/open', body)
    const { api } = makeClient()
    await expect(api.openPacket(SAMPLE_PAYLOADS.openPacket)).resolves.toEqual(body)
  })

  it.each([
    [8348201, '红包信息已过期'],
    [8348202, '手慢了，红包派完了'],
    [8348203, '红包已经领取过了'],
    [8348204, '红包已退回发送者'],
    [8348301, '余额不足'],
    [8348302, '红包金额或个数不合法'],
  ])('rejects errno %i with an ApiError carrying errno, errmsg and body', async (errno, errmsg) => {
    const body = { errno, errmsg }
    answer('/v1/packet/open', body)
    const { api, bridge } = makeClient()
    const error = await rejection(api.openPacket(SAMPLE_PAYLOADS.openPacket))
    expect(error).toMatchObject({ errno, errmsg, message: errmsg, code: ApiErrorCode.ERRNO, status: 200, body })
    expect(bridge.call).not.toHaveBeenCalled()
  })

  it('gives a nonzero errno without errmsg a message that names the errno', async () => {
    answer('/v1/packet/myReward', { errno: 42 })
    const error = await rejection(makeClient().api.getMyReward())
    expect(error.errno).toBe(42)
    expect(error.errmsg).toBe('请求失败（42）')
  })

  it.each([8304006, 107])('errno %i also closes the page through the bridge, once however many calls fail', async (errno) => {
    answer('/v1/packet/myReward', { errno, errmsg: '登录已过期' })
    const { api, bridge } = makeClient()
    const errors = await Promise.all([1, 2, 3].map(() => rejection(api.getMyReward())))
    expect(errors.map((e) => e.errno)).toEqual([errno, errno, errno])
    await rejection(api.getMyReward())
    expect(bridge.call).toHaveBeenCalledTimes(1)
    expect(bridge.call).toHaveBeenCalledWith('finish')
  })

  it('still rejects the ApiError when the bridge cannot finish (outside the app)', async () => {
    answer('/v1/packet/myReward', { errno: 8304006, errmsg: '登录已过期' })
    const bridge = { call: vi.fn(() => Promise.reject(new Error('请在App内打开'))) }
    const error = await rejection(makeClient({ bridge }).api.getMyReward())
    expect(error.errno).toBe(8304006)
    expect(bridge.call).toHaveBeenCalledTimes(1)
  })

  it('works without a bridge', async () => {
    answer('/v1/packet/myReward', { errno: 107, errmsg: '账号异常' })
    const error = await rejection(createApiClient({ baseURL: BASE, clientId: '1' }).getMyReward())
    expect(error.errno).toBe(107)
  })

  it('reads the errno envelope of an HTTP error status as the server answer', async () => {
    const body = { errno: 500, errmsg: '服务器繁忙，请稍后重试' }
    answer('/v1/packet/open', body, 500)
    const error = await rejection(makeClient().api.openPacket(SAMPLE_PAYLOADS.openPacket))
    expect(error).toMatchObject({ errno: 500, errmsg: body.errmsg, code: ApiErrorCode.ERRNO, status: 500, body })
  })

  it('closes the page for 8304006 sent with HTTP 401', async () => {
    answer('/v1/packet/open', { errno: 8304006, errmsg: '登录已过期' }, 401)
    const { api, bridge } = makeClient()
    expect((await rejection(api.openPacket(SAMPLE_PAYLOADS.openPacket))).errno).toBe(8304006)
    expect(bridge.call).toHaveBeenCalledWith('finish')
  })

  it("keeps axios's message and code for an HTTP error status without an envelope", async () => {
    server.use(http.get(`${BASE}/v1/packet/myReward`, () => new HttpResponse('Bad Gateway', { status: 502 })))
    const error = await rejection(makeClient().api.getMyReward())
    expect(error).toMatchObject({
      errno: undefined,
      errmsg: 'Request failed with status code 502',
      code: ApiErrorCode.HTTP_SERVER_ERROR,
      status: 502,
      body: 'Bad Gateway',
    })
  })

  it.each([
    ['an HTML page', () => new HttpResponse('<html>维护中</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['JSON without errno', () => HttpResponse.json({ data: { money: 1 } })],
    ['a word as errno', () => HttpResponse.json({ errno: 'FAIL', data: {} })],
    ['an empty errno', () => HttpResponse.json({ errno: '', data: {} })],
    ['a blank errno', () => HttpResponse.json({ errno: ' ', data: {} })],
    ['a hex errno', () => HttpResponse.json({ errno: '0x0', data: {} })],
    ['an exponent errno', () => HttpResponse.json({ errno: '1e3', data: {} })],
    ['a decimal-point errno', () => HttpResponse.json({ errno: '0.0', data: {} })],
    ['a signed-plus errno', () => HttpResponse.json({ errno: '+0', data: {} })],
    ['digits followed by text', () => HttpResponse.json({ errno: '0 ok', data: {} })],
    ['digits beyond a safe integer', () => HttpResponse.json({ errno: '99999999999999999999', data: {} })],
    ['a boolean errno', () => HttpResponse.json({ errno: false, data: {} })],
    ['a null errno', () => HttpResponse.json({ errno: null, data: {} })],
    ['a JSON array', () => HttpResponse.json([1, 2])],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])('rejects %s with ERR_BAD_ENVELOPE instead of crashing', async (_label, reply) => {
    server.use(http.get(`${BASE}/v1/packet/myReward`, reply))
    const error = await rejection(makeClient().api.getMyReward())
    expect(error).toMatchObject({ errno: undefined, code: ApiErrorCode.BAD_ENVELOPE, errmsg: '服务器返回的数据格式不正确' })
  })
})

describe('an errno sent as a string of digits', () => {
  it.each([
    ['"0"', '0'],
    ['" 0 " (blanks around it)', ' 0 '],
  ])('reads errno %s as 0 and resolves the body with the number 0', async (_label, errno) => {
    answer('/v1/packet/open', { errno, data: { money: '1.88' } })
    const { api } = makeClient()
    await expect(api.openPacket(SAMPLE_PAYLOADS.openPacket)).resolves.toEqual({ errno: 0, data: { money: '1.88' } })
  })

  it.each([
    ['8348203', 8348203],
    ['-1', -1],
  ])('rejects errno "%s" as the number %i', async (errno, number) => {
    const body = { errno, errmsg: '红包已经领取过了' }
    answer('/v1/packet/open', body)
    const { api, bridge } = makeClient()
    const error = await rejection(api.openPacket(SAMPLE_PAYLOADS.openPacket))
    expect(error).toMatchObject({ errno: number, errmsg: '红包已经领取过了', code: ApiErrorCode.ERRNO, status: 200, body })
    expect(bridge.call).not.toHaveBeenCalled()
  })

  it.each([8304006, 107, '8304006'])('tells the app its session ended (errno %s) on every such answer, before finish', async (errno) => {
    const order: string[] = []
    const onSessionEnd = vi.fn(() => void order.push('sessionEnd'))
    const bridge = { call: vi.fn((_op: 'finish') => (order.push('finish'), Promise.resolve({}))) }
    const { api } = makeClient({ onSessionEnd, bridge })
    answer('/v1/packet/myReward', { errno, errmsg: '登录已过期' })
    await rejection(api.getMyReward())
    await rejection(api.getMyReward())
    expect(onSessionEnd).toHaveBeenCalledTimes(2)
    expect(order).toEqual(['sessionEnd', 'finish', 'sessionEnd'])
  })

  it('does not end the session for another errno', async () => {
    const onSessionEnd = vi.fn()
    const { api } = makeClient({ onSessionEnd })
    answer('/v1/packet/myReward', { errno: 8348203, errmsg: '红包已经领取过了' })
    await rejection(api.getMyReward())
    expect(onSessionEnd).not.toHaveBeenCalled()
  })

  it.each(['8304006', '107'])('closes the page for errno "%s" as for the number', async (errno) => {
    answer('/v1/packet/myReward', { errno, errmsg: '登录已过期' })
    const { api, bridge } = makeClient()
    expect((await rejection(api.getMyReward())).errno).toBe(Number(errno))
    expect(bridge.call).toHaveBeenCalledWith('finish')
  })

  it('closes the page for errno "8304006" sent with HTTP 401', async () => {
    answer('/v1/packet/open', { errno: '8304006', errmsg: '登录已过期' }, 401)
    const { api, bridge } = makeClient()
    const error = await rejection(api.openPacket(SAMPLE_PAYLOADS.openPacket))
    expect(error).toMatchObject({ errno: 8304006, code: ApiErrorCode.ERRNO, status: 401 })
    expect(bridge.call).toHaveBeenCalledWith('finish')
  })

  it('names a string errno sent without errmsg by its number', async () => {
    answer('/v1/packet/myReward', { errno: '42' })
    expect((await rejection(makeClient().api.getMyReward())).errmsg).toBe('请求失败（42）')
  })
})

describe('transport failures', () => {
  // Node's http adapter words it its own way; xhrAdapter.test.ts checks the browser's exact 'Network Error'.
  it("keeps axios's network-failure message and code inside an ApiError", async () => {
    server.use(http.get(`${BASE}/v1/packet/myReward`, () => HttpResponse.error()))
    const { api } = makeClient()
    const axiosError = (await api.axios.get('/v1/packet/myReward').catch((e: unknown) => e)) as Error
    const error = await rejection(api.getMyReward())
    expect(error).toMatchObject({ errno: undefined, message: axiosError.message, code: ApiErrorCode.NETWORK, status: undefined })
  })

  it('keeps "timeout of {n}ms exceeded" and ECONNABORTED inside an ApiError', async () => {
    server.use(
      http.get(`${BASE}/v1/packet/myReward`, async () => {
        await delay(500)
        return HttpResponse.json({ errno: 0, data: {} })
      }),
    )
    const error = await rejection(makeClient({ timeout: 40 }).api.getMyReward())
    expect(error).toMatchObject({ errno: undefined, message: 'timeout of 40ms exceeded', code: ApiErrorCode.TIMEOUT })
  })

  it('keeps the caller abort as ERR_CANCELED', async () => {
    server.use(
      http.get(`${BASE}/v1/slow`, async () => {
        await delay(500)
        return HttpResponse.json({ errno: 0 })
      }),
    )
    const controller = new AbortController()
    const pending = makeClient().api.request({ url: '/v1/slow', signal: controller.signal })
    controller.abort()
    expect((await rejection(pending)).code).toBe(ApiErrorCode.CANCELED)
  })

  it('carries no request config (tokens) in the error', async () => {
    server.use(http.post(`${BASE}/v1/packet/open`, () => HttpResponse.error()))
    const error = await rejection(makeClient().api.openPacket(SAMPLE_PAYLOADS.openPacket))
    expect(JSON.stringify({ ...error, cause: error.cause })).not.toContain('"at"')
    expect(error.cause).toBeUndefined()
  })
})

describe('the loading overlay', () => {
  it('shows one overlay for concurrent requests and hides it after the last one settles', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(`${BASE}/v1/packet/myReward`, async () => {
        await gate
        return HttpResponse.json({ errno: 0, data: {} })
      }),
      http.get(`${BASE}/v1/packet/myRecord`, () => HttpResponse.json({ errno: 1, errmsg: '失败' })),
    )
    const { api, loading } = makeClient()
    const slow = api.getMyReward()
    const failing = rejection(api.getMyRecord())
    expect(loading.show).toHaveBeenCalledTimes(1)
    await failing
    expect(loading.hide).not.toHaveBeenCalled()
    release()
    await slow
    expect(loading.show).toHaveBeenCalledTimes(1)
    expect(loading.hide).toHaveBeenCalledTimes(1)
  })

  it('is skipped for quiet requests', async () => {
    answer('/v1/packet/myReward', { errno: 0, data: {} })
    const { api, loading } = makeClient()
    await api.getMyReward({}, { quiet: true })
    await api.request({ url: '/v1/packet/myReward', quiet: true })
    expect(loading.show).not.toHaveBeenCalled()
    expect(loading.hide).not.toHaveBeenCalled()
  })

  it('never hides more often than it showed, whatever mix of quiet, failed and good requests', async () => {
    answer('/v1/packet/myReward', { errno: 0, data: {} })
    server.use(http.get(`${BASE}/v1/packet/myRecord`, () => HttpResponse.error()))
    const { api, loading } = makeClient()
    const calls = [
      api.getMyReward(),
      api.getMyReward({}, { quiet: true }),
      api.getMyRecord().catch(() => undefined),
      api.getMyRecord({}, { quiet: true }).catch(() => undefined),
    ]
    await Promise.all(calls)
    await api.getMyRecord().catch(() => undefined)
    expect(loading.show).toHaveBeenCalledTimes(2)
    expect(loading.hide).toHaveBeenCalledTimes(2)
  })
})

describe('loading hooks that throw', () => {
  // A hook's error is rethrown from a timer, where the page's error handlers (and monitoring) see it; faking
  // setTimeout lets the test catch it instead of vitest reporting an uncaught error.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }))
  afterEach(() => vi.useRealTimers())

  it('sends the request anyway when show() throws, hides once for it, and shows again for the next one', async () => {
    answer('/v1/packet/myReward', { errno: 0, data: {} })
    const { api, loading } = makeClient()
    loading.show.mockImplementationOnce(() => {
      throw new Error('overlay broke')
    })
    await expect(api.getMyReward()).resolves.toEqual({ errno: 0, data: {} })
    expect(loading.hide).toHaveBeenCalledTimes(1)
    expect(() => vi.runOnlyPendingTimers()).toThrow('overlay broke')

    await api.getMyReward()
    expect(loading.show).toHaveBeenCalledTimes(2)
    expect(loading.hide).toHaveBeenCalledTimes(2)
  })

  it('keeps the answer of the request when hide() throws, and shows again for the next one', async () => {
    answer('/v1/packet/myReward', { errno: 8348203, errmsg: '红包已经领取过了' })
    const { api, loading } = makeClient()
    loading.hide.mockImplementationOnce(() => {
      throw new Error('overlay broke')
    })
    expect((await rejection(api.getMyReward())).errno).toBe(8348203)
    expect(() => vi.runOnlyPendingTimers()).toThrow('overlay broke')

    await rejection(api.getMyReward())
    expect(loading.show).toHaveBeenCalledTimes(2)
    expect(loading.hide).toHaveBeenCalledTimes(2)
  })
})

describe('request()', () => {
  it('sends X-Client-Id and applies the body policy by default', async () => {
    let clientId: string | null = null
    server.use(
      http.get(`${BASE}/v1/anything`, ({ request }) => {
        clientId = request.headers.get('x-client-id')
        return HttpResponse.json({ errno: 3, errmsg: '不行' })
      }),
    )
    const error = await rejection(makeClient().api.request({ url: '/v1/anything' }))
    expect(error.errno).toBe(3)
    expect(clientId).toBe('123456')
  })

  it('takes an unwrap policy per call', async () => {
    answer('/v1/static', { errno: 9, list: [] })
    const { api } = makeClient()
    await expect(api.request({ url: '/v1/static', unwrap: 'data' })).resolves.toEqual({ errno: 9, list: [] })
    const response = await api.request({ url: '/v1/static', unwrap: 'response' })
    expect(response.status).toBe(200)
    expect(response.data).toEqual({ errno: 9, list: [] })
  })

  it('exposes the axios instance with the configured defaults', () => {
    const { api } = makeClient({ timeout: 1234 })
    expect(api.axios.defaults.baseURL).toBe(BASE)
    expect(api.axios.defaults.timeout).toBe(1234)
  })

  it("defaults to base '/' and a 15 s time-out", () => {
    const api = createApiClient({ clientId: '1' })
    expect(api.axios.defaults.baseURL).toBe('/')
    expect(api.axios.defaults.timeout).toBe(15_000)
  })
})
