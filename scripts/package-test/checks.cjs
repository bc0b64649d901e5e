/**
 * What a fresh project that installed the packed tarballs must see of a package, beyond loading (consumer.mjs
 * and consumer.cjs load every export of every package and find it non-empty): its public API works, and
 * @h5/request, @h5/redpacket and @h5/teen make their state with the project's own valtio (a peer dependency: `useSnapshot`
 * in the app only tracks proxies of the same valtio copy). Keyed by specifier; `load` imports or requires a
 * module from the consumer project, the same way the module under test was loaded.
 */
const assert = require('node:assert/strict')

module.exports = {
  '@h5/bridge': (bridge) => {
    assert.equal(bridge.OPS.length, 39)
    assert.equal(bridge.getClientId('Mozilla/5.0 (iPhone) pid/987654'), '987654')
    assert.equal(new bridge.BridgeError(999).errmsg, '请保持App为最新版本')
    assert.equal(bridge.isSafeUrl('javascript:alert(1)'), false)
  },
  '@h5/bridge/testing': (bridgeTesting) => {
    assert.equal(typeof bridgeTesting.installFakeNative, 'function')
  },
  '@h5/bridge/personalData': (personalData) => {
    assert.equal(personalData.OP_PERSONAL_DATA.getClipboard, '剪贴板内容')
  },
  '@h5/api': (api) => {
    const client = api.createApiClient({ clientId: 'pack-test' })
    assert.equal(client.axios.defaults.headers['X-Client-Id'], 'pack-test')
    // One row per operation of docs/openapi.yaml (contract.json, written by loadAsConsumer.ts): a stale build misses some.
    assert.equal(Object.keys(api.ENDPOINTS).length, require('./contract.json').operations)
    assert.ok(new api.ApiError({ errno: 1, errmsg: 'x' }) instanceof Error)
    assert.equal(api.ApiErrorCode.TIMEOUT, 'ECONNABORTED')
    assert.equal(api.readCount(-1, 4), 4)
  },
  '@h5/request': async (request, load) => {
    const valtio = await load('valtio/vanilla')
    const state = request.createRequestState()
    const result = await request.runRequest(state, { run: () => Promise.reject(new Error('x')), toError: (e) => e.message })
    assert.deepEqual(result, { ok: false, error: 'x' })
    assert.deepEqual(valtio.snapshot(state), { status: 'error', data: null, error: 'x' })
    assert.equal(request.retryDelayMs(9), 8000)
    // The family base: a table over a subclass of DomainError, with the session rows.
    class WalletError extends request.DomainError {}
    const table = request.createErrorTable(WalletError, { messages: { GONE: '登录已过期', FAILED: '网络不给力' }, sessionExpired: 'GONE', fallback: 'FAILED' })
    assert.ok(table.toError({ errno: 107 }) instanceof WalletError)
    assert.equal(table.toError({ errno: 8304006 }).code, 'GONE')
    assert.equal(table.toError(new Error('x')).decided, false)
  },
  '@h5/benefit': async (benefit, load) => {
    const valtio = await load('valtio/vanilla')
    assert.deepEqual(benefit.previewWithdrawal({ feeRateBp: 300, minFeeFen: 10 }, 10000), { amountFen: 10000, feeFen: 300, arrivalFen: 9700 })
    assert.equal(benefit.formatFen(128800), '1,288.00')
    assert.equal(benefit.BENEFIT_ERRNOS[8390004], 'OUTSIDE_WINDOW')
    const state = valtio.snapshot(benefit.createBenefitState())
    assert.equal(state.cashout, null)
    assert.equal(state.attempts.withdraw, null)
    assert.equal(state.status.withdraw, 'idle')
  },
  '@h5/mall': async (mall, load) => {
    const valtio = await load('valtio/vanilla')
    assert.equal(mall.MALL_ERRNOS[8310006], 'SOLD_OUT')
    assert.deepEqual(mall.readNumberSearch(' ５２０ '), { ok: true, data: '520' })
    assert.equal(mall.ledgerMonth(Date.UTC(2026, 10, 30, 16, 0)), '2026-12')
    const state = valtio.snapshot(mall.createMallState())
    assert.equal(state.membership, null)
    assert.equal(state.attempts.buyGuard, null)
    assert.equal(state.status.buy, 'idle')
  },
  '@h5/guild': async (guild, load) => {
    const valtio = await load('valtio/vanilla')
    assert.equal(guild.GUILD_ERRNOS[8330006], 'PERIOD_NOT_SETTLED')
    assert.equal(guild.checkSplitRatio({ minBp: 5000, maxBp: 9000, stepBp: 500 }, 7250), false)
    const me = { userID: 1, roles: ['member'], guild: { guildID: 'g', name: '公会', avatar: '', memberCount: 1 }, family: null }
    assert.equal(guild.canRead(me, 'guildWallet').way, 'askPresident')
    assert.deepEqual(guild.readFigure({ key: 'b', label: '余额', amountFen: 12 }), { key: 'b', label: '余额', unit: 'fen', value: 12 })
    const state = valtio.snapshot(guild.createGuildState())
    assert.equal(state.statement, null)
    assert.equal(state.attempts.withdraw, null)
    assert.equal(state.status.statement, 'idle')
  },
  '@h5/activity': async (activity, load) => {
    const valtio = await load('valtio/vanilla')
    assert.equal(activity.ACTIVITY_ERRNOS[8340007], 'POOL_CHANGED')
    assert.equal(activity.formatOdds(100), '0.0001%')
    assert.equal(activity.activityPhase({ startsAt: 1000, endsAt: 2000, settledAt: null }, 2500), 'settling')
    const state = valtio.snapshot(activity.createActivityState())
    assert.equal(state.draw, null)
    assert.equal(state.attempts.draw, null)
    assert.equal(state.status.draw, 'idle')
  },
  '@h5/format': (format) => {
    assert.deepEqual(format.parseYuanToFen('１２．３４'), { ok: true, fen: 1234 })
    assert.deepEqual(format.parseYuanToFen('012'), { ok: false, reason: 'format' })
    assert.equal(format.formatFen(-50), '-0.50')
    assert.equal(format.formatFen(Number.NaN), '--')
    assert.equal(format.formatChinaTime(Date.UTC(2026, 10, 28, 16, 0)), '2026年11月29日 00:00')
    assert.equal(format.formatCountdown(3723000), '01:02:03')
  },
  '@h5/identity': async (identity, load) => {
    const valtio = await load('valtio/vanilla')
    assert.equal(identity.checkIdNumber('11010519491231002x').value, '11010519491231002X')
    assert.equal(identity.maskPhone('13800000000'), '138****0000')
    assert.equal(identity.IDENTITY_ERRNOS[8360003], 'ATTEMPTS_EXHAUSTED')
    const state = valtio.snapshot(identity.createIdentityState())
    assert.equal(state.realName, null)
    assert.equal(state.status.manual, 'idle')
  },
  '@h5/recharge': async (recharge, load) => {
    const valtio = await load('valtio/vanilla')
    assert.equal(recharge.moneyToFen('6.8'), 680)
    assert.equal(recharge.formatYuan(64800), '648.00')
    assert.equal(recharge.RECHARGE_ERRNOS[8380001], 'DAILY_CAP')
    assert.equal(recharge.RECHARGE_ERROR_MESSAGES.MINOR, '根据相关规定，未成年人不能充值')
    const state = valtio.snapshot(recharge.createRechargeState())
    assert.equal(state.offer, null)
    assert.equal(state.status.pay, 'idle')
  },
  '@h5/redpacket': async (redpacket, load) => {
    const valtio = await load('valtio/vanilla')
    assert.equal(redpacket.formatMoney('1.5'), '1.50')
    assert.equal(redpacket.ERRNO_TABLE.open.errnos[8348203].message, '红包已经领取过了')
    assert.equal(redpacket.ERRNO_TABLE.open.errnos[8348203].code, redpacket.RedPacketErrorCode.ALREADY_OPENED)
    assert.equal(valtio.snapshot(redpacket.createRedPacketState()).total, 0)
  },
  '@h5/teen': async (teen, load) => {
    const valtio = await load('valtio/vanilla')
    assert.equal(teen.dailyLimitMinutes(0), 40)
    assert.equal(teen.isCurfew(new Date(2025, 0, 1, 23, 0)), true)
    assert.equal(valtio.snapshot(teen.createTeenState()).teenAge, 2)
  },
}
