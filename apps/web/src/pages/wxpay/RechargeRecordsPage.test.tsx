import type { FakeHandlers } from '@h5/bridge/testing'
import { MOCK_USER, replyJson, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { countRequests, failOnce } from '../../test/serverRequests'
import RechargeRecordsPage from './RechargeRecordsPage'

/** Native is the Android app; it records the chats it was asked to open. */
const native = { user: { ...MOCK_USER } as object, chats: [] as unknown[] }
const handlers: FakeHandlers = {
  getCurrentUserInfo: () => native.user as never,
  gotoConversation: (data) => {
    native.chats.push(data)
    return {}
  },
}
const { server } = setUpGeneratedAnswerPages({ platform: 'android', handlers })

beforeEach(() => Object.assign(native, { user: { ...MOCK_USER }, chats: [] }))

const asScenario = (name: ScenarioName) => {
  native.user = { userID: 30001, nickName: '测试', avatar: '', ...scenarioSession(name) }
}

async function openRecords() {
  const view = visitPage('/wxpay/records', '/wxpay/records', RechargeRecordsPage)
  await settled('正在加载充值记录…')
  return view
}

const rows = () => within(screen.getByRole('list', { name: '充值记录' })).getAllByRole('article')

describe('/wxpay/records', () => {
  it('words every status in Chinese, with the 钻石, the amount in yuan, the channel, China’s time and the order number', async () => {
    asScenario('recharge-records')
    const { container } = await openRecords()
    expect(rows().map((row) => row.querySelector('.recharge-record__status')?.textContent)).toEqual(['确认中', '已到账', '支付失败', '已关闭', '已退款', '已到账'])
    // The colour repeats the words: waiting, done, failed, over without diamonds.
    const tones = rows().map((row) => /status-tag--(\w+)/.exec(row.querySelector('.status-tag')?.className ?? '')?.[1])
    expect(tones).toEqual(['pending', 'success', 'danger', 'neutral', 'neutral', 'success'])
    const paid = rows()[1]!
    expect(paid.textContent).toContain('7,000 钻石')
    expect(paid.textContent).toContain('¥648.00')
    expect(paid.textContent).toMatch(/支付宝 · \d{1,2}月\d{1,2}日 \d\d:\d\d/)
    expect(paid.textContent).toMatch(/订单号 rc_\d+/)
    // A year ago: the year is named, and the channel is Apple's.
    expect(rows()[5]!.textContent).toMatch(/App Store · \d{4}年\d{1,2}月\d{1,2}日/)
    expect(screen.getByText('没有更多了')).toBeTruthy()
    expectShownWell(container)
  })

  it('loads 20 at a time, more on 加载更多, and says 没有更多了 after the last of 45', async () => {
    asScenario('recharge-records-many')
    const sent = countRequests(server, '/v1/xpay/orders')
    await openRecords()
    expect(rows()).toHaveLength(20)
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(rows()).toHaveLength(40))
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(rows()).toHaveLength(45))
    expect(screen.getByText('没有更多了')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull()
    expect(sent()).toBe(3)
  })

  it('sends one request for a double tap on 加载更多', async () => {
    asScenario('recharge-records-many')
    const sent = countRequests(server, '/v1/xpay/orders')
    await openRecords()
    const more = screen.getByRole('button', { name: '加载更多' })
    fireEvent.click(more)
    fireEvent.click(more)
    await waitFor(() => expect(rows()).toHaveLength(40))
    expect(sent()).toBe(2)
  })

  it('writes the time on China’s clock, the year only when it is not the server’s year, whatever the phone’s zone and clock say', async () => {
    asScenario('recharge-records')
    // The server says it is mid-2020; the phone (UTC here) says another year. The order was made at
    // 2019-12-31 16:30 UTC, which is 1 January 2020, 00:30 in China: this year by the server's clock.
    const record = { orderID: 'rc_new_year', amountFen: 600, diamonds: 60, channel: 'wechat', status: 'paid', createdAt: Date.UTC(2019, 11, 31, 16, 30) }
    server.use(http.post('*/v1/xpay/orders', () => replyJson({ errno: 0, errmsg: '', data: { items: [record], nextCursor: null } }, Date.UTC(2020, 5, 1))))
    await openRecords()
    expect(rows()[0]!.querySelector('.recharge-record__meta')?.textContent).toBe('微信支付 · 1月1日 00:30')
  })

  it('says there are no records yet', async () => {
    asScenario('recharge-records-empty')
    const { container } = await openRecords()
    expect(screen.getByText('还没有充值记录')).toBeTruthy()
    expect(screen.queryByRole('list', { name: '充值记录' })).toBeNull()
    expectShownWell(container)
  })

  it('shows a failed first page with 重试, which loads it', async () => {
    asScenario('recharge-records')
    failOnce(server, '/v1/xpay/orders')
    const { container } = await openRecords()
    expect(screen.getByText('网络不给力，请稍后重试')).toBeTruthy()
    expectShownWell(container)
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(rows()).toHaveLength(6))
  })

  it('keeps the rows when the next page fails, and 重试 under them loads it', async () => {
    asScenario('recharge-records-many')
    await openRecords()
    failOnce(server, '/v1/xpay/orders')
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }))
    expect((await screen.findByRole('alert')).textContent).toContain('网络不给力，请稍后重试')
    expect(rows()).toHaveLength(20)
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(rows()).toHaveLength(40))
  })

  it('shows a minor their records, a refund among them: nothing refuses them here', async () => {
    asScenario('recharge-minor')
    await openRecords()
    expect(rows().map((row) => row.querySelector('.recharge-record__status')?.textContent)).toEqual(['已退款', '已到账'])
  })

  it('asks to sign in, with 重试, when native has nobody signed in', async () => {
    native.user = { userID: 0, nickName: '', avatar: '', accessToken: '', openID: '' }
    const sent = countRequests(server, '/v1/xpay/orders')
    visitPage('/wxpay/records', '/wxpay/records', RechargeRecordsPage)
    expect(await screen.findByText('请先登录后查看充值记录')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByText('请先登录后查看充值记录')).toBeTruthy()
    expect(sent()).toBe(0)
  })

  it('opens a chat with the service account the server names from 联系客服, once for a double tap', async () => {
    asScenario('recharge-records')
    await openRecords()
    const contact = screen.getByRole('button', { name: '联系客服' })
    fireEvent.click(contact)
    fireEvent.click(contact)
    await waitFor(() => expect(native.chats).toEqual([{ userID: 10000, nickName: '官方客服' }]))
  })
})
