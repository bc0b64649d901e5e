import { ApiError, createApiClient } from '@h5/api'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockBackend, MOCK_PACKETS, MOCK_USER } from '..'

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0)
const backend = createMockBackend({ now: () => NOW })
const server = setupServer(...backend.handlers)
const api = createApiClient({ baseURL: 'http://backend.test', clientId: '1' })
const tokens: { accessToken: string; openID: string } = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => backend.reset())
afterAll(() => server.close())

async function errnoOf(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return (error as ApiError).errno
}

const open = (redpacketID: string, overrides: Partial<typeof tokens> = {}) =>
  api.openPacket({ ...tokens, ...overrides, redpacketID, channel: 'room' })

describe('POST /v1/packet/open', () => {
  it('opens the openable packet with its money', async () => {
    const { data } = await open(MOCK_PACKETS.openable)
    expect(data).toEqual({ money: 1.88 })
  })

  it('answers 8348203 when the same user opens it a second time', async () => {
    await open(MOCK_PACKETS.openable)
    expect(await errnoOf(open(MOCK_PACKETS.openable))).toBe(8348203)
  })

  it.each([
    ['expired', MOCK_PACKETS.expired, 8348201],
    ['state1', MOCK_PACKETS.state1, 8348202],
    ['alreadyOpened', MOCK_PACKETS.alreadyOpened, 8348203],
    ['state2', MOCK_PACKETS.state2, 8348204],
    ['serverError', MOCK_PACKETS.serverError, 500],
    ['an unknown id', 'rp_nope', 8348200],
  ])('answers the %s scenario (%s) with errno %i', async (_label, id, errno) => {
    expect(await errnoOf(open(id))).toBe(errno)
  })

  it('sends the server error with HTTP 500', async () => {
    const error = (await open(MOCK_PACKETS.serverError).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(500)
    expect(error.errmsg).toBe('服务器繁忙，请稍后重试')
  })

  it('gives each suffixed scenario id its own fresh packet, so parallel tests never share one', async () => {
    await open(`${MOCK_PACKETS.openable}_a`)
    await expect(open(`${MOCK_PACKETS.openable}_b`)).resolves.toMatchObject({ data: { money: 1.88 } })
    expect(await errnoOf(open(`${MOCK_PACKETS.expired}_x`))).toBe(8348201)
  })

  it.each([
    ['a wrong accessToken', { accessToken: 'stolen' }],
    ['a wrong openID', { openID: 'someone-else' }],
    ['an empty accessToken', { accessToken: '' }],
  ])('answers 8304006 for %s', async (_label, overrides) => {
    expect(await errnoOf(open(MOCK_PACKETS.openable, overrides))).toBe(8304006)
  })

  it('answers 8304006 when the tokens are missing', async () => {
    const error = await api.request({ method: 'POST', url: '/v1/packet/open', data: { redpacketID: 'rp_openable' } })
      .catch((e: unknown) => e as ApiError)
    expect((error as ApiError).errno).toBe(8304006)
  })

  it('adds the money to the balance and the opener to the records', async () => {
    await open(MOCK_PACKETS.openable)
    const { data: reward } = await api.getMyReward()
    expect(reward).toEqual({ leftTotal: '90.76', rewardTotal: '168.54' })
    const { data: records } = await api.getOpenRecords({ redpacketID: MOCK_PACKETS.openable })
    expect(records.total).toBe(5)
    expect(records.items[0]).toEqual({ nickName: MOCK_USER.nickName, avatar: MOCK_USER.avatar, money: 1.88, time: NOW })
  })
})

describe('GET /v1/packet/open/record', () => {
  it('lists the openers newest first with Chinese nicknames, local avatars and the sender', async () => {
    const { data } = await api.getOpenRecords({ redpacketID: MOCK_PACKETS.openable })
    expect(data.total).toBe(4)
    expect(data.nickName).toBe('星河主播')
    expect(data.avatar).toMatch(/^data:image\/svg\+xml/)
    expect(data.items).toHaveLength(4)
    for (const item of data.items) {
      expect(item.nickName).toMatch(/[\u4e00-\u9fa5]/)
      expect(item.avatar === '' || item.avatar.startsWith('data:')).toBe(true)
      expect(typeof item.money).toBe('number')
    }
    const times = data.items.map((item) => item.time)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(data.items.some((item) => item.avatar === '')).toBe(true)
  })

  it.each(['openable', 'expired', 'state1', 'alreadyOpened', 'state2'] as const)(
    'dates every opener of the %s packet in the past',
    async (scenario) => {
      const { data } = await api.getOpenRecords({ redpacketID: MOCK_PACKETS[scenario] })
      expect(data.items.length).toBeGreaterThan(0)
      for (const item of data.items) expect(item.time).toBeLessThanOrEqual(NOW)
    },
  )

  it('honours limit but reports the full total', async () => {
    const { data } = await api.getOpenRecords({ redpacketID: MOCK_PACKETS.state1, limit: 3 })
    expect(data.items).toHaveLength(3)
    expect(data.total).toBe(8)
  })

  it('answers a nonzero errno with errmsg for an unknown packet and 500 for the failing one', async () => {
    const unknown = (await api.getOpenRecords({ redpacketID: 'rp_nope' }).catch((e: unknown) => e)) as ApiError
    expect(unknown).toMatchObject({ errno: 8348200, errmsg: '红包不存在' })
    expect(await errnoOf(api.getOpenRecords({ redpacketID: MOCK_PACKETS.serverError }))).toBe(500)
  })
})

describe('GET /v1/packet/myReward and /v1/packet/myRecord', () => {
  it('answers the balance as two-decimal yuan strings', async () => {
    await expect(api.getMyReward()).resolves.toEqual({
      errno: 0,
      errmsg: '',
      data: { leftTotal: '88.88', rewardTotal: '166.66' },
    })
  })

  it('lists the packets I sent, newest first, with how many were opened', async () => {
    const { data } = await api.getMyRecord()
    expect(data.items.map(({ amount, count, openedCount }) => ({ amount, count, openedCount }))).toEqual([
      { amount: '5.20', count: 2, openedCount: 0 },
      { amount: '20.00', count: 10, openedCount: 4 },
      { amount: '10.00', count: 5, openedCount: 5 },
    ])
    expect((await api.getMyRecord({ limit: 1 })).data.items).toHaveLength(1)
  })
})

describe('POST /v1/packet/send', () => {
  let keys = 0
  const send = (amount: string, count: number, greeting = '新年快乐', overrides: Partial<typeof tokens> = {}) =>
    api.sendPacket({ ...tokens, ...overrides, amount, count, greeting, idempotencyKey: `key-send-${(keys += 1)}` })

  it('creates a packet that joins my records, lowers leftTotal and can be opened', async () => {
    const { data } = await send('10.00', 3)
    expect(data.redpacketID).toMatch(/^rp_sent_/)
    expect((await api.getMyReward()).data.leftTotal).toBe('78.88')
    const [latest] = (await api.getMyRecord()).data.items
    expect(latest).toEqual({ redpacketID: data.redpacketID, amount: '10.00', count: 3, openedCount: 0, greeting: '新年快乐', time: NOW })
    // 10.00 in 3 shares: 3.33, 3.33, 3.34; the first goes to the first opener.
    await expect(open(data.redpacketID)).resolves.toMatchObject({ data: { money: 3.33 } })
    expect((await api.getMyRecord()).data.items[0]!.openedCount).toBe(1)
  })

  it('uses the default greeting when none is given', async () => {
    const { data } = await send('1.00', 1, '  ')
    expect((await api.getMyRecord()).data.items[0]).toMatchObject({ redpacketID: data.redpacketID, greeting: '恭喜发财，大吉大利' })
  })

  it('sends exactly the whole balance', async () => {
    await send('88.88', 1)
    expect((await api.getMyReward()).data.leftTotal).toBe('0.00')
  })

  it.each([
    ['more than the balance', '88.89', 1, 8348301],
    ['a zero amount', '0.00', 1, 8348302],
    ['three decimals', '1.005', 1, 8348302],
    ['an exponent', '1e3', 1, 8348302],
    ['a negative amount', '-1.00', 1, 8348302],
    ['letters', 'abc', 1, 8348302],
    ['zero shares', '1.00', 0, 8348302],
    ['a fractional count', '1.00', 1.5, 8348302],
    ['over 100 shares', '10.00', 101, 8348302],
    ['less than 0.01 per share', '0.05', 6, 8348302],
  ])('refuses %s (%s yuan in %s) with errno %i and changes nothing', async (_label, amount, count, errno) => {
    expect(await errnoOf(send(amount, count))).toBe(errno)
    expect((await api.getMyReward()).data.leftTotal).toBe('88.88')
    expect((await api.getMyRecord()).data.items).toHaveLength(3)
  })

  it('says 余额不足 for more than the balance', async () => {
    const error = (await send('100.00', 1).catch((e: unknown) => e)) as ApiError
    expect(error.errmsg).toBe('余额不足')
  })

  it('refuses a greeting over 25 characters', async () => {
    expect(await errnoOf(send('1.00', 1, '长'.repeat(26)))).toBe(8348303)
  })

  it('answers 8304006 for a bad token', async () => {
    expect(await errnoOf(send('1.00', 1, '', { accessToken: 'x' }))).toBe(8304006)
  })

  it('answers a key it has seen with the packet it made: one packet, the balance taken once', async () => {
    const payload = { ...tokens, amount: '10.00', count: 3, greeting: '新年快乐', idempotencyKey: 'key-send-retry' }
    const first = await api.sendPacket(payload)
    // The answer was lost on the way back; the page sends the same request with the same key.
    expect(await api.sendPacket(payload)).toEqual(first)
    expect((await api.getMyReward()).data.leftTotal).toBe('78.88')
    expect((await api.getMyRecord()).data.items).toHaveLength(4)
  })

  it('refuses a key used for another packet (8390009) and a send without a key (400), taking nothing', async () => {
    await api.sendPacket({ ...tokens, amount: '1.00', count: 1, greeting: '', idempotencyKey: 'key-send-other' })
    expect(await errnoOf(api.sendPacket({ ...tokens, amount: '2.00', count: 1, greeting: '', idempotencyKey: 'key-send-other' }))).toBe(8390009)
    expect(await errnoOf(api.sendPacket({ ...tokens, amount: '1.00', count: 1, greeting: '' } as Parameters<typeof api.sendPacket>[0]))).toBe(400)
    expect((await api.getMyReward()).data.leftTotal).toBe('87.88')
  })
})

describe('state', () => {
  it('starts fresh after reset', async () => {
    await open(MOCK_PACKETS.openable)
    backend.reset()
    await expect(open(MOCK_PACKETS.openable)).resolves.toMatchObject({ data: { money: 1.88 } })
  })
})
