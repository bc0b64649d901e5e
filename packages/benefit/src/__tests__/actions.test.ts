import { createBridge } from '@h5/bridge'
import { installFakeNative, type FakeHandlers } from '@h5/bridge/testing'
import { MOCK_PAY_PASSWORD, MOCK_SMS_CODE, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { loseNextAnswer, useMockBackend } from '@h5/mock-backend/vitest'
import { createPagedState, loadPage } from '@h5/request'
import { JSDOM } from 'jsdom'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  bindInApp,
  BenefitErrorCode,
  cashoutGate,
  checkGivingAllowed,
  claimAllRewards,
  claimDailyReward,
  claimReward,
  createBenefitState,
  exchangeRedDiamonds,
  giveRedDiamonds,
  loadBenefitAccount,
  loadCashoutInfo,
  loadExchangeOptions,
  loadRewards,
  loadWithdrawal,
  pickFriend,
  sendWithdrawalCode,
  submitWithdrawal,
  withdrawalPages,
  type BenefitBridge,
  type BenefitError,
} from '..'
import type { WithdrawalSummary } from '@h5/api'

const { makeApi, count, server } = useMockBackend()
const FRIEND = { userID: 10002, nickName: '星河主播', avatar: '' }

/** The real bridge in a fresh in-app web view over a scripted native side. */
function nativeWith(handlers: FakeHandlers): BenefitBridge {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://h5.example.com/benefit/zs' })
  Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 pid/123456' })
  const appWindow = window as unknown as Window
  installFakeNative(appWindow, { platform: 'android', handlers })
  return createBridge({ window: appWindow }) as BenefitBridge
}

/** A state with the cash-out info of a fresh user of `scenario` loaded. */
async function cashoutAs(scenario: ScenarioName) {
  const tokens = scenarioSession(scenario)
  const { api } = makeApi()
  const state = createBenefitState()
  await loadCashoutInfo(state, api, tokens)
  return { tokens, api, state }
}

/** The owner's proof as the confirmation sheet takes it: the code sent to the bound phone. */
const SMS = { smsCode: MOCK_SMS_CODE }

/** A state ready to submit: the cash-out info loaded and the withdrawal's code sent. */
async function readyToSubmit(scenario: ScenarioName = 'cashout-ready') {
  const ready = await cashoutAs(scenario)
  expect(await sendWithdrawalCode(ready.state, ready.api, ready.tokens)).toMatchObject({ ok: true, data: { maskedPhone: expect.stringContaining('****') } })
  return ready
}

/** Every withdrawal of the user, through the records' pages. */
async function allRecords(tokens: ReturnType<typeof scenarioSession>) {
  const { api } = makeApi()
  const records = createPagedState<WithdrawalSummary, BenefitError>()
  const source = withdrawalPages(api, tokens)
  await loadPage(records, 'start', source)
  while (records.hasMore) await loadPage(records, 'next', source)
  return records.items
}

describe('the cash-out gates from the simulator', () => {
  it.each([
    ['cashout-unverified', 'realName'],
    ['cashout-no-phone', 'phone'],
    ['cashout-no-wechat', 'wechat'],
    ['cashout-closed', 'window'],
    ['cashout-times-used', 'times'],
    ['cashout-ready', null],
  ] as const)('%s stops at %s', async (scenario, gate) => {
    const { state } = await cashoutAs(scenario)
    expect(cashoutGate(state.cashout!)).toBe(gate)
  })

  it('refuses a submit at a closed gate before sending', async () => {
    const { state, api, tokens } = await cashoutAs('cashout-no-wechat')
    const result = await submitWithdrawal(state, api, { tokens, amountFen: 10_000 })
    expect(result).toMatchObject({ ok: false, error: { code: BenefitErrorCode.WECHAT_NOT_BOUND, message: '提现到微信零钱，需要先绑定微信' } })
    expect(count('POST', '/v1/cashout/submit')).toBe(0)
  })

  it('maps the server refusal of each gate when the info was not loaded', async () => {
    const { api } = makeApi()
    for (const [scenario, code] of [
      ['cashout-unverified', 'NOT_VERIFIED'],
      ['cashout-no-phone', 'PHONE_NOT_BOUND'],
      ['cashout-closed', 'OUTSIDE_WINDOW'],
      ['cashout-times-used', 'MONTHLY_TIMES_USED'],
    ] as const) {
      const result = await submitWithdrawal(createBenefitState(), api, { tokens: scenarioSession(scenario), amountFen: 10_000 })
      expect(result).toMatchObject({ ok: false, error: { code } })
    }
  })

  it('clears the phone and WeChat gates through native', async () => {
    const calls: string[] = []
    const bridge = nativeWith({
      gotoBindMobile: () => (calls.push('gotoBindMobile'), {}),
      bindWeChat: () => (calls.push('bindWeChat'), { nickName: '阿星' }),
    })
    const state = createBenefitState()
    expect((await bindInApp(state, bridge, 'phone')).ok).toBe(true)
    expect((await bindInApp(state, bridge, 'wechat')).ok).toBe(true)
    expect(calls).toEqual(['gotoBindMobile', 'bindWeChat'])
    const cancelled = await bindInApp(state, nativeWith({ bindWeChat: () => ({ errcode: 4002, errmsg: '取消' }) as never }), 'wechat')
    expect(cancelled).toMatchObject({ ok: false, error: { code: 'CANCELLED' } })
  })
})

