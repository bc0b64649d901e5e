import { scenarioSession } from '@h5/mock-backend'
import { useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { applyForHost, createGuildState, GuildErrorCode, loadHostStatus, unmetRequirements } from '..'

/** The host application: requirements with their state, apply, review pending, accepted or rejected with the reason. */
const { makeApi, count } = useMockBackend()

async function hostPage(scenario: Parameters<typeof scenarioSession>[0]) {
  const tokens = scenarioSession(scenario)
  const { api } = makeApi()
  const state = createGuildState()
  expect(await loadHostStatus(state, api, tokens)).toMatchObject({ ok: true })
  return { tokens, api, state }
}

describe('the requirements', () => {
  it('lists real-name verification, age 18+, a bound phone and the server’s own, each with its state', async () => {
    const { state } = await hostPage('host-unmet')
    expect(state.host!.state).toBe('none')
    expect(state.host!.requirements.map((requirement) => [requirement.kind, requirement.met])).toEqual([
      ['realName', true],
      ['adult', true],
      ['phone', true],
      ['server', false],
    ])
    expect(unmetRequirements(state.host!).map((requirement) => requirement.label)).toEqual(['粉丝数达到 100'])
  })

  it('refuses before sending: not verified (to /oauth), another requirement unmet', async () => {
    const unverified = await hostPage('host-unverified')
    expect(await applyForHost(unverified.state, unverified.api, { tokens: unverified.tokens })).toMatchObject({ ok: false, error: { code: GuildErrorCode.NOT_VERIFIED, message: '请先完成实名认证' } })
    const unmet = await hostPage('host-unmet')
    expect(await applyForHost(unmet.state, unmet.api, { tokens: unmet.tokens })).toMatchObject({ ok: false, error: { code: GuildErrorCode.REQUIREMENTS_UNMET } })
    expect(count('POST', '/v1/host/apply')).toBe(0)
  })

  it('the server refuses the same without a loaded status', async () => {
    const tokens = scenarioSession('host-unverified')
    const { api } = makeApi()
    expect(await applyForHost(createGuildState(), api, { tokens })).toMatchObject({ ok: false, error: { code: GuildErrorCode.NOT_VERIFIED, errno: 8330003 } })
    const pending = scenarioSession('host-pending')
    expect(await applyForHost(createGuildState(), api, { tokens: pending })).toMatchObject({ ok: false, error: { code: GuildErrorCode.APPLICATION_PENDING, errno: 8330004 } })
    const host = scenarioSession('guild-host')
    expect(await applyForHost(createGuildState(), api, { tokens: host })).toMatchObject({ ok: false, error: { code: GuildErrorCode.ALREADY_HOST, errno: 8330008 } })
  })
})

describe('applying and the review', () => {
  it('from the requirements to approval: pending after applying, a host once accepted', async () => {
    const { tokens, api, state } = await hostPage('host-ready')
    const applied = await applyForHost(state, api, { tokens })
    expect(applied).toMatchObject({ ok: true, data: { state: 'applying', application: { status: 'pending', decidedAt: null, rejectReason: null } } })
    expect(await applyForHost(state, api, { tokens })).toMatchObject({ ok: false, error: { code: GuildErrorCode.APPLICATION_PENDING } })
    expect(count('POST', '/v1/host/apply')).toBe(1)
    await loadHostStatus(state, api, tokens)
    expect(state.host).toMatchObject({ state: 'host', application: { status: 'accepted', decidedAt: expect.any(Number) } })
  })

  it('a rejected application shows its reason and may be sent again', async () => {
    const { tokens, api, state } = await hostPage('host-rejected')
    expect(state.host!.application).toMatchObject({ status: 'rejected', rejectReason: '直播间封面不符合规范，请更换后重新申请' })
    expect(await applyForHost(state, api, { tokens })).toMatchObject({ ok: true, data: { application: { status: 'pending' } } })
  })

  it('a suspended host sees the reason and does not apply again', async () => {
    const { tokens, api, state } = await hostPage('host-suspended')
    expect(state.host).toMatchObject({ state: 'suspended', suspendedReason: '多次违反直播规范，暂停开播 7 天' })
    expect(await applyForHost(state, api, { tokens })).toMatchObject({ ok: false, error: { code: GuildErrorCode.ALREADY_HOST } })
  })
})
