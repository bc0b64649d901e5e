import type { FakeHandlers } from '@h5/bridge/testing'
import { MOCK_USER, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { mallApi } from '../../platform/api/mallApi'
import { overlays } from '../../state/overlays'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { countRequests } from '../../test/serverRequests'
import MemberPage from './MemberPage'
import VipPage from './VipPage'

/**
 * The VIP pages on the simulator, tap by tap, in the Android app: teen mode is off unless a test turns it on.
 * Prices, tiers and perks are the simulator's (packages/mock-backend/src/mall/mallCatalog.ts).
 */
const native = { user: { ...MOCK_USER } as object, teenOpen: false, paySheet: 'paid' as 'paid' | 'closed' }
const handlers: FakeHandlers = {
  getCurrentUserInfo: () => native.user as never,
  teenagerCanUse: () => ({ canUse: true, open: native.teenOpen }),
  checkWx: () => ({ installed: true }),
  // The pay sheet paid (the server says so once asked), or closed by the user (4002).
  payV2: ({ orderID }) => (native.paySheet === 'paid' ? { orderID, status: 'success' } : ({ errcode: 4002, errmsg: '用户已取消' } as never)),
  openVipWxPaySuccess: () => ({}),
}
const { server, native: fakeNative } = setUpGeneratedAnswerPages({ platform: 'android', handlers })

beforeEach(() => {
  Object.assign(native, { user: { ...MOCK_USER }, teenOpen: false, paySheet: 'paid' })
  overlays.toast = null
})

/** What the page asked native for, of `op`, from the test's start (`since`: the count before it). */
const nativeCalls = (op: string, since = 0) => fakeNative().calls.slice(since).filter((call) => call.op === op)

/** Signs native in as the scenario's user; its tokens, for a test that asks the simulator itself. */
const asScenario = (name: ScenarioName) => {
  const tokens = scenarioSession(name)
  native.user = { userID: 30001, nickName: '测试', avatar: '', ...tokens }
  return tokens
}

const DAY = 24 * 60 * 60_000

/** The date a China-time moment falls on, as the pages write it (2026年12月27日). */
const chinaDate = (ms: number) => {
  const day = new Date(ms + 8 * 60 * 60_000)
  return `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日`
}

/** The sheet's button once teen mode has been asked (till then it is busy and a tap sends nothing). */
async function readyButton(sheet: HTMLElement, name: string) {
  const button = within(sheet).getByRole('button', { name })
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull())
  return button
}

async function openSheet(optionName: RegExp, button: RegExp) {
  fireEvent.click(await screen.findByRole('radio', { name: optionName }))
  fireEvent.click(screen.getByRole('button', { name: button }))
  return screen.findByRole('dialog')
}