describe('submitWithdrawal', () => {
  it('submits with a key and answers the withdrawal: fee by the server, submitted, when it should arrive', async () => {
    const { state, api, tokens } = await readyToSubmit()
    const result = await submitWithdrawal(state, api, { tokens, amountFen: 10_000, proof: SMS })
    expect(result.ok && result.data).toMatchObject({ amountFen: 10_000, feeFen: 300, arrivalFen: 9700, status: 'submitted' })
    expect(result.ok && result.data.expectedAt).toBeGreaterThan(result.ok ? result.data.createdAt : 0)
    expect(state.withdrawal?.withdrawalID).toBe(result.ok && result.data.withdrawalID)
    expect(state.attempts.withdraw).toBeNull()
  })

  it('refuses an amount below the minimum or above the balance before sending', async () => {
    const { state, api, tokens } = await cashoutAs('cashout-ready')
    expect(await submitWithdrawal(state, api, { tokens, amountFen: 999 })).toMatchObject({ ok: false, error: { code: 'BELOW_MINIMUM' } })
    expect(await submitWithdrawal(state, api, { tokens, amountFen: 128_801 })).toMatchObject({ ok: false, error: { code: 'ABOVE_BALANCE' } })
    expect(await submitWithdrawal(state, api, { tokens, amountFen: null })).toMatchObject({ ok: false, error: { code: 'INVALID_AMOUNT' } })
    expect(count('POST', '/v1/cashout/submit')).toBe(0)
  })

  it('refuses every amount when less is available than the minimum (¥5.00 against ¥10.00): the balance gate', async () => {
    const { state, api, tokens } = await cashoutAs('cashout-low-balance')
    expect(cashoutGate(state.cashout!)).toBe('balance')
    expect(await submitWithdrawal(state, api, { tokens, amountFen: 500 })).toMatchObject({ ok: false, error: { code: 'BELOW_MINIMUM' } })
    expect(count('POST', '/v1/cashout/submit')).toBe(0)
  })

  it('a retry after a lost answer sends the same key: one withdrawal', async () => {
    const { state, api, tokens } = await readyToSubmit()
    const before = (await allRecords(tokens)).length
    loseNextAnswer(server, '/v1/cashout/submit')
    const lost = await submitWithdrawal(state, api, { tokens, amountFen: 10_000, proof: SMS })
    expect(lost).toMatchObject({ ok: false, error: { code: 'REQUEST_FAILED', decided: false } })
    const key = state.attempts.withdraw?.key
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    const retried = await submitWithdrawal(state, api, { tokens, amountFen: 10_000, proof: SMS })
    expect(retried.ok).toBe(true)
    expect(await allRecords(tokens)).toHaveLength(before + 1)
  })

  it('a double tap sends one request', async () => {
    const { state, api, tokens } = await readyToSubmit()
    const [first, second] = await Promise.all([submitWithdrawal(state, api, { tokens, amountFen: 10_000, proof: SMS }), submitWithdrawal(state, api, { tokens, amountFen: 10_000, proof: SMS })])
    expect(first).toEqual(second)
    expect(count('POST', '/v1/cashout/submit')).toBe(1)
  })

  it('a new attempt after a decided answer gets a new key: two taps, two withdrawals', async () => {
    const { state, api, tokens } = await cashoutAs('cashout-password')
    const first = await submitWithdrawal(state, api, { tokens, amountFen: 10_000, proof: { payPassword: MOCK_PAY_PASSWORD } })
    const second = await submitWithdrawal(state, api, { tokens, amountFen: 10_000, proof: { payPassword: MOCK_PAY_PASSWORD } })
    expect(first.ok && second.ok && first.data.withdrawalID !== second.data.withdrawalID).toBe(true)
  })

  it('pays out only with the owner’s proof: no proof, a wrong code and a wrong password are refused, decided', async () => {
    const { state, api, tokens } = await readyToSubmit()
    expect(state.cashout).toMatchObject({ verifyBy: 'sms', maskedPhone: expect.stringContaining('****') })
    expect(await submitWithdrawal(state, api, { tokens, amountFen: 10_000 })).toMatchObject({ ok: false, error: { code: 'VERIFICATION_NEEDED', decided: true } })
    expect(await submitWithdrawal(state, api, { tokens, amountFen: 10_000, proof: { smsCode: '000000' } })).toMatchObject({ ok: false, error: { code: 'SMS_CODE_WRONG', message: '验证码错误，请重新输入' } })
    expect(await submitWithdrawal(state, api, { tokens, amountFen: 10_000, proof: SMS })).toMatchObject({ ok: true })
    // The code was used: the next withdrawal needs a new one.
    expect(await submitWithdrawal(state, api, { tokens, amountFen: 10_000, proof: SMS })).toMatchObject({ ok: false, error: { code: 'SMS_CODE_EXPIRED' } })
    const password = await cashoutAs('cashout-password')
    expect(await submitWithdrawal(password.state, password.api, { tokens: password.tokens, amountFen: 10_000, proof: { payPassword: '000000' } })).toMatchObject({
      ok: false,
      error: { code: 'PAY_PASSWORD_WRONG' },
    })
  })

  it('sends one withdrawal code a minute', async () => {
    const { state, api, tokens } = await readyToSubmit()
    expect(await sendWithdrawalCode(state, api, tokens)).toMatchObject({ ok: false, error: { code: 'SMS_TOO_OFTEN' } })
  })
})

