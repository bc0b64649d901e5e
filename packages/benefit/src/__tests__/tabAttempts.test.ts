import { MOCK_SMS_CODE, scenarioSession } from '@h5/mock-backend'
import { loseNextAnswer, recordIdempotencyKeys, useMockBackend } from '@h5/mock-backend/vitest'
import { ownAttempts, type AttemptStorage } from '@h5/request'
import { describe, expect, it } from 'vitest'
import {
  createBenefitState,
  exchangeRedDiamonds,
  giveRedDiamonds,
  loadBenefitAccount,
  loadCashoutInfo,
  loadExchangeOptions,
  sendWithdrawalCode,
  submitWithdrawal,
  type BenefitState,
} from '..'

/**
 * Money attempts kept for the tab: a web view reloaded in the middle of a withdrawal, an exchange or a gift (killed
 * in the background, a pull to refresh) sends the same idempotency key when the user sends the same request
 * again, so the server does it once.
 */
const { makeApi, count, server } = useMockBackend()
const FRIEND = { userID: 10002, nickName: '星河主播', avatar: '' }

/** The tab's sessionStorage, as the page passes it (platform/browserStorage.ts). */
function tabStorage(): AttemptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (name) => items.get(name) ?? null, setItem: (name, value) => void items.set(name, value), removeItem: (name) => void items.delete(name) }
}

/** The signed-in account, as the app names it to the state (the session's user ID). */
const ME = '30001'

/** A page's state over the tab's storage, for `owner` once the session named it. */
function pageState(storage: AttemptStorage, owner = ME): BenefitState {
  const state = createBenefitState({ storage })
  ownAttempts(state, owner)
  return state
}

/** A page visit of the tab: a state over its storage, for `owner`, with what the page loads. */
async function visit(storage: AttemptStorage, tokens: ReturnType<typeof scenarioSession>, load: (state: BenefitState) => Promise<unknown>, owner = ME) {
  const state = pageState(storage, owner)
  await load(state)
  return state
}

describe('a reload in the middle of a money attempt', () => {
  it('withdrawal: the same amount after the reload sends the same key, and the server makes one withdrawal', async () => {
    const storage = tabStorage()
    const tokens = scenarioSession('cashout-ready')
    const { api } = makeApi()
    const keys = recordIdempotencyKeys(server, '/v1/cashout/submit')
    const load = (state: BenefitState) => loadCashoutInfo(state, api, tokens)
    const first = await visit(storage, tokens, load)
    const before = first.cashout!.availableFen
    // The owner's proof the confirmation sheet asks for: the code sent to the bound phone.
    expect(await sendWithdrawalCode(first, api, tokens)).toMatchObject({ ok: true })
    const proof = { smsCode: MOCK_SMS_CODE }
    loseNextAnswer(server, '/v1/cashout/submit')
    const lost = await submitWithdrawal(first, api, { tokens, amountFen: 10_000, proof })
    expect(lost).toMatchObject({ ok: false, error: { decided: false } })
    const reloaded = await visit(storage, tokens, load)
    expect(reloaded.attempts.withdraw).toEqual({ key: keys[0], request: '10000', owner: ME })
    const retried = await submitWithdrawal(reloaded, api, { tokens, amountFen: 10_000, proof })
    expect(retried.ok).toBe(true)
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    // One withdrawal: the balance went down once.
    await loadCashoutInfo(reloaded, api, tokens)
    expect(reloaded.cashout!.availableFen).toBe(before - 10_000)
    expect(storage.items.size).toBe(0)
  })

  it('exchange: the same option after the reload is one exchange', async () => {
    const storage = tabStorage()
    const tokens = scenarioSession('benefit-center')
    const { api } = makeApi()
    const keys = recordIdempotencyKeys(server, '/v1/benefit/exchange')
    const load = (state: BenefitState) => Promise.all([loadBenefitAccount(state, api, tokens), loadExchangeOptions(state, api, tokens)])
    const first = await visit(storage, tokens, load)
    const option = first.options!.options[0]!
    loseNextAnswer(server, '/v1/benefit/exchange')
    expect((await exchangeRedDiamonds(first, api, { tokens, option })).ok).toBe(false)
    const reloaded = await visit(storage, tokens, load)
    // The lost exchange was made: the balance the reload shows is 600 红钻 lower already.
    expect(reloaded.account?.redDiamonds).toBe(128_200)
    expect(await exchangeRedDiamonds(reloaded, api, { tokens, option })).toMatchObject({ ok: true, data: { redDiamonds: 128_200 } })
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    expect(storage.items.size).toBe(0)
  })

  /** A gift of 100 红钻 whose answer was lost: the tab keeps its attempt for {@link ME}. */
  async function lostGift() {
    const storage = tabStorage()
    const tokens = scenarioSession('benefit-center')
    const { api } = makeApi()
    const keys = recordIdempotencyKeys(server, '/v1/benefit/give')
    const load = (state: BenefitState) => loadBenefitAccount(state, api, tokens)
    loseNextAnswer(server, '/v1/benefit/give')
    expect((await giveRedDiamonds(await visit(storage, tokens, load), api, { tokens, friend: FRIEND, red: 100 })).ok).toBe(false)
    return { storage, tokens, api, keys, load }
  }

  it('gift: the same friend and amount after the reload is one gift; the friend is stored by user ID, never by name', async () => {
    const { storage, tokens, api, keys, load } = await lostGift()
    const stored = [...storage.items.entries()]
    expect(stored).toEqual([['h5:attempt:benefit:give', JSON.stringify({ key: keys[0], request: '10002:100', owner: ME })]])
    expect(JSON.stringify(stored)).not.toContain(FRIEND.nickName)
    expect(JSON.stringify(stored)).not.toContain(tokens.accessToken)
    const reloaded = await visit(storage, tokens, load)
    expect(await giveRedDiamonds(reloaded, api, { tokens, friend: FRIEND, red: 100 })).toMatchObject({ ok: true, data: { redDiamonds: 128_700 } })
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    expect(count('POST', '/v1/benefit/give')).toBe(3)
  })

  it('another account of the tab sends the same gift with a key of its own: the first account’s attempt is dropped', async () => {
    const { storage, tokens, api, keys, load } = await lostGift()
    const switched = await visit(storage, tokens, load, '30002')
    expect(switched.attempts.give).toBeNull()
    expect(storage.items.size).toBe(0)
    expect((await giveRedDiamonds(switched, api, { tokens, friend: FRIEND, red: 100 })).ok).toBe(true)
    expect(keys.at(-1)).not.toBe(keys[0])
    expect(new Set(keys).size).toBe(2)
  })

  it('a decided refusal ends the stored attempt too: the next try is a new attempt', async () => {
    const storage = tabStorage()
    const tokens = scenarioSession('cashout-closed')
    const { api } = makeApi()
    // Without the loaded info the server refuses (outside the window): decided.
    expect(await submitWithdrawal(pageState(storage), api, { tokens, amountFen: 10_000 })).toMatchObject({ ok: false, error: { code: 'OUTSIDE_WINDOW', decided: true } })
    expect(storage.items.size).toBe(0)
  })
})
