import { MOCK_USER } from '@h5/mock-backend'
import type { Page } from '@playwright/test'
import { callPage, expect, nativeCalls, test } from './fixtures'
import { scenarioSession } from '@h5/mock-backend'
import { scenarioAddress } from '../src/dev/scenarioAddress'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'
import { countRequests } from './countRequests'

/**
 * Recharge in Chromium against the simulator and the fake native, each in-app test as a fresh
 * scenario user of packages/mock-backend/src/scenarios/recharge.ts. How the pay sheet answers is the fake
 * native's `payV2` option; whether the order is paid is the server's (the scenario's).
 */

async function agreeAndPay(page: Page) {
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '立即支付' }).click()
}

test.describe('in the Android app', () => {
  test.use({ native: { platform: 'android' } })

  test('success: checkWx, one order, payV2, then 充值成功 once the server says paid', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
    await expect(page.getByRole('region', { name: '钻石余额' })).toContainText('100,000')
    await page.getByRole('radio', { name: /¥68\.00/ }).click()
    await agreeAndPay(page)
    await expect(page.getByRole('heading', { name: /充值成功/ })).toBeVisible()
    await expect(page.getByText('700 钻石已到账')).toBeVisible()
    const ops = (await nativeCalls(page)).map((call) => call.op)
    expect(ops.filter((op) => op === 'checkWx' || op === 'payV2')).toEqual(['checkWx', 'payV2'])
    await page.getByRole('button', { name: '继续充值' }).click()
    await expect(page.getByRole('region', { name: '钻石余额' })).toContainText('100,700')
  })

  test('a double tap on 立即支付 creates one order', async ({ page }) => {
    await openAsScenarioUser(page, '/alipay', 'recharge-ready')
    const orders = countRequests(page, '/v1/xpay/ali-order')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: '立即支付' }).dblclick()
    await expect(page.getByRole('heading', { name: /充值成功/ })).toBeVisible()
    expect(orders()).toBe(1)
  })

  test('pending, then paid: 支付结果确认中 after the polling, 充值成功 on 刷新', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-pay-slow')
    await agreeAndPay(page)
    await expect(page.getByRole('heading', { name: /支付结果确认中/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: /充值成功/ })).toHaveCount(0)
    await page.getByRole('button', { name: '刷新' }).click()
    await expect(page.getByRole('heading', { name: /充值成功/ })).toBeVisible()
  })

  test('failed: the server says the order failed', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-pay-failed')
    await agreeAndPay(page)
    await expect(page.getByRole('heading', { name: /支付失败/ })).toBeVisible()
    await page.getByRole('button', { name: '重新支付' }).click()
    await expect(page.getByRole('button', { name: '立即支付' })).toBeVisible()
  })

  test('the cap: the reminder near it, and only what fits offered; the rest says why', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-near-cap')
    await expect(page.getByRole('note')).toHaveText('今日还可充值 100.00 元，请理性消费')
    const orders = countRequests(page, '/v1/xpay/wx-order')
    const over = page.getByRole('radio', { name: /¥128\.00/ })
    await expect(over).toBeDisabled()
    await expect(over).toContainText('超出今日可充额度')
    await expect(page.getByRole('radio', { name: /¥648\.00/ })).toBeDisabled()
    expect(orders()).toBe(0)
    await page.getByRole('radio', { name: /¥68\.00/ }).click()
    await agreeAndPay(page)
    await expect(page.getByRole('heading', { name: /充值成功/ })).toBeVisible()
  })

  test.describe('the pay sheet is closed', () => {
    test.use({ native: { platform: 'android', payV2: 'cancel' } })

    test('cancelled: 已取消支付, not an error, and the form stays', async ({ page }) => {
      await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
      await agreeAndPay(page)
      await expect(page.getByRole('status').filter({ hasText: '已取消支付' })).toBeVisible()
      await expect(page.getByRole('button', { name: '立即支付' })).toBeEnabled()
    })
  })

  test('another user of the tab never sees the previous user’s unsettled order: it is forgotten, not asked about', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-pay-slow')
    await agreeAndPay(page)
    await expect(page.getByRole('heading', { name: /支付结果确认中/ })).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('h5:attempt:recharge:pay'))).toContain('"orderID"')
    // Native switches users: the web view opens the page for someone else, in the same tab.
    const queries = countRequests(page, '/v1/xpay/order-status')
    await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
    await expect(page.getByRole('button', { name: '立即支付' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('h5:attempt:recharge:pay'))).toBeNull()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { name: /支付结果确认中|充值成功|支付失败/ })).toHaveCount(0)
    expect(queries()).toBe(0)
  })

  test.describe('the pay sheet never answers', () => {
    test.use({ native: { platform: 'android', hang: ['payV2'] } })

    test('back on the page, the wait stops and the server is asked: 充值成功, one order', async ({ page }) => {
      await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
      const orders = countRequests(page, '/v1/xpay/wx-order')
      await agreeAndPay(page)
      await expect(page.getByRole('button', { name: /支付中/ })).toBeVisible()
      await expect.poll(async () => (await nativeCalls(page)).map((call) => call.op)).toContain('payV2')
      await callPage(page, 'onPageActive')
      await expect(page.getByRole('heading', { name: /充值成功/ })).toBeVisible()
      expect(orders()).toBe(1)
    })

    test('a reload during 支付中 keeps the order: the page asks the server about it, and nothing is ordered twice', async ({ page }, testInfo) => {
      const session = scenarioSession('recharge-ready')
      await page.goto(scenarioAddress('/wxpay', session))
      await agreeAndPay(page)
      await expect.poll(async () => (await nativeCalls(page)).map((call) => call.op)).toContain('payV2')
      // The web view reloads (native opens the page again for the same user).
      await page.goto(scenarioAddress('/wxpay', session))
      const orders = countRequests(page, '/v1/xpay/wx-order')
      await expect(page.getByRole('heading', { name: /充值成功/ })).toBeVisible()
      await expect(page.getByText(/^[\d,]+ 钻石已到账$/)).toBeVisible()
      await reviewShot(page, testInfo, 'recharge-reload-paid')
      expect(orders()).toBe(0)
    })
  })

  test.describe('WeChat is not installed', () => {
    test.use({ native: { platform: 'android', wechatInstalled: false } })

    test('says so and creates no order', async ({ page }) => {
      await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
      const orders = countRequests(page, '/v1/xpay/wx-order')
      await agreeAndPay(page)
      await expect(page.getByText('未安装微信，请安装后再试或选择支付宝')).toBeVisible()
      expect(orders()).toBe(0)
    })
  })

  test.describe('teen mode is on', () => {
    test.use({ native: { platform: 'android', teen: { open: true, pin: '0427', age: 1 } } })

    test('refuses recharge with the reason and the way to /teenager', async ({ page }) => {
      await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
      await expect(page.getByText('青少年模式下不能充值')).toBeVisible()
      await page.getByRole('link', { name: '了解青少年模式' }).click()
      await expect(page).toHaveURL(/\/teenager$/)
    })
  })
})

