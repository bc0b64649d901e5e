import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ACCOUNT_ENDPOINTS,
  ACTIVITY_ENDPOINTS,
  BENEFIT_ENDPOINTS,
  bindEndpoints,
  COMMON_ENDPOINTS,
  CONTENT_ENDPOINTS,
  createApiTransport,
  ENDPOINTS,
  GAME_ENDPOINTS,
  GUILD_ENDPOINTS,
  IDENTITY_ENDPOINTS,
  MALL_ENDPOINTS,
  PAY_ENDPOINTS,
  REDPACKET_ENDPOINTS,
  SOCIAL_ENDPOINTS,
} from '..'

const BASE = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const TABLES = {
  ACCOUNT_ENDPOINTS,
  ACTIVITY_ENDPOINTS,
  BENEFIT_ENDPOINTS,
  COMMON_ENDPOINTS,
  CONTENT_ENDPOINTS,
  GAME_ENDPOINTS,
  GUILD_ENDPOINTS,
  IDENTITY_ENDPOINTS,
  MALL_ENDPOINTS,
  PAY_ENDPOINTS,
  REDPACKET_ENDPOINTS,
  SOCIAL_ENDPOINTS,
}

describe('the tables of the tags', () => {
  it('together are ENDPOINTS, each row in exactly one table, the same row', () => {
    const rows = Object.values(TABLES).flatMap((table) => Object.entries(table))
    const names = rows.map(([name]) => name)
    expect(new Set(names).size).toBe(names.length)
    expect(Object.fromEntries(rows)).toEqual(ENDPOINTS)
  })
})

describe('bindEndpoints', () => {
  const loading = { show: vi.fn(), hide: vi.fn() }
  const transport = createApiTransport({ baseURL: BASE, clientId: '123456', loading })

  it('makes a function of each row of the table, and of nothing else', () => {
    const api = bindEndpoints(transport, REDPACKET_ENDPOINTS)
    expect(Object.keys(api).sort()).toEqual(Object.keys(REDPACKET_ENDPOINTS).sort())
    for (const fn of Object.values(api)) expect(typeof fn).toBe('function')
    expect('getCashoutInfo' in api).toBe(false)
  })

  it('sends a GET row with its defaults under the payload in the query string, through the transport', async () => {
    const seen: { url: URL; clientId: string | null }[] = []
    server.use(
      http.get(`${BASE}/v1/packet/open/record`, ({ request }) => {
        seen.push({ url: new URL(request.url), clientId: request.headers.get('X-Client-Id') })
        return HttpResponse.json({ errno: 0, data: { list: [] } })
      }),
    )
    const api = bindEndpoints(transport, REDPACKET_ENDPOINTS)
    const answer = await api.getOpenRecords({ redpacketID: 'rp_1' })
    expect(answer).toEqual({ errno: 0, data: { list: [] } })
    expect(seen).toHaveLength(1)
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ redpacketID: 'rp_1', limit: '20' })
    expect(seen[0]!.clientId).toBe('123456')
  })

  it('sends a POST row as a JSON body, quietly when asked, and rejects its errno as ApiError', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${BASE}/v1/benefit/account`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ errno: 8302001, errmsg: '账户异常' })
      }),
    )
    loading.show.mockClear()
    const api = bindEndpoints(transport, BENEFIT_ENDPOINTS)
    const error = await api.getBenefitAccount({ accessToken: 'at', openID: 'oid' }, { quiet: true }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ApiError', errno: 8302001, errmsg: '账户异常' })
    expect(bodies).toEqual([{ accessToken: 'at', openID: 'oid' }])
    expect(loading.show).not.toHaveBeenCalled()
  })

  it('hands back a response row as the full response', async () => {
    server.use(http.post(`${BASE}/v1/mall/buy-honor`, () => HttpResponse.json({ errno: 8310004, errmsg: '钻石不足' }, { status: 200 })))
    const api = bindEndpoints(transport, MALL_ENDPOINTS)
    const response = await api.buyHonor({ accessToken: 'at', openID: 'oid', honorID: 1, idempotencyKey: 'key-1' })
    expect(response.status).toBe(200)
    expect(response.data).toEqual({ errno: 8310004, errmsg: '钻石不足' })
  })
})
