import type { Page } from '@playwright/test'
import { expect, nativeCalls, test } from './fixtures'
import { openAsScenarioUser } from './scenarioUser'
import { countRequests } from './countRequests'

/**
 * The recharge records (充值记录, /wxpay/records) and 联系客服 in Chromium against the simulator and the fake
 * native, each test as a fresh user of packages/mock-backend/src/scenarios/recharge.ts.
 */

const records = (page: Page) => page.getByRole('list', { name: '充值记录' }).getByRole('article')

test.describe('in the Android app', () => {
  test.use({ native: { platform: 'android' } })

  test('from 钻石充值 to 充值记录: every status in Chinese, and back', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-records')
    await page.getByRole('link', { name: '充值记录', exact: true }).click()
    await expect(page).toHaveURL(/\/wxpay\/records$/)
    await expect(page.getByRole('heading', { level: 1, name: '充值记录' })).toBeVisible()
    await expect(records(page).locator('.recharge-record__status')).toHaveText(['确认中', '已到账', '支付失败', '已关闭', '已退款', '已到账'])
    await expect(records(page).nth(1)).toContainText('¥648.00')
    await expect(page.getByText('没有更多了')).toBeVisible()
    await page.getByRole('button', { name: '返回' }).click()
    await expect(page).toHaveURL(/\/wxpay$/)
  })

  test('pages 45 orders by 20 as the end scrolls into view, then 没有更多了', async ({ page }) => {
    const sent = countRequests(page, '/v1/xpay/orders')
    await openAsScenarioUser(page, '/wxpay/records', 'recharge-records-many')
    await expect(records(page)).toHaveCount(20)
    await records(page).nth(19).scrollIntoViewIfNeeded()
    await expect(records(page)).toHaveCount(40)
    await records(page).nth(39).scrollIntoViewIfNeeded()
    await expect(records(page)).toHaveCount(45)
    await expect(page.getByText('没有更多了')).toBeVisible()
    expect(sent()).toBe(3)
  })

  test('a failed next page keeps the rows shown, and 重试 under them loads it', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay/records', 'recharge-records-many')
    await expect(records(page)).toHaveCount(20)
    let failed = false
    await page.route('**/v1/xpay/orders', (route) => {
      if (failed) return route.continue()
      failed = true
      return route.fulfill({ json: { errno: 400, errmsg: '参数错误' } })
    })
    await records(page).nth(19).scrollIntoViewIfNeeded()
    await expect(page.getByRole('alert')).toContainText('网络不给力，请稍后重试')
    await expect(records(page)).toHaveCount(20)
    await page.getByRole('button', { name: '重试' }).click()
    await expect(records(page)).toHaveCount(40)
  })

  test('a failed first page offers 重试, which loads it', async ({ page }) => {
    let failed = false
    await page.route('**/v1/xpay/orders', (route) => {
      if (failed) return route.continue()
      failed = true
      return route.fulfill({ json: { errno: 400, errmsg: '参数错误' } })
    })
    await openAsScenarioUser(page, '/wxpay/records', 'recharge-records')
    await expect(page.getByText('网络不给力，请稍后重试')).toBeVisible()
    await page.getByRole('button', { name: '重试' }).click()
    await expect(records(page)).toHaveCount(6)
  })

  test('no records yet', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay/records', 'recharge-records-empty')
    await expect(page.getByText('还没有充值记录')).toBeVisible()
  })

  test('a minor, refused recharge, still sees the account’s records', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-minor')
    await page.getByRole('link', { name: '查看充值记录' }).click()
    await expect(records(page).locator('.recharge-record__status')).toHaveText(['已退款', '已到账'])
  })

  test('联系客服 opens a chat with the service account the server names, once for a double tap', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay/records', 'recharge-records')
    await expect(records(page)).toHaveCount(6)
    await page.getByRole('button', { name: '联系客服' }).dblclick()
    await expect
      .poll(async () => (await nativeCalls(page)).filter((call) => call.op === 'gotoConversation').map((call) => call.data))
      .toEqual([{ userID: 10000, nickName: '官方客服' }])
  })
})

test.describe('in the iOS app', () => {
  test.use({ native: { platform: 'ios' } })

  test('the hand-off page leads to the records too', async ({ page }) => {
    await openAsScenarioUser(page, '/wxpay', 'recharge-records')
    await page.getByRole('link', { name: '充值记录', exact: true }).click()
    await expect(records(page)).toHaveCount(6)
  })
})

test.describe('in a phone’s browser', () => {
  test.use({ native: { platform: 'none' } })

  test('the records need the app; 联系在线客服 on web recharge gives the steps', async ({ page }) => {
    await page.goto('/wxpay/records')
    await expect(page.getByRole('heading', { name: '请在 App 内打开' })).toBeVisible()
    await page.goto('/wxpay')
    await page.getByLabel('账号ID').fill('10001')
    await page.getByRole('button', { name: '下一步' }).click()
    await page.getByRole('button', { name: '联系在线客服' }).click()
    const dialog = page.getByRole('dialog', { name: '联系客服' })
    await expect(dialog.getByRole('listitem').first()).toHaveText('在手机上打开 App，登录你的账号。')
    await dialog.getByRole('button', { name: '知道了' }).click()
    await expect(dialog).toHaveCount(0)
  })
})