describe('/user/vipv2 and /user/uservip', () => {
  it('compares every tier of vipv2 side by side on the overview', async () => {
    asScenario('vip-none')
    const { container } = visitPage('/user/vipv2/nav', '/user/vipv2/nav', VipPage)
    const table = await screen.findByRole('table')
    const columns = within(table).getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(columns).toEqual(['特权', 'VIP', 'SVIP', 'XVIP'])
    const family = within(table).getByRole('row', { name: /创建家族/ })
    expect(within(family).getAllByLabelText(/^(有|无)$/).map((cell) => cell.getAttribute('aria-label'))).toEqual(['无', '无', '有'])
    expect(screen.getByRole('tab', { name: '总览', selected: true })).toBeTruthy()
    expect(screen.getByText('还不是会员')).toBeTruthy()
    expectShownWell(container)
  })

  it('opens uservip on its SVIP tab, with uservip’s two tiers only and the price a day', async () => {
    asScenario('vip-none')
    const { container } = visitPage('/user/uservip/svip', '/user/uservip/svip', VipPage)
    expect(await screen.findByRole('tab', { name: 'SVIP', selected: true })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['总览', 'VIP', 'SVIP'])
    expect(screen.getByRole('heading', { level: 1, name: 'SVIP 会员' })).toBeTruthy()
    const month = screen.getByRole('radio', { name: '1个月，3,000 钻石' })
    expect(month.textContent).toContain('约 100 钻石/天')
    expect(screen.getByRole('radio', { name: '3个月，8,000 钻石' }).textContent).toContain('约 89 钻石/天')
    expectShownWell(container)
  })

  it('offers the server’s money option on Android, its price a day, and the way to pay it once chosen', async () => {
    asScenario('vip-none')
    const { container } = visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    await screen.findByRole('radio', { name: '1个月，600 钻石' })
    const money = screen.getByRole('radio', { name: '1个月，¥30.00' })
    expect(money.textContent).toContain('约 ¥1.00/天')
    expect(screen.queryByRole('radiogroup', { name: '支付方式' })).toBeNull()
    fireEvent.click(money)
    const channels = screen.getByRole('radiogroup', { name: '支付方式' })
    expect(within(channels).getByRole('radio', { name: '微信支付', checked: true })).toBeTruthy()
    expect(within(channels).getByRole('radio', { name: '支付宝' })).toBeTruthy()
    expectShownWell(container)
  })

  it('pays a money option once for a double tap: the order of its productID, the server’s paid, openVipWxPaySuccess, the membership reloaded', async () => {
    asScenario('vip-none')
    const orders = countRequests(server, '/v1/xpay/wx-order')
    const since = fakeNative().calls.length
    visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    const sheet = await openSheet(/^1个月，¥30\.00$/, /立即开通 VIP/)
    expect(within(sheet).getByTestId('purchase-price').textContent).toContain('¥30.00')
    expect(within(sheet).queryByText(/余额/)).toBeNull()
    expect(within(sheet).getByText(/^开通后 .+ 到期$/).textContent).toBe(`开通后 ${chinaDate(Date.now() + 30 * DAY)} 到期`)
    const confirm = await readyButton(sheet, '确认支付')
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(overlays.toast?.message).toBe('开通成功'))
    expect(orders()).toBe(1)
    const [pay] = nativeCalls('payV2', since)
    expect(pay!.data).toMatchObject({ channel: 'wechat' })
    expect(nativeCalls('openVipWxPaySuccess', since).map((call) => call.data)).toEqual([{ orderID: (pay!.data as { orderID: string }).orderID }])
    expect(await screen.findByRole('button', { name: /立即续费 VIP/ })).toBeTruthy()
  })

  it('says 已取消支付 when the Alipay sheet is closed, and the membership stays as it was', async () => {
    asScenario('vip-none')
    native.paySheet = 'closed'
    const orders = countRequests(server, '/v1/xpay/ali-order')
    const since = fakeNative().calls.length
    visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    fireEvent.click(await screen.findByRole('radio', { name: '1个月，¥30.00' }))
    fireEvent.click(screen.getByRole('radio', { name: '支付宝' }))
    fireEvent.click(screen.getByRole('button', { name: /立即开通 VIP/ }))
    const sheet = await screen.findByRole('dialog')
    fireEvent.click(await readyButton(sheet, '确认支付'))
    expect(await within(sheet).findByText('已取消支付')).toBeTruthy()
    expect(orders()).toBe(1)
    expect(nativeCalls('openVipWxPaySuccess', since)).toEqual([])
    expect(screen.getByRole('button', { name: /立即开通 VIP/ })).toBeTruthy()
  })

  it('shows the server’s failed payment in the sheet, and nothing is bought', async () => {
    asScenario('vip-pay-failed')
    const since = fakeNative().calls.length
    visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    const sheet = await openSheet(/^1个月，¥30\.00$/, /立即开通 VIP/)
    fireEvent.click(await readyButton(sheet, '确认支付'))
    expect(await within(sheet).findByText('支付失败，请重新支付')).toBeTruthy()
    expect(nativeCalls('openVipWxPaySuccess', since)).toEqual([])
    expect(overlays.toast).toBeNull()
  })

  it('refuses a minor’s money payment with the way to teen mode', async () => {
    asScenario('mall-minor')
    visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    const sheet = await openSheet(/^1个月，¥30\.00$/, /立即开通 VIP/)
    fireEvent.click(await readyButton(sheet, '确认支付'))
    expect(await within(sheet).findByText('暂不能购买')).toBeTruthy()
    expect(within(sheet).getByRole('link', { name: '了解青少年模式' }).getAttribute('href')).toBe('/teenager')
  })

  it('buys SVIP once for a double tap: the sheet names tier, duration, price and end; then the perks are mine', async () => {
    asScenario('vip-none')
    const buys = countRequests(server, '/v1/mall/buy-honor')
    const { container } = visitPage('/user/vipv2/svip', '/user/vipv2/svip', VipPage)
    const sheet = await openSheet(/^3个月/, /立即开通 SVIP/)
    expect(within(sheet).getByText('SVIP · 3个月')).toBeTruthy()
    expect(within(sheet).getByTestId('purchase-price').textContent).toContain('8,000')
    expect(within(sheet).getByText(/^开通后 .+ 到期$/).textContent).toBe(`开通后 ${chinaDate(Date.now() + 90 * DAY)} 到期`)
    const confirm = await readyButton(sheet, '确认开通')
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(overlays.toast?.message).toBe('开通成功'))
    expect(buys()).toBe(1)
    expect(await screen.findByRole('button', { name: /立即续费 SVIP/ })).toBeTruthy()
    expect(screen.getByRole('heading', { name: '我的特权' })).toBeTruthy()
    expectShownWell(container)
  })

  it('renews VIP from its current end, not from today', async () => {
    const tokens = asScenario('vip-expiring')
    visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    const sheet = await openSheet(/^1个月，600 钻石$/, /立即续费 VIP/)
    const membership = (await mallApi.getMembership(tokens)).data
    expect(within(sheet).getByText(/^续费后/).textContent).toBe(`续费后 ${chinaDate(membership.endAt! + 30 * DAY)} 到期`)
    fireEvent.click(await readyButton(sheet, '确认续费'))
    await waitFor(() => expect(overlays.toast?.message).toBe('续费成功'))
  })

  it('shows my 钻石 balance in the sheet before the first purchase', async () => {
    asScenario('vip-none')
    visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    const sheet = await openSheet(/^1个月，600 钻石$/, /立即开通 VIP/)
    expect(within(sheet).getByTestId('purchase-balance').textContent).toContain('100,000')
  })

  it('hands over to recharge, sending nothing, when the balance the tiers brought is short', async () => {
    asScenario('mall-low-diamonds')
    const buys = countRequests(server, '/v1/mall/buy-honor')
    visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    const sheet = await openSheet(/^1个月，600 钻石$/, /立即开通 VIP/)
    expect(within(sheet).getByTestId('purchase-balance').textContent).toContain('50')
    const recharge = await within(sheet).findByRole('link', { name: '去充值' })
    expect(recharge.getAttribute('href')).toBe('/wxpay')
    expect(within(sheet).getByText('钻石余额不足，还差 550 钻石')).toBeTruthy()
    expect(within(sheet).queryByRole('button', { name: '确认开通' })).toBeNull()
    expect(buys()).toBe(0)
  })

  it('refuses a minor’s account with the way to teen mode', async () => {
    asScenario('mall-minor')
    visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    const sheet = await openSheet(/^1个月，600 钻石$/, /立即开通 VIP/)
    fireEvent.click(await readyButton(sheet, '确认开通'))
    expect(await within(sheet).findByText('暂不能购买')).toBeTruthy()
    expect(within(sheet).getByRole('link', { name: '了解青少年模式' }).getAttribute('href')).toBe('/teenager')
  })

  it('sends nothing with teen mode on', async () => {
    asScenario('vip-none')
    native.teenOpen = true
    const buys = countRequests(server, '/v1/mall/buy-honor')
    visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    const sheet = await openSheet(/^1个月，600 钻石$/, /立即开通 VIP/)
    expect(await within(sheet).findByText('青少年模式下不能购买')).toBeTruthy()
    expect(within(sheet).queryByRole('button', { name: '确认开通' })).toBeNull()
    expect(buys()).toBe(0)
  })
})