describe('records and detail', () => {
  it('pages through every withdrawal by cursor, newest first, with status, amount and fee', async () => {
    const items = await allRecords(scenarioSession('cashout-history'))
    expect(items).toHaveLength(45)
    expect(new Set(items.map((item) => item.withdrawalID)).size).toBe(45)
    expect(items[0]).toMatchObject({ status: 'reviewing', amountFen: 88_800, feeFen: 2664 })
    expect(items.map((item) => item.createdAt)).toEqual([...items.map((item) => item.createdAt)].sort((a, b) => b - a))
    expect(items.some((item) => item.status === 'rejected')).toBe(true)
  })

  it('ends the list on an empty nextCursor and never sends an empty cursor', async () => {
    const sent: unknown[] = []
    server.use(
      http.post('*/v1/cashout/records', async ({ request }) => {
        sent.push(((await request.json()) as { cursor?: unknown }).cursor)
        return HttpResponse.json({ errno: 0, data: { items: [], nextCursor: '' } })
      }),
    )
    const { api } = makeApi()
    const records = createPagedState<WithdrawalSummary, BenefitError>()
    const source = withdrawalPages(api, scenarioSession('cashout-history'))
    await loadPage(records, 'start', source)
    expect(records.hasMore).toBe(false)
    await loadPage(records, 'next', source)
    expect(sent).toEqual([undefined])
  })

  it('shows a paid and a rejected timeline, and an unknown id', async () => {
    const tokens = scenarioSession('cashout-ready')
    const { api } = makeApi()
    const state = createBenefitState()
    await loadWithdrawal(state, api, { tokens, withdrawalID: 'wd_1' })
    expect(state.withdrawal?.timeline.map((step) => step.status)).toEqual(['submitted', 'reviewing', 'paid'])
    await loadWithdrawal(state, api, { tokens, withdrawalID: 'wd_2' })
    expect(state.withdrawal).toMatchObject({ status: 'rejected', rejectReason: expect.stringContaining('实名') })
    expect(await loadWithdrawal(state, api, { tokens, withdrawalID: 'wd_404' })).toMatchObject({ ok: false, error: { code: 'NO_SUCH_WITHDRAWAL' } })
  })
})

