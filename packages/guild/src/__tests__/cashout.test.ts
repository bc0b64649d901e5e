import { previewWithdrawal } from '@h5/benefit'
import { scenarioSession } from '@h5/mock-backend'
import { loseNextAnswer, recordIdempotencyKeys, useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import {
  checkGuildWithdrawalAmount,
  createGuildState,
  GuildErrorCode,
  guildCashoutGate,
  loadGuildCashout,
  sendGuildWithdrawalCode,
  submitGuildWithdrawal,
} from '..'

/** The guild's withdrawal on the cash-out engine: gates, limits, the fee preview, the code and one key per attempt. */
const { makeApi, count, server } = useMockBackend()
const CODE = '123456'

async function cashPage(scenario: Parameters<typeof scenarioSession>[0]) {
  const tokens = scenarioSession(scenario)
  const { api } = makeApi()
  const state = createGuildState()
  const loaded = await loadGuildCashout(state, api, tokens)
  return { tokens, api, state, loaded }
}

describe('the gates', () => {
  it.each([
    ['guild-president', null],
    ['guild-cash-unverified', 'verification'],
    ['guild-cash-unbound', 'account'],
    ['guild-cash-closed', 'window'],
    ['guild-cash-used', 'times'],
    ['guild-empty', 'balance'],
  ] as const)('%s: the first gate is %s', async (scenario, gate) => {
    const { state } = await cashPage(scenario)
    expect(guildCashoutGate(state.cashout!)).toBe(gate)
  })

  it('refuses the gate’s code before sending', async () => {
    for (const [scenario, code] of [
      ['guild-cash-unverified', GuildErrorCode.NOT_VERIFIED],
      ['guild-cash-unbound', GuildErrorCode.ACCOUNT_NOT_BOUND],
      ['guild-cash-closed', GuildErrorCode.OUTSIDE_WINDOW],
      ['guild-cash-used', GuildErrorCode.TIMES_USED],
    ] as const) {
      const { tokens, api, state } = await cashPage(scenario)
      expect(await submitGuildWithdrawal(state, api, { tokens, amountFen: 100_000, smsCode: CODE })).toMatchObject({ ok: false, error: { code } })
    }
    expect(count('POST', '/v1/guild/cashout/submit')).toBe(0)
  })

  it('only the president reads the facts: a member is refused', async () => {
    expect((await cashPage('guild-member')).loaded).toMatchObject({ ok: false, error: { code: GuildErrorCode.NO_PERMISSION } })
    expect((await cashPage('fresh')).loaded).toMatchObject({ ok: false, error: { code: GuildErrorCode.NOT_MEMBER } })
  })
})

describe('the amount and the fee', () => {
  it('checks the server’s limits and the balance, and previews the fee by the cash-out family’s rule', async () => {
    const { state } = await cashPage('guild-president')
    const info = state.cashout!
    expect(checkGuildWithdrawalAmount(info, null)).toBe(GuildErrorCode.INVALID_AMOUNT)
    expect(checkGuildWithdrawalAmount(info, info.minFen - 1)).toBe(GuildErrorCode.BELOW_MINIMUM)
    expect(checkGuildWithdrawalAmount(info, info.availableFen + 1)).toBe(GuildErrorCode.ABOVE_BALANCE)
    expect(checkGuildWithdrawalAmount(info, 100_000)).toBeNull()
    expect(previewWithdrawal(info, 100_000)).toEqual({ amountFen: 100_000, feeFen: 1_000, arrivalFen: 99_000 })
    expect(previewWithdrawal(info, 10_000)).toEqual({ amountFen: 10_000, feeFen: 100, arrivalFen: 9_900 })
  })

  it('above the maximum with a balance in the billions', async () => {
    const { state } = await cashPage('guild-billions')
    expect(checkGuildWithdrawalAmount(state.cashout!, state.cashout!.maxFen + 1)).toBe(GuildErrorCode.ABOVE_MAXIMUM)
  })
})

describe('withdrawing', () => {
  it('with the SMS code: the server’s fee, the balance less the amount', async () => {
    const { tokens, api, state } = await cashPage('guild-president')
    const before = state.cashout!.availableFen
    expect(await sendGuildWithdrawalCode(state, api, tokens)).toMatchObject({ ok: true, data: { resendAfterSeconds: 60 } })
    const result = await submitGuildWithdrawal(state, api, { tokens, amountFen: 100_000, smsCode: CODE })
    expect(result).toMatchObject({ ok: true, data: { amountFen: 100_000, feeFen: 1_000, arrivalFen: 99_000, status: 'submitted', nickName: '星光文化传媒有限公司' } })
    expect(state.cashout!.availableFen).toBe(before - 100_000)
    const reloaded = await cashPage('guild-president')
    expect(reloaded.state.cashout!.availableFen).toBeGreaterThan(0)
  })

  it('a wrong or missing code pays nothing', async () => {
    const { tokens, api, state } = await cashPage('guild-president')
    expect(await submitGuildWithdrawal(state, api, { tokens, amountFen: 100_000, smsCode: '12' })).toMatchObject({ ok: false, error: { code: GuildErrorCode.CODE_WRONG } })
    expect(count('POST', '/v1/guild/cashout/submit')).toBe(0)
    expect(await submitGuildWithdrawal(state, api, { tokens, amountFen: 100_000, smsCode: '000000' })).toMatchObject({ ok: false, error: { code: GuildErrorCode.CODE_WRONG, errno: 8361001 } })
  })

  it('a second code within the minute is CODE_TOO_OFTEN', async () => {
    const { tokens, api, state } = await cashPage('guild-president')
    await sendGuildWithdrawalCode(state, api, tokens)
    expect(await sendGuildWithdrawalCode(state, api, tokens)).toMatchObject({ ok: false, error: { code: GuildErrorCode.CODE_TOO_OFTEN } })
  })

  it('a retry after a lost answer sends the same key, and the guild pays once', async () => {
    const { tokens, api, state } = await cashPage('guild-president')
    await sendGuildWithdrawalCode(state, api, tokens)
    const keys = recordIdempotencyKeys(server, '/v1/guild/cashout/submit')
    loseNextAnswer(server, '/v1/guild/cashout/submit')
    expect(await submitGuildWithdrawal(state, api, { tokens, amountFen: 200_000, smsCode: CODE })).toMatchObject({ ok: false, error: { decided: false } })
    expect(await submitGuildWithdrawal(state, api, { tokens, amountFen: 200_000, smsCode: CODE })).toMatchObject({ ok: true, data: { amountFen: 200_000 } })
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The lost request (seen twice: loseNextAnswer passes it on) and its retry carry one key.
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(new Set(keys).size).toBe(1)
    const records = await api.getGuildWithdrawals({ ...tokens })
    expect(records.data.items).toHaveLength(1)
  })
})
