import type { Page } from '@playwright/test'
import { expect, nativeCalls, test } from './fixtures'
import { loseFirstAnswer } from './loseFirstAnswer'
import { openAsScenarioUser } from './scenarioUser'
import { expectToast } from './toasts'

/**
 * The VIP pages in Chromium against the simulator and the fake native (the Android app): the tiers compared,
 * a tier bought and its perks mine, a renewal from the current end, auto-renew on after its disclosure and
 * off in one tap, not enough 钻石 then recharge and back to the same choice, a minor refused, a double tap and
 * a lost answer each buying once.
 */
test.use({ native: { platform: 'android' } })

/** Counts what reaches buy-honor from now on. */
async function countBuys(page: Page): Promise<() => number> {
  let sent = 0
  await page.route('**/v1/mall/buy-honor', (route) => ((sent += 1), route.continue()))
  return () => sent
}

test('buy SVIP from the overview, and its perks are mine', async ({ page }) => {
  await openAsScenarioUser(page, '/user/vipv2/nav', 'vip-none')
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['特权', 'VIP', 'SVIP', 'XVIP'])
  await page.getByRole('button', { name: /^SVIP 低至/ }).click()
  await expect(page.getByRole('tab', { name: 'SVIP', selected: true })).toBeVisible()
  await page.getByRole('radio', { name: '1个月，3,000 钻石' }).click()
  await page.getByRole('button', { name: '立即开通 SVIP' }).click()
  const sheet = page.getByRole('dialog', { name: '开通会员' })
  await expect(sheet).toContainText('SVIP · 1个月')
  await expect(sheet).toContainText(/开通后 \d{4}年\d+月\d+日 到期/)
  await sheet.getByRole('button', { name: '确认开通' }).click()
  await expectToast(page, '开通成功')
  await expect(page.getByRole('button', { name: '立即续费 SVIP' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '我的特权' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'SVIP 特权' })).toContainText('进场横幅')
  await page.getByRole('tab', { name: '总览' }).click()
  await expect(page.getByRole('region', { name: '我的会员' })).toContainText('生效中')
  await expect(page.getByTestId('membership-end')).toContainText('剩余 30 天')
})

test('renew VIP: the end moves on from the current end', async ({ page }) => {
  await openAsScenarioUser(page, '/user/vipv2/vip', 'vip-expiring')
  await page.getByRole('button', { name: '立即续费 VIP' }).click()
  const sheet = page.getByRole('dialog', { name: '续费会员' })
  await expect(sheet).toContainText(/续费后 .+ 到期/)
  await sheet.getByRole('button', { name: '确认续费' }).click()
  await expectToast(page, '续费成功')
  await page.getByRole('tab', { name: '总览' }).click()
  await expect(page.getByTestId('membership-end')).toContainText('剩余 33 天')
})

test('auto-renew: on only after its disclosure, off in one tap', async ({ page }) => {
  await openAsScenarioUser(page, '/user/member', 'vip-active')
  await expect(page.getByTestId('auto-renew-state')).toHaveText('未开启，到期后不会自动扣费')
  await page.getByRole('button', { name: '开启' }).click()
  const dialog = page.getByRole('dialog', { name: '开启自动续费' })
  await expect(dialog.getByTestId('auto-renew-terms')).toContainText('扣除 3,000 钻石')
  await expect(dialog.getByTestId('auto-renew-terms')).toContainText('下次扣费日期：')
  await expect(dialog.getByTestId('auto-renew-terms')).toContainText('提醒你')
  await expect(dialog.getByTestId('auto-renew-terms')).toContainText('取消方式：')
  await dialog.getByRole('button', { name: '同意并开启' }).click()
  await expectToast(page, '已开启自动续费')
  await expect(page.getByTestId('auto-renew-state')).toContainText('已开启')
  await page.getByRole('button', { name: '取消自动续费' }).click()
  await expectToast(page, '已取消自动续费')
  await expect(page.getByTestId('auto-renew-state')).toHaveText('未开启，到期后不会自动扣费')
  // The server kept it off: a reload says so.
  await page.reload()
  await expect(page.getByTestId('auto-renew-state')).toHaveText('未开启，到期后不会自动扣费')
})

