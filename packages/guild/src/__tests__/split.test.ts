import { scenarioSession } from '@h5/mock-backend'
import { loseNextAnswer, NOW, recordIdempotencyKeys, useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { changeRevenueSplit, checkSplitRatio, createGuildState, GuildErrorCode, loadRevenueSplit, splitChoices } from '..'

/** The revenue split: the server's limits, checked before sending, a change from the next period, once per attempt. */
const { makeApi, count, server } = useMockBackend()
const LIMITS = { minBp: 5000, maxBp: 9000, stepBp: 500 }

async function splitPage(scenario: Parameters<typeof scenarioSession>[0] = 'guild-president') {
  const tokens = scenarioSession(scenario)
  const { api } = makeApi()
  const state = createGuildState()
  const loaded = await loadRevenueSplit(state, api, { tokens })
  return { tokens, api, state, loaded }
}

describe('the limits', () => {
  it('allows a ratio from the minimum to the maximum on the step, nothing else', () => {
    expect(checkSplitRatio(LIMITS, 5000)).toBe(true)
    expect(checkSplitRatio(LIMITS, 9000)).toBe(true)
    expect(checkSplitRatio(LIMITS, 7500)).toBe(true)
    expect(checkSplitRatio(LIMITS, 4500)).toBe(false)
    expect(checkSplitRatio(LIMITS, 9500)).toBe(false)
    expect(checkSplitRatio(LIMITS, 7250)).toBe(false)
    expect(checkSplitRatio(LIMITS, Number.NaN)).toBe(false)
    expect(splitChoices(LIMITS)).toEqual([5000, 5500, 6000, 6500, 7000, 7500, 8000, 8500, 9000])
  })
})

describe('loading the split', () => {
  it('reads the server’s limits, when a change takes effect, and the members a page at a time', async () => {
    const { tokens, api, state, loaded } = await splitPage()
    expect(loaded.ok).toBe(true)
    expect(state.split).toMatchObject({ limits: LIMITS, nextCursor: '20' })
    expect(state.split!.effectiveFrom).toBeGreaterThan(NOW)
    expect(state.split!.members).toHaveLength(20)
    await loadRevenueSplit(state, api, { tokens, more: true })
    expect(state.split!.members).toHaveLength(25)
    expect(state.split!.nextCursor).toBeNull()
    const sent = count('POST', '/v1/guild/split')
    await loadRevenueSplit(state, api, { tokens, more: true })
    expect(count('POST', '/v1/guild/split')).toBe(sent)
  })

  it('refuses a member and someone in no guild', async () => {
    expect((await splitPage('guild-member')).loaded).toMatchObject({ ok: false, error: { code: GuildErrorCode.NO_PERMISSION } })
    expect((await splitPage('fresh')).loaded).toMatchObject({ ok: false, error: { code: GuildErrorCode.NOT_MEMBER } })
  })
})

describe('changing a member’s split', () => {
  it('takes effect from the next period, and the member shows the change waiting', async () => {
    const { tokens, api, state } = await splitPage()
    const member = state.split!.members[1]!
    const result = await changeRevenueSplit(state, api, { tokens, memberID: member.userID, ratioBp: 8000 })
    expect(result).toMatchObject({ ok: true, data: { memberID: member.userID, ratioBp: 8000, effectiveFrom: state.split!.effectiveFrom } })
    expect(state.split!.members[1]).toMatchObject({ ratioBp: 7000, next: { ratioBp: 8000, effectiveFrom: state.split!.effectiveFrom } })
    const reloaded = createGuildState()
    await loadRevenueSplit(reloaded, api, { tokens })
    expect(reloaded.split!.members[1]!.next).toEqual({ ratioBp: 8000, effectiveFrom: state.split!.effectiveFrom })
  })

  it('checks the ratio against the loaded limits before sending', async () => {
    const { tokens, api, state } = await splitPage()
    for (const ratioBp of [4000, 9500, 7250]) {
      const result = await changeRevenueSplit(state, api, { tokens, memberID: 30_001, ratioBp })
      expect(result).toMatchObject({ ok: false, error: { code: GuildErrorCode.RATIO_OUT_OF_LIMITS, message: '分成比例超出允许范围，请重新选择' } })
    }
    expect(await changeRevenueSplit(createGuildState(), api, { tokens, memberID: 30_001, ratioBp: 8000 })).toMatchObject({ ok: false, error: { code: GuildErrorCode.RATIO_OUT_OF_LIMITS } })
    expect(count('POST', '/v1/guild/split/change')).toBe(0)
  })

  it('a double tap changes once; a retry after a lost answer sends the same key; the next change a new one', async () => {
    const { tokens, api, state } = await splitPage()
    const keys = recordIdempotencyKeys(server, '/v1/guild/split/change')
    const [first, second] = await Promise.all([
      changeRevenueSplit(state, api, { tokens, memberID: 30_001, ratioBp: 8500 }),
      changeRevenueSplit(state, api, { tokens, memberID: 30_001, ratioBp: 8500 }),
    ])
    expect(first.ok && second.ok).toBe(true)
    expect(count('POST', '/v1/guild/split/change')).toBe(1)

    loseNextAnswer(server, '/v1/guild/split/change')
    const lost = await changeRevenueSplit(state, api, { tokens, memberID: 30_002, ratioBp: 6000 })
    expect(lost).toMatchObject({ ok: false, error: { code: GuildErrorCode.REQUEST_FAILED, decided: false } })
    expect(await changeRevenueSplit(state, api, { tokens, memberID: 30_002, ratioBp: 6000 })).toMatchObject({ ok: true })
    await changeRevenueSplit(state, api, { tokens, memberID: 30_003, ratioBp: 6000 })
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The lost request and its retry carry one key (the lost one is seen twice: loseNextAnswer passes it on).
    const [doubleTap, ...rest] = keys
    const next = rest.pop()
    expect(new Set(rest).size).toBe(1)
    expect(new Set([doubleTap, rest[0], next]).size).toBe(3)
  })

  it('an admin is refused by the server: only the president changes it', async () => {
    const { tokens, api, state } = await splitPage('guild-admin')
    const result = await changeRevenueSplit(state, api, { tokens, memberID: 30_001, ratioBp: 8000 })
    expect(result).toMatchObject({ ok: false, error: { code: GuildErrorCode.NO_PERMISSION, decided: true } })
    expect(state.attempts.changeSplit).toBeNull()
  })
})