describe('/user/member', () => {
  it('shows the tier, its end, the days left and the history', async () => {
    asScenario('vip-expiring')
    const { container } = visitPage('/user/member', '/user/member', MemberPage)
    const card = await screen.findByRole('region', { name: '我的会员' })
    expect(within(card).getByText('即将到期')).toBeTruthy()
    expect(within(card).getByTestId('membership-end').textContent).toMatch(/到期 · 剩余 3 天$/)
    expect(within(card).getByRole('link', { name: '续费' }).getAttribute('href')).toBe('/user/vipv2/vip')
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([expect.stringMatching(/^续费 VIP 30 天600 钻石/), expect.stringMatching(/^开通 VIP 60 天1,000 钻石/)])
    expectShownWell(container)
  })

  it('claims the daily 钻石 once, then says 今日已领取', async () => {
    asScenario('vip-active')
    visitPage('/user/member', '/user/member', MemberPage)
    fireEvent.click(await screen.findByRole('button', { name: '领取' }))
    await waitFor(() => expect(overlays.toast?.message).toBe('领取成功，钻石 +30'))
    expect(screen.getByRole('button', { name: '今日已领取' }).hasAttribute('disabled')).toBe(true)
  })

  it('says 今日已领取 when another device claimed first', async () => {
    const tokens = asScenario('vip-active')
    visitPage('/user/member', '/user/member', MemberPage)
    const claim = await screen.findByRole('button', { name: '领取' })
    await mallApi.claimVipDaily(tokens)
    fireEvent.click(claim)
    expect(await screen.findByText('今日已领取，明天再来吧')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('turns auto-renew on only after its disclosure, and off in one tap', async () => {
    const tokens = asScenario('vip-active')
    const renews = countRequests(server, '/v1/vip/auto-renew')
    visitPage('/user/member', '/user/member', MemberPage)
    expect((await screen.findByTestId('auto-renew-state')).textContent).toBe('未开启，到期后不会自动扣费')
    fireEvent.click(screen.getByRole('button', { name: '开启' }))
    const dialog = await screen.findByRole('dialog', { name: '开启自动续费' })
    const membership = (await mallApi.getMembership(tokens)).data
    const charge = membership.endAt! - DAY
    const terms = within(dialog).getByTestId('auto-renew-terms').textContent
    expect(terms).toContain('每次续费 1个月，扣除 3,000 钻石')
    expect(terms).toContain(`下次扣费日期：${chinaDate(charge)}`)
    expect(terms).toContain(`扣费前 5 天（${chinaDate(charge - 5 * DAY)}）提醒你`)
    expect(terms).toContain('取消方式：在「我的会员」页点击「取消自动续费」')
    expect(renews()).toBe(0)
    fireEvent.click(within(dialog).getByRole('button', { name: '同意并开启' }))
    await waitFor(() => expect(screen.getByTestId('auto-renew-state').textContent).toBe(`已开启 · ${chinaDate(charge)} 扣费 3,000 钻石`))
    fireEvent.click(screen.getByRole('button', { name: '取消自动续费' }))
    await waitFor(() => expect(screen.getByTestId('auto-renew-state').textContent).toBe('未开启，到期后不会自动扣费'))
    expect(renews()).toBe(2)
  })

  it('has no auto-renew and no claim for an expired membership, and offers 重新开通', async () => {
    asScenario('vip-expired')
    const { container } = visitPage('/user/member', '/user/member', MemberPage)
    expect(await screen.findByRole('link', { name: '重新开通' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '领取' })).toBeNull()
    expect(screen.queryByRole('heading', { name: '自动续费' })).toBeNull()
    expectShownWell(container)
    await settled('正在加载…')
  })
})