test('the daily 钻石: claimed once, then 今日已领取', async ({ page }) => {
  await openAsScenarioUser(page, '/user/member', 'vip-active')
  await page.getByRole('button', { name: '领取' }).click()
  await expectToast(page, '领取成功，钻石 +30')
  await expect(page.getByRole('button', { name: '今日已领取' })).toBeDisabled()
  await page.reload()
  await expect(page.getByRole('button', { name: '今日已领取' })).toBeDisabled()
})

test('not enough 钻石: to recharge, and back to the same choice', async ({ page }) => {
  await openAsScenarioUser(page, '/user/vipv2/svip', 'mall-low-diamonds')
  await page.getByRole('radio', { name: '3个月，8,000 钻石' }).click()
  await page.getByRole('button', { name: '立即开通 SVIP' }).click()
  const sheet = page.getByRole('dialog', { name: '开通会员' })
  // The tiers brought my balance: the sheet says what is missing before anything is sent.
  await expect(sheet.getByTestId('purchase-balance')).toContainText('50')
  await expect(sheet).toContainText('钻石余额不足，还差 7,950 钻石')
  await sheet.getByRole('link', { name: '去充值' }).click()
  await expect(page).toHaveURL(/\/wxpay/)
  await page.goBack()
  await expect(page).toHaveURL(/\/user\/vipv2\/svip/)
  await expect(page.getByRole('tab', { name: 'SVIP', selected: true })).toBeVisible()
  await expect(page.getByRole('radio', { name: '3个月，8,000 钻石' })).toHaveAttribute('aria-checked', 'true')
})

test('a minor is refused, with the way to teen mode', async ({ page }) => {
  await openAsScenarioUser(page, '/user/vipv2/vip', 'mall-minor')
  await page.getByRole('button', { name: '立即开通 VIP' }).click()
  const sheet = page.getByRole('dialog', { name: '开通会员' })
  await sheet.getByRole('button', { name: '确认开通' }).click()
  await expect(sheet).toContainText('暂不能购买')
  await expect(sheet.getByRole('link', { name: '了解青少年模式' })).toHaveAttribute('href', '/teenager')
})

test('a double tap buys once', async ({ page }) => {
  await openAsScenarioUser(page, '/user/vipv2/vip', 'vip-none')
  const buys = await countBuys(page)
  await page.getByRole('button', { name: '立即开通 VIP' }).click()
  await page.getByRole('dialog', { name: '开通会员' }).getByRole('button', { name: '确认开通' }).dblclick()
  await expectToast(page, '开通成功')
  await page.goto('/user/member')
  await expect(page.locator('.vip-history__row')).toHaveCount(1)
  expect(buys()).toBe(1)
})

test('an answer lost: the retry sends the same key, one purchase', async ({ page }) => {
  await openAsScenarioUser(page, '/user/vipv2/vip', 'vip-none')
  const keys = await loseFirstAnswer(page, '**/v1/mall/buy-honor')
  await page.getByRole('button', { name: '立即开通 VIP' }).click()
  const sheet = page.getByRole('dialog', { name: '开通会员' })
  await sheet.getByRole('button', { name: '确认开通' }).click()
  await expect(sheet).toContainText('重试不会重复扣费')
  await sheet.getByRole('button', { name: '确认开通' }).click()
  await expectToast(page, '开通成功')
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
  await page.goto('/user/member')
  await expect(page.locator('.vip-history__row')).toHaveCount(1)
})

/** Counts the VIP orders of the pay flow (createWxOrder) from now on. */
async function countOrders(page: Page): Promise<() => number> {
  let sent = 0
  await page.route('**/v1/xpay/wx-order', (route) => ((sent += 1), route.continue()))
  return () => sent
}

