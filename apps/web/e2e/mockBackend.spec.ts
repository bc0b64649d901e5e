import { randomUUID } from 'node:crypto'
import { MOCK_PACKETS, MOCK_USER } from '@h5/mock-backend'
import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * The preview server answers /v1 over real HTTP with the simulator (README "The backend: simulator or real"), with
 * the envelopes of the data contracts. Each test opens its own suffixed scenario ids, so parallel tests never
 * share a packet.
 */
const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

async function open(request: APIRequestContext, redpacketID: string, overrides: object = {}) {
  const response = await request.post('/v1/packet/open', {
    data: { ...tokens, redpacketID, channel: 'e2e', ...overrides },
  })
  expect(response.headers()['content-type']).toContain('application/json')
  return { status: response.status(), body: (await response.json()) as { errno: number; errmsg?: string; data?: unknown } }
}

test('opening a packet answers its money, then 8348203 the second time', async ({ request }, testInfo) => {
  const id = `${MOCK_PACKETS.openable}_${testInfo.testId}`
  expect((await open(request, id)).body).toEqual({ errno: 0, errmsg: '', data: { money: 1.88 } })
  expect((await open(request, id)).body).toEqual({ errno: 8348203, errmsg: '红包已经领取过了' })
})

for (const [scenario, errno, status] of [
  ['expired', 8348201, 200],
  ['state1', 8348202, 200],
  ['alreadyOpened', 8348203, 200],
  ['state2', 8348204, 200],
  ['serverError', 500, 500],
] as const) {
  test(`the ${scenario} packet answers errno ${errno}`, async ({ request }, testInfo) => {
    const { status: httpStatus, body } = await open(request, `${MOCK_PACKETS[scenario]}_${testInfo.testId}`)
    expect(httpStatus).toBe(status)
    expect(body.errno).toBe(errno)
    expect(body.errmsg).toMatch(/[\u4e00-\u9fa5]/)
  })
}

test('a wrong token answers 8304006', async ({ request }) => {
  expect((await open(request, MOCK_PACKETS.openable, { accessToken: 'nope' })).body.errno).toBe(8304006)
})

test('open records list Chinese nicknames with local avatars and the sender', async ({ request }, testInfo) => {
  const response = await request.get('/v1/packet/open/record', {
    params: { redpacketID: `${MOCK_PACKETS.openable}_${testInfo.testId}`, limit: 20 },
  })
  const body = await response.json()
  expect(body).toMatchObject({ errno: 0, data: { total: 4, nickName: '星河主播' } })
  for (const item of body.data.items) {
    expect(item.nickName).toMatch(/[\u4e00-\u9fa5]/)
    expect(item.avatar === '' || item.avatar.startsWith('data:image/')).toBe(true)
  }
})

test('my reward, my record and send answer the contract envelopes', async ({ request }) => {
  const reward = await (await request.get('/v1/packet/myReward')).json()
  expect(reward).toMatchObject({ errno: 0, data: { leftTotal: expect.stringMatching(/^\d+\.\d\d$/) } })

  const bad = await request.post('/v1/packet/send', { data: { ...tokens, amount: '1.005', count: 1, greeting: '', idempotencyKey: randomUUID() } })
  expect(await bad.json()).toEqual({ errno: 8348302, errmsg: '红包金额或个数不合法' })
  const tooMuch = await request.post('/v1/packet/send', { data: { ...tokens, amount: '999999.00', count: 1, greeting: '', idempotencyKey: randomUUID() } })
  expect(await tooMuch.json()).toEqual({ errno: 8348301, errmsg: '余额不足' })

  const sent = await (await request.post('/v1/packet/send', { data: { ...tokens, amount: '0.10', count: 1, greeting: '测试', idempotencyKey: randomUUID() } })).json()
  expect(sent).toMatchObject({ errno: 0, data: { redpacketID: expect.stringMatching(/^rp_sent_/) } })
  const records = await (await request.get('/v1/packet/myRecord', { params: { limit: 100 } })).json()
  expect(records.errno).toBe(0)
  expect(records.data.items).toContainEqual(
    expect.objectContaining({ redpacketID: sent.data.redpacketID, amount: '0.10', count: 1, greeting: '测试' }),
  )
})

test('an unknown /v1 path is a JSON 404, not the app page', async ({ request }) => {
  const response = await request.get('/v1/no/such/endpoint')
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({ errno: 404, errmsg: '接口不存在' })
})
