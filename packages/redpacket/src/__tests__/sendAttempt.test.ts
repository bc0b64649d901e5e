import { ownAttempts, type AttemptStorage } from '@h5/request'
import { describe, expect, it } from 'vitest'
import { createRedPacketState, RedPacketErrorCode, sendPacket, type RedPacketState } from '..'
import { loseNextAnswer, recordIdempotencyKeys, TOKENS, useMockBackend } from '@h5/mock-backend/vitest'

/**
 * A send carries an idempotency key, made when the user sends the packet and kept until the server answered:
 * a retry after a lost answer (the 15 s time-out), or after a reload, is the same send, and the server, which
 * answers a key it has seen with the packet it made, sends one packet.
 */
const { makeApi, server } = useMockBackend()
const SEND = '/v1/packet/send'
const form = { amount: '8.88', count: '4', greeting: '新年快乐' }

/** The tab's sessionStorage, as the page passes it (platform/browserStorage.ts). */
function tabStorage(): AttemptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (name) => items.get(name) ?? null, setItem: (name, value) => void items.set(name, value), removeItem: (name) => void items.delete(name) }
}

/** The user's packets and balance as the server has them now. */
async function serverSide() {
  const { api } = makeApi()
  const [reward, records] = await Promise.all([api.getMyReward(), api.getMyRecord()])
  return { leftTotal: reward.data.leftTotal, sent: records.data.items.length }
}

/** The signed-in account, as the app names it to the state (the session's user ID). */
const ME = '30001'

/** A page's state over the tab's storage, for the signed-in account once the session named it. */
function pageState(storage: AttemptStorage): RedPacketState {
  const state = createRedPacketState({ storage })
  ownAttempts(state, ME)
  return state
}

describe('the same send after a lost answer', () => {
  it('says the outcome is unknown, and the retry sends the same key: one packet, the balance taken once', async () => {
    const before = await serverSide()
    const keys = recordIdempotencyKeys(server, SEND)
    const state = createRedPacketState()
    loseNextAnswer(server, SEND)
    const lost = await sendPacket(state, makeApi().api, { ...TOKENS, ...form })
    expect(lost).toMatchObject({ ok: false, error: { code: RedPacketErrorCode.SEND_UNCONFIRMED, decided: false } })
    expect(state.attempts.send?.key).toBe(keys[0])
    const retried = await sendPacket(state, makeApi().api, { ...TOKENS, ...form })
    expect(retried).toMatchObject({ ok: true, data: { redpacketID: expect.stringMatching(/^rp_sent_/) } })
    expect(new Set(keys).size).toBe(1)
    expect(await serverSide()).toEqual({ leftTotal: '80.00', sent: before.sent + 1 })
    expect(state.attempts.send).toBeNull()
  })

  it('after a reload of the page: the tab keeps the send, the same packet goes with the same key', async () => {
    const storage = tabStorage()
    const keys = recordIdempotencyKeys(server, SEND)
    loseNextAnswer(server, SEND)
    await sendPacket(pageState(storage), makeApi().api, { ...TOKENS, ...form })
    const reloaded = pageState(storage)
    expect(reloaded.attempts.send?.key).toBe(keys[0])
    expect((await sendPacket(reloaded, makeApi().api, { ...TOKENS, ...form })).ok).toBe(true)
    expect(new Set(keys).size).toBe(1)
    expect((await serverSide()).leftTotal).toBe('80.00')
    expect(storage.items.size).toBe(0)
  })

  it('keeps nothing personal for the tab: no tokens, and the greeting only as a digest', async () => {
    const storage = tabStorage()
    loseNextAnswer(server, SEND)
    await sendPacket(pageState(storage), makeApi().api, { ...TOKENS, ...form })
    const [[name, value]] = [...storage.items] as [[string, string]]
    expect(name).toBe('h5:attempt:redpacket:send')
    expect(JSON.parse(value)).toEqual({ key: expect.any(String), request: '888:4:c6a03d4a', owner: ME })
    for (const secret of [TOKENS.accessToken, TOKENS.openID, form.greeting]) expect(value).not.toContain(secret)
  })
})

describe('a new send', () => {
  it('gets a new key once the server answered: two sends, two packets', async () => {
    const keys = recordIdempotencyKeys(server, SEND)
    const state = createRedPacketState()
    expect((await sendPacket(state, makeApi().api, { ...TOKENS, ...form, amount: '1.00' })).ok).toBe(true)
    expect((await sendPacket(state, makeApi().api, { ...TOKENS, ...form, amount: '1.00' })).ok).toBe(true)
    expect(keys[1]).not.toBe(keys[0])
    expect((await serverSide()).leftTotal).toBe('86.88')
  })

  it('gets a new key when the form changed after an unknown outcome', async () => {
    const keys = recordIdempotencyKeys(server, SEND)
    const state = createRedPacketState()
    loseNextAnswer(server, SEND)
    await sendPacket(state, makeApi().api, { ...TOKENS, ...form })
    await sendPacket(state, makeApi().api, { ...TOKENS, ...form, greeting: '恭喜发财' })
    expect(keys[keys.length - 1]).not.toBe(keys[0])
  })
})