/** Opens VIP's money option in the confirmation sheet (1个月 at ¥30.00, paid with WeChat Pay). */
async function openMoneySheet(page: Page, scenario: 'vip-none' | 'vip-pay-failed' | 'vip-pay-pending') {
  await openAsScenarioUser(page, '/user/vipv2/vip', scenario)
  await page.getByRole('radio', { name: '1个月，¥30.00' }).click()
  await expect(page.getByRole('radiogroup', { name: '支付方式' }).getByRole('radio', { name: '微信支付' })).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('button', { name: '立即开通 VIP' }).click()
  const sheet = page.getByRole('dialog', { name: '开通会员' })
  await expect(sheet).toContainText('¥30.00')
  return sheet
}

test.describe('money options, on Android', () => {
  test('paid with WeChat Pay: the server’s paid, native’s VIP success page, the membership reloaded', async ({ page }) => {
    const sheet = await openMoneySheet(page, 'vip-none')
    const orders = await countOrders(page)
    await sheet.getByRole('button', { name: '确认支付' }).dblclick()
    await expectToast(page, '开通成功')
    const calls = await nativeCalls(page)
    const pay = calls.find((call) => call.op === 'payV2')!.data as { orderID: string }
    expect(calls.filter((call) => call.op === 'openVipWxPaySuccess')).toEqual([{ op: 'openVipWxPaySuccess', data: { orderID: pay.orderID } }])
    expect(orders()).toBe(1)
    await expect(page.getByRole('button', { name: '立即续费 VIP' })).toBeVisible()
    await page.getByRole('tab', { name: '总览' }).click()
    await expect(page.getByTestId('membership-end')).toContainText('剩余 30 天')
  })

  test('the server says failed: the sheet says so, nothing is bought', async ({ page }) => {
    const sheet = await openMoneySheet(page, 'vip-pay-failed')
    await sheet.getByRole('button', { name: '确认支付' }).click()
    await expect(sheet).toContainText('支付失败，请重新支付')
    expect((await nativeCalls(page)).some((call) => call.op === 'openVipWxPaySuccess')).toBe(false)
  })

  test('pending: 支付结果确认中; the next tap asks the server about the same order, never pays a second one', async ({ page }) => {
    const sheet = await openMoneySheet(page, 'vip-pay-pending')
    const orders = await countOrders(page)
    await sheet.getByRole('button', { name: '确认支付' }).click()
    await expect(sheet).toContainText('支付结果确认中', { timeout: 20_000 })
    await sheet.getByRole('button', { name: '确认支付' }).click()
    await expectToast(page, '开通成功')
    expect(orders()).toBe(1)
    expect((await nativeCalls(page)).filter((call) => call.op === 'payV2')).toHaveLength(1)
  })

  test.describe('the pay sheet is closed', () => {
    test.use({ native: { platform: 'android', payV2: 'cancel' } })

    test('已取消支付, and the membership is as it was', async ({ page }) => {
      const sheet = await openMoneySheet(page, 'vip-none')
      await sheet.getByRole('button', { name: '确认支付' }).click()
      await expect(sheet).toContainText('已取消支付')
      expect((await nativeCalls(page)).some((call) => call.op === 'openVipWxPaySuccess')).toBe(false)
      await sheet.getByRole('button', { name: '关闭' }).click()
      await expect(page.getByRole('button', { name: '立即开通 VIP' })).toBeVisible()
    })
  })
})

test.describe('on iOS', () => {
  test.use({ native: { platform: 'ios' } })

  test('no money option: never WeChat Pay or Alipay', async ({ page }) => {
    await openAsScenarioUser(page, '/user/vipv2/vip', 'vip-none')
    await expect(page.getByRole('radio', { name: '1个月，600 钻石' })).toBeVisible()
    await expect(page.getByRole('radio')).toHaveCount(3)
    await expect(page.getByText(/¥|微信支付|支付宝/)).toHaveCount(0)
  })
})

