import { scenarioSession } from '@h5/mock-backend'
import { TOKENS, useMockBackend } from '@h5/mock-backend/vitest'
import { createPagedState, loadPage } from '@h5/request'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { RECHARGE_ORDERS_PER_PAGE, rechargeOrderPages, RechargeErrorCode, type RechargeError, type RechargeRecord } from '..'

const { makeApi, count, answer, server } = useMockBackend()

const newList = () => createPagedState<RechargeRecord, RechargeError>()

describe('rechargeOrderPages', () => {
  it('loads the records 20 a page, newest first, until the server ends the list', async () => {
    const { api } = makeApi()
    const list = newList()
    const source = rechargeOrderPages(api, scenarioSession('recharge-records-many'))
    await loadPage(list, 'start', source)
    expect(list.items).toHaveLength(RECHARGE_ORDERS_PER_PAGE)
    expect(list.hasMore).toBe(true)
    await loadPage(list, 'next', source)
    await loadPage(list, 'next', source)
    expect(list.items).toHaveLength(45)
    expect(list.hasMore).toBe(false)
    await loadPage(list, 'next', source)
    expect(count('POST', '/v1/xpay/orders')).toBe(3)
    const times = list.items.map((record) => record.createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('reads every status and channel of the contract, money in fen', async () => {
    const { api } = makeApi()
    const list = newList()
    await loadPage(list, 'start', rechargeOrderPages(api, scenarioSession('recharge-records')))
    expect(list.items.map((record) => record.status)).toEqual(['pending', 'paid', 'failed', 'closed', 'refunded', 'paid'])
    expect(list.items.map((record) => record.channel)).toEqual(['wechat', 'alipay', 'wechat', 'alipay', 'wechat', 'apple'])
    expect(list.items[1]).toMatchObject({ amountFen: 64_800, diamonds: 7_000 })
  })

  it('gives a minor their records: nothing asks teen mode or refuses them', async () => {
    const { api } = makeApi()
    const list = newList()
    await loadPage(list, 'start', rechargeOrderPages(api, scenarioSession('recharge-minor')))
    expect(list.status).toBe('done')
    expect(list.items.map((record) => record.status)).toEqual(['refunded', 'paid'])
  })

  it('leaves out a row it cannot show truthfully and words an unknown status or channel as unknown', async () => {
    server.use(
      http.post('*/v1/xpay/orders', () =>
        HttpResponse.json({
          errno: 0,
          data: {
            items: [
              { orderID: 'rc_1', amountFen: 600, diamonds: 60, channel: 'unionpay', status: 'disputed', createdAt: 1 },
              { orderID: 'rc_2', amountFen: '6.00', diamonds: 60, channel: 'wechat', status: 'paid', createdAt: 1 },
              { orderID: '', amountFen: 600, diamonds: 60, channel: 'wechat', status: 'paid', createdAt: 1 },
              { orderID: 'rc_4', amountFen: 600, diamonds: 60, channel: 'wechat', status: 'paid' },
              'rc_5',
            ],
            nextCursor: null,
          },
        }),
      ),
    )
    const { api } = makeApi()
    const list = newList()
    await loadPage(list, 'start', rechargeOrderPages(api, TOKENS))
    expect(list.items).toEqual([{ orderID: 'rc_1', amountFen: 600, diamonds: 60, channel: 'unknown', status: 'unknown', createdAt: 1 }])
  })

  it('ends the list on an empty nextCursor and never sends an empty cursor', async () => {
    const sent: unknown[] = []
    server.use(
      http.post('*/v1/xpay/orders', async ({ request }) => {
        sent.push(((await request.json()) as { cursor?: unknown }).cursor)
        return HttpResponse.json({ errno: 0, data: { items: [], nextCursor: '' } })
      }),
    )
    const { api } = makeApi()
    const list = newList()
    const source = rechargeOrderPages(api, TOKENS)
    await loadPage(list, 'start', source)
    expect(list.hasMore).toBe(false)
    await loadPage(list, 'next', source)
    expect(sent).toEqual([undefined])
  })

  it('does not send again after an errno: the server answered', async () => {
    answer('POST', '/v1/xpay/orders', { body: { errno: 400, errmsg: '参数错误' } })
    const { api } = makeApi()
    const list = newList()
    await loadPage(list, 'start', rechargeOrderPages(api, TOKENS))
    expect(count('POST', '/v1/xpay/orders')).toBe(1)
    expect(list.error).toMatchObject({ code: RechargeErrorCode.REQUEST_FAILED, errno: 400 })
  })

  it('retries a transport failure twice, then fails as RechargeError with its Chinese message', async () => {
    answer('POST', '/v1/xpay/orders', 'network')
    const { api } = makeApi()
    const list = newList()
    await loadPage(list, 'start', rechargeOrderPages(api, TOKENS)) // the back-off waits 1 s, then 2 s
    expect(count('POST', '/v1/xpay/orders')).toBe(3)
    expect(list.status).toBe('error')
    expect(list.error).toMatchObject({ code: RechargeErrorCode.REQUEST_FAILED, message: '网络不给力，请稍后重试' })
  }, 10_000)
})