describe('the benefit center', () => {
  it('exchanges a preset option at the server rate and updates both balances', async () => {
    const tokens = scenarioSession('benefit-center')
    const { api } = makeApi()
    const state = createBenefitState()
    await loadBenefitAccount(state, api, tokens)
    await loadExchangeOptions(state, api, tokens)
    const option = state.options!.options[0]!
    const result = await exchangeRedDiamonds(state, api, { tokens, option })
    expect(result).toMatchObject({ ok: true, data: { red: 600, diamonds: 60, redDiamonds: 128_200, diamondsBalance: 100_060 } })
    expect(state.account).toMatchObject({ redDiamonds: 128_200, diamonds: 100_060 })
  })

  it('refuses an exchange above the balance before sending, and reads a withdrawn option', async () => {
    const { api } = makeApi()
    const low = createBenefitState()
    const lowTokens = scenarioSession('benefit-low-red')
    await loadExchangeOptions(low, api, lowTokens)
    expect(await exchangeRedDiamonds(low, api, { tokens: lowTokens, option: low.options!.options[0]! })).toMatchObject({ ok: false, error: { code: 'INSUFFICIENT_RED' } })
    expect(count('POST', '/v1/benefit/exchange')).toBe(0)
    const gone = createBenefitState()
    const goneTokens = scenarioSession('benefit-option-withdrawn')
    await loadExchangeOptions(gone, api, goneTokens)
    const option = gone.options!.options.find((item) => item.optionID === 'hz_980')!
    expect(await exchangeRedDiamonds(gone, api, { tokens: goneTokens, option })).toMatchObject({ ok: false, error: { code: 'OPTION_WITHDRAWN' } })
  })

  it('claims the daily reward once; a second claim keeps the claimed state', async () => {
    const tokens = scenarioSession('benefit-center')
    const { api } = makeApi()
    const state = createBenefitState()
    await loadBenefitAccount(state, api, tokens)
    expect(state.account?.daily.claimedToday).toBe(false)
    expect(await claimDailyReward(state, api, tokens)).toMatchObject({ ok: true, data: { gotRed: 20, redDiamonds: 128_820, streakDays: 1 } })
    expect(state.account).toMatchObject({ redDiamonds: 128_820, daily: { claimedToday: true } })
    expect(await claimDailyReward(state, api, tokens)).toMatchObject({ ok: false, error: { code: 'ALREADY_CLAIMED' } })
    await loadBenefitAccount(state, api, tokens)
    expect(state.account?.daily.claimedToday).toBe(true)
  })

  it('claims a reward, and marks a claimed or expired one', async () => {
    const tokens = scenarioSession('benefit-center')
    const { api } = makeApi()
    const state = createBenefitState()
    await loadRewards(state, api, tokens)
    expect(state.rewards?.map((reward) => reward.status)).toEqual(['claimable', 'claimable', 'claimable', 'claimed', 'expired'])
    const first = state.rewards![0]!
    expect(await claimReward(state, api, { tokens, rewardID: first.rewardID })).toMatchObject({ ok: true, data: { gotRed: 500 } })
    expect(state.rewards![0]!.status).toBe('claimed')
    expect(await claimReward(state, api, { tokens, rewardID: first.rewardID })).toMatchObject({ ok: false, error: { code: 'ALREADY_CLAIMED' } })
    expect(await claimReward(state, api, { tokens, rewardID: state.rewards![4]!.rewardID })).toMatchObject({ ok: false, error: { code: 'NO_SUCH_REWARD' } })
  })

  it('一键领取 claims every claimable reward in one request, and says which could not be (claimed elsewhere meanwhile)', async () => {
    const tokens = scenarioSession('benefit-center')
    const { api } = makeApi()
    const state = createBenefitState()
    await loadBenefitAccount(state, api, tokens)
    await loadRewards(state, api, tokens)
    // Another device claims the first while this list still shows it claimable.
    await claimReward(createBenefitState(), api, { tokens, rewardID: state.rewards![0]!.rewardID })
    const result = await claimAllRewards(state, api, tokens)
    expect(result).toMatchObject({ ok: true, data: { gotRed: 1500, failed: [{ rewardID: state.rewards![0]!.rewardID, reason: 'claimed' }] } })
    expect(result.ok && result.data.claimed).toHaveLength(2)
    expect(state.rewards?.map((reward) => reward.status)).toEqual(['claimed', 'claimed', 'claimed', 'claimed', 'expired'])
    expect(state.account?.redDiamonds).toBe(128_800 + 500 + 1500)
    expect(count('POST', '/v1/benefit/rewards/claim-all')).toBe(1)
    expect(await claimAllRewards(state, api, tokens)).toMatchObject({ ok: false, error: { code: 'NO_SUCH_REWARD' } })
    expect(count('POST', '/v1/benefit/rewards/claim-all')).toBe(1)
  })

  it('gives 红钻 to the friend native picked, once per attempt', async () => {
    const tokens = scenarioSession('benefit-center')
    const { api } = makeApi()
    const state = createBenefitState()
    await loadBenefitAccount(state, api, tokens)
    const picked = await pickFriend(state, nativeWith({ selectUserFromRelationList: () => ({ users: [FRIEND] }) }))
    expect(picked).toEqual({ ok: true, data: FRIEND })
    const result = await giveRedDiamonds(state, api, { tokens, friend: FRIEND, red: 100 })
    expect(result).toMatchObject({ ok: true, data: { toUserID: 10002, red: 100, redDiamonds: 128_700 } })
    expect(state.account?.redDiamonds).toBe(128_700)
  })

  it('refuses giving with teen mode on, by the check recharge asks (teenagerCanUse), and never on a question unanswered', async () => {
    const teenOn = nativeWith({ teenagerCanUse: () => ({ canUse: true, open: true }) })
    expect(await checkGivingAllowed(teenOn)).toMatchObject({ ok: false, error: { code: 'TEEN_MODE', message: '青少年模式下不能赠送红钻' } })
    expect(await checkGivingAllowed(nativeWith({ teenagerCanUse: () => ({ canUse: true, open: false }) }))).toEqual({ ok: true, data: undefined })
    const old = nativeWith({ teenagerCanUse: () => ({ errcode: 999, errmsg: '请保持App为最新版本' }) as never })
    expect(await checkGivingAllowed(old)).toMatchObject({ ok: false, error: { code: 'OUTDATED_APP' } })
  })

  it('refuses a minor before sending, and reads the server refusal (8304101) as MINOR', async () => {
    const tokens = scenarioSession('benefit-minor')
    const { api } = makeApi()
    const state = createBenefitState()
    await loadBenefitAccount(state, api, tokens)
    expect(state.account?.canGive).toBe(false)
    expect(await giveRedDiamonds(state, api, { tokens, friend: FRIEND, red: 100 })).toMatchObject({ ok: false, error: { code: 'MINOR', message: '未成年人不能赠送红钻' } })
    expect(count('POST', '/v1/benefit/give')).toBe(0)
    expect(await giveRedDiamonds(createBenefitState(), api, { tokens, friend: FRIEND, red: 100 })).toMatchObject({ ok: false, error: { code: 'MINOR', errno: 8304101 } })
  })

  it('refuses more 红钻 than the balance, and no amount, before sending', async () => {
    const tokens = scenarioSession('benefit-low-red')
    const { api } = makeApi()
    const state = createBenefitState()
    await loadBenefitAccount(state, api, tokens)
    expect(await giveRedDiamonds(state, api, { tokens, friend: FRIEND, red: 301 })).toMatchObject({ ok: false, error: { code: 'INSUFFICIENT_RED' } })
    expect(await giveRedDiamonds(state, api, { tokens, friend: FRIEND, red: null })).toMatchObject({ ok: false, error: { code: 'INVALID_AMOUNT' } })
    expect(count('POST', '/v1/benefit/give')).toBe(0)
  })
})
