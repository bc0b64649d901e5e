import { MOCK_USER, MOCK_WEB_ACCOUNTS } from '@h5/mock-backend'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/**
 * Screenshots of every recharge state at 390x844 for the design review: in the Android app, the iOS
 * hand-off, web recharge with the stand-in pay pages, and the guide inside WeChat. Each in-app page is a fresh
 * scenario user of packages/mock-backend/src/scenarios/recharge.ts.
 */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

async function agreeAndPay(page: Page) {
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '立即支付' }).click()
}

test.describe('Android app', () => {
  test.use({ native: { platform: 'android' } })

  test('the form, custom amount, the cap reminder and the outcomes', async ({ page }, testInfo) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
    await expect(page.getByRole('button', { name: '立即支付' })).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-android-wxpay')
    await reviewShot(page, testInfo, 'recharge-android-wxpay-full', true)
    await page.getByRole('radio', { name: /自定义/ }).click()
    await page.getByRole('textbox', { name: '充值金额' }).fill('88')
    await expect(page.getByText('可得 880 钻石')).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-android-custom')
    await page.getByRole('button', { name: '立即支付' }).click()
    await expect(page.getByText('请先阅读并同意《充值协议》')).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-android-agreement-missing', true)
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: '立即支付' }).click()
    await expect(page.getByRole('heading', { name: /充值成功/ })).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-android-paid')

    // Its order stays unsettled and is kept for the tab, for this user only: the next scenario users of the tab
    // see their own pages, not this order.
    await openAsScenarioUser(page, '/wxpay', 'recharge-pay-slow')
    await agreeAndPay(page)
    await expect(page.getByRole('heading', { name: /支付结果确认中/ })).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-android-pending')

    await openAsScenarioUser(page, '/alipay', 'recharge-near-cap')
    await expect(page.getByRole('note')).toBeVisible()
    await expect(page.getByRole('radio', { name: /¥128\.00/ })).toContainText('超出今日可充额度')
    await reviewShot(page, testInfo, 'recharge-android-cap', true)

    await openAsScenarioUser(page, '/wxpay', 'recharge-pay-failed')
    await agreeAndPay(page)
    await expect(page.getByRole('heading', { name: /支付失败/ })).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-android-failed')

    await openAsScenarioUser(page, '/wxpay', 'recharge-withdrawn')
    await page.getByRole('radio', { name: /¥30\.00/ }).click()
    await agreeAndPay(page)
    await expect(page.getByText('该充值档位已下架，请重新选择')).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-android-withdrawn', true)

    await openAsScenarioUser(page, '/alipay', 'recharge-minor')
    await expect(page.getByText('根据相关规定，未成年人不能充值')).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-android-minor')
  })

  test.describe('cancelled', () => {
    test.use({ native: { platform: 'android', payV2: 'cancel' } })
    test('已取消支付', async ({ page }, testInfo) => {
      await openAsScenarioUser(page, '/alipay', 'recharge-no-custom')
      await agreeAndPay(page)
      await expect(page.getByText('已取消支付')).toBeVisible()
      await reviewShot(page, testInfo, 'recharge-android-cancelled', true)
    })
  })

  test.describe('WeChat missing', () => {
    test.use({ native: { platform: 'android', wechatInstalled: false } })
    test('未安装微信', async ({ page }, testInfo) => {
      await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
      await agreeAndPay(page)
      await expect(page.getByText('未安装微信，请安装后再试或选择支付宝')).toBeVisible()
      await reviewShot(page, testInfo, 'recharge-android-no-wechat', true)
    })
  })

  test.describe('teen mode', () => {
    test.use({ native: { platform: 'android', teen: { open: true, pin: '0427', age: 1 } } })
    test('refused', async ({ page }, testInfo) => {
      await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
      await expect(page.getByText('青少年模式下不能充值')).toBeVisible()
      await reviewShot(page, testInfo, 'recharge-android-teen')
    })
  })
})

test.describe('iOS app', () => {
  test.use({ native: { platform: 'ios' } })
  test('the hand-off to native', async ({ page }, testInfo) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-ready')
    await expect(page.getByRole('button', { name: '前往充值' })).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-ios')
  })
})

test.describe('outside the app', () => {
  test.use({ native: { platform: 'none' } })

  test('web recharge, the stand-in pay pages and the return', async ({ page }, testInfo) => {
    await page.goto('/wxpay')
    await expect(page.getByLabel('账号ID')).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-web-account')
    await page.getByLabel('账号ID').fill('99999999')
    await page.getByRole('button', { name: '下一步' }).click()
    await expect(page.getByText('没有找到这个账号，请检查ID')).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-web-account-unknown')
    // Before any payment: an unsettled order is kept for the tab, and /wxpay would open on it (WebRecharge).
    await page.getByLabel('账号ID').fill(MOCK_WEB_ACCOUNTS.minor)
    await page.getByRole('button', { name: '下一步' }).click()
    await expect(page.getByText('根据相关规定，未成年人不能充值')).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-web-minor')
    await page.goto('/wxpay')
    await page.getByLabel('账号ID').fill(String(MOCK_USER.userID))
    await page.getByRole('button', { name: '下一步' }).click()
    await expect(page.getByRole('region', { name: '充值账号' })).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-web-form')
    await reviewShot(page, testInfo, 'recharge-web-form-full', true)
    await agreeAndPay(page)
    await expect(page.getByText('¥ 30.00')).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-web-mock-wechat')
    await page.getByRole('button', { name: '确认支付' }).click()
    await expect(page.getByRole('heading', { name: /请确认支付结果/ })).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-web-return')
    await page.getByRole('button', { name: '已完成支付' }).click()
    await expect(page.getByRole('heading', { name: /充值成功/ })).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-web-paid')

    await page.goto('/alipay')
    await page.getByLabel('账号ID').fill(String(MOCK_USER.userID))
    await page.getByRole('button', { name: '下一步' }).click()
    await agreeAndPay(page)
    await expect(page.getByText('¥ 30.00')).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-web-mock-alipay')
    await page.getByRole('button', { name: '取消支付' }).click()
    await expect(page.getByText('暂未查询到支付结果。如已完成支付，请稍后再查询；未支付可重新支付')).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-web-unconfirmed')

    await page.goto('/agreement/recharge')
    await expect(page.getByRole('heading', { name: '充值协议' })).toBeVisible()
    await reviewShot(page, testInfo, 'recharge-agreement')
  })

  test.describe('inside WeChat', () => {
    test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.49 NetType/WIFI' })
    test('the guide to the system browser', async ({ page }, testInfo) => {
      await page.goto('/alipay')
      await expect(page.getByRole('heading', { name: '请在浏览器中打开' })).toBeVisible()
      await reviewShot(page, testInfo, 'recharge-newpay')
    })
  })
})