test.describe('in the iOS app', () => {
  test.use({ native: { platform: 'ios' } })

  test('hands off to native’s recharge with the package, never offering WeChat Pay or Alipay', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
    await expect(page.getByRole('button', { name: '前往充值' })).toBeVisible()
    await expect(page.locator('body')).not.toContainText(/微信|支付宝/)
    await page.getByRole('radio', { name: /¥328\.00/ }).click()
    await page.getByRole('button', { name: '前往充值' }).click()
    await expect.poll(async () => (await nativeCalls(page)).filter((call) => call.op === 'gotoRecharge')).toEqual([{ op: 'gotoRecharge', data: { diamonds: 3280 } }])
  })
})

test.describe('outside the app', () => {
  test.use({ native: { platform: 'none' } })

  test('web recharge by account ID with WeChat H5 pay: the order is asked about only on 已完成支付', async ({ page }) => {
    await page.goto('/wxpay')
    await page.getByLabel('账号ID').fill(String(MOCK_USER.userID))
    await page.getByRole('button', { name: '下一步' }).click()
    await expect(page.getByRole('region', { name: '充值账号' })).toContainText(MOCK_USER.nickName)
    await page.getByRole('radio', { name: /¥30\.00/ }).click()
    const webOrder = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/xpay/web-order')
    await agreeAndPay(page)
    // The order's money is integer fen on the wire (docs/openapi.yaml `WebOrderPayload`), never a yuan string.
    const sent = (await webOrder).postDataJSON() as Record<string, unknown>
    expect(sent).toMatchObject({ productID: 'w300', amountFen: 3000 })
    expect(sent).not.toHaveProperty('amount')
    await expect(page.getByText('模拟支付：开发与预览环境的替身页面，不会真实扣款')).toBeVisible()
    await expect(page.getByText('¥ 30.00')).toBeVisible()
    await page.getByRole('button', { name: '确认支付' }).click()
    await expect(page.getByRole('heading', { name: /请确认支付结果/ })).toBeVisible()
    await expect(page).toHaveURL(/\/wxpay\?accountID=10001&orderID=wxh5_\d+$/)
    const queries = countRequests(page, '/v1/xpay/order-status')
    await expect(page.getByRole('button', { name: '已完成支付' })).toBeVisible()
    expect(queries()).toBe(0)
    await page.getByRole('button', { name: '已完成支付' }).click()
    await expect(page.getByRole('heading', { name: /充值成功/ })).toBeVisible()
    await expect(page.getByText('315 钻石已到账')).toBeVisible()
    expect(queries()).toBe(1)
  })

  test('web recharge with Alipay wap pay: cancelled on the pay page, then 重新支付 returns to the account', async ({ page }) => {
    await page.goto('/alipay')
    await page.getByLabel('账号ID').fill(String(MOCK_USER.userID))
    await page.getByRole('button', { name: '下一步' }).click()
    await agreeAndPay(page)
    await page.getByRole('button', { name: '取消支付' }).click()
    await expect(page.getByText('暂未查询到支付结果。如已完成支付，请稍后再查询；未支付可重新支付')).toBeVisible()
    await page.getByRole('button', { name: '重新支付' }).click()
    await expect(page.getByRole('region', { name: '充值账号' })).toContainText(MOCK_USER.nickName)
  })

  test.describe('inside WeChat’s browser, with the stand-in WeixinJSBridge', () => {
    test.use({ native: { platform: 'wechat' } })

    test('/wxpay pays with WeChat’s in-browser pay: silent authorisation, the account, WeChat’s pay sheet, paid', async ({ page }) => {
      const webOrders = countRequests(page, '/v1/xpay/web-order')
      await page.goto('/wxpay')
      await page.getByLabel('账号ID').fill(String(MOCK_USER.userID))
      await expect(page).not.toHaveURL(/code=/)
      await page.getByRole('button', { name: '下一步' }).click()
      await agreeAndPay(page)
      await expect(page.getByRole('heading', { name: /充值成功/ })).toBeVisible()
      expect(webOrders()).toBe(0)
    })

    test('/wxpay guides to the system browser where pay inside WeChat is not set up', async ({ page }) => {
      await page.route('**/v1/xpay/web/wx-authorize', (route) => route.fulfill({ json: { errno: 8380007, errmsg: '微信内支付暂未开通' } }))
      await page.goto('/wxpay')
      await expect(page.getByRole('heading', { name: '请在浏览器中打开' })).toBeVisible()
    })
  })

  test.describe('inside the WeChat browser', () => {
    test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49 NetType/WIFI' })

    test('/alipay sends the user to /alipay/newpay, which guides them to the system browser', async ({ page }) => {
      await page.goto('/alipay')
      await expect(page).toHaveURL(/\/alipay\/newpay$/)
      await expect(page.getByRole('heading', { name: '请在浏览器中打开' })).toBeVisible()
      await expect(page.getByText('在浏览器打开')).toBeVisible()
    })
  })
})
