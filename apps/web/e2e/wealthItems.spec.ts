import type { Page } from '@playwright/test'
import { countRequests } from './countRequests'
import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/**
 * The decorations (/wealth/items/tab and the category pages txk, qp, jcpp, tupian) in Chromium against the
 * simulator and the fake native, each test as a fresh user of packages/mock-backend/src/scenarios/mall.ts: wear
 * and take off, buy one (a double tap buys once), a minor refused; and their screenshots at 390x844 and 320 px.
 */

const card = (page: Page, name: string) => page.getByRole('article', { name })

/** 购买 on `name`, the option `label`, 下一步: the purchase sheet, its 立即购买 ready. */
async function openPurchase(page: Page, name: string, label: string) {
  await card(page, name).getByRole('button', { name: '购买' }).click()
  await page.getByRole('radio', { name: new RegExp(label) }).click()
  await page.getByRole('button', { name: '下一步' }).click()
  return page.getByRole('dialog', { name: '确认购买' })
}

test.describe('in the Android app', () => {
  test.use({ native: { platform: 'android' } })

  test('from my level to my decorations: wear one (the other of its category comes off), then take it off', async ({ page }) => {
    await openAsScenarioUser(page, '/wealth/newwealth', 'mall-owned')
    await page.getByRole('link', { name: /我的装扮/ }).click()
    await expect(page).toHaveURL(/\/wealth\/items\/tab$/)
    await expect(card(page, '星光头像框')).toContainText('佩戴中')
    await card(page, '王者之冠').getByRole('button', { name: '佩戴' }).click()
    await expect(card(page, '王者之冠')).toContainText('佩戴中')
    await expect(card(page, '星光头像框')).toContainText('已拥有')
    await card(page, '王者之冠').getByRole('button', { name: '取下' }).click()
    await expect(card(page, '王者之冠').getByRole('button', { name: '佩戴' })).toBeVisible()
    await expect(page.locator('.wealth-item--worn')).toHaveCount(0)
    // The server kept it: a reload shows nothing worn.
    await page.reload()
    await expect(card(page, '王者之冠').getByRole('button', { name: '佩戴' })).toBeVisible()
    await expect(page.locator('.wealth-item--worn')).toHaveCount(0)
  })

  test('buys a chat bubble once for a double tap, then wears it', async ({ page }) => {
    const buys = countRequests(page, '/v1/mall/buy')
    await openAsScenarioUser(page, '/wealth/items/qp', 'vip-none')
    await expect(page.getByRole('heading', { level: 1, name: '聊天气泡' })).toBeVisible()
    const sheet = await openPurchase(page, '糖果气泡', '7天')
    await expect(sheet.getByTestId('purchase-price')).toContainText('200')
    const confirm = sheet.getByRole('button', { name: '立即购买' })
    await expect(confirm).toBeEnabled()
    await confirm.dblclick()
    await expect(card(page, '糖果气泡')).toContainText('已拥有')
    expect(buys()).toBe(1)
    await card(page, '糖果气泡').getByRole('button', { name: '佩戴' }).click()
    await expect(card(page, '糖果气泡')).toContainText('佩戴中')
  })

  test('a minor is refused, with the way to teen mode, and owns nothing', async ({ page }) => {
    await openAsScenarioUser(page, '/wealth/items/txk', 'mall-minor')
    const sheet = await openPurchase(page, '星光头像框', '7天')
    const confirm = sheet.getByRole('button', { name: '立即购买' })
    await expect(confirm).toBeEnabled()
    await confirm.click()
    await expect(sheet.getByText('暂不能购买')).toBeVisible()
    await expect(card(page, '星光头像框')).not.toContainText('已拥有')
    await sheet.getByRole('link', { name: '了解青少年模式' }).click()
    await expect(page).toHaveURL(/\/teenager/)
  })
})

test.describe('in the Android app with teen mode on', () => {
  test.use({ native: { platform: 'android', teen: { open: true, pin: '0427', age: 1 } } })

  test('teen mode refuses before anything is sent', async ({ page }) => {
    const buys = countRequests(page, '/v1/mall/buy')
    await openAsScenarioUser(page, '/wealth/items/txk', 'vip-none')
    const sheet = await openPurchase(page, '星光头像框', '7天')
    await expect(sheet.getByText('暂不能购买')).toBeVisible()
    expect(buys()).toBe(0)
  })
})

for (const width of [390, 320]) {
  test.describe(`screenshots, ${width} px wide`, () => {
    test.use({ native: { platform: 'android' }, viewport: { width, height: 844 } })
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
    })

    test('the categories, owned and worn, a category page, the options, the sheet, short of 钻石 and the minor', async ({ page }, testInfo) => {
      await openAsScenarioUser(page, '/wealth/items/tab', 'mall-owned')
      await expect(card(page, '星光头像框')).toContainText('佩戴中')
      await reviewShot(page, testInfo, `items-${width}-tab-owned`)

      await openAsScenarioUser(page, '/wealth/items/jcpp', 'vip-none')
      await expect(card(page, '龙腾飘屏')).toBeVisible()
      await reviewShot(page, testInfo, `items-${width}-category`)
      await card(page, '龙腾飘屏').getByRole('button', { name: '购买' }).click()
      await expect(page.getByRole('radio').first()).toBeVisible()
      await reviewShot(page, testInfo, `items-${width}-options`)

      await openAsScenarioUser(page, '/wealth/items/txk', 'vip-none')
      const sheet = await openPurchase(page, '星光头像框', '永久')
      await expect(sheet.getByRole('button', { name: '立即购买' })).toBeEnabled()
      await reviewShot(page, testInfo, `items-${width}-purchase-sheet`)

      await openAsScenarioUser(page, '/wealth/items/txk', 'mall-low-diamonds')
      await openPurchase(page, '星光头像框', '7天')
      await expect(page.getByRole('link', { name: '去充值' })).toBeVisible()
      await reviewShot(page, testInfo, `items-${width}-short`)

      await openAsScenarioUser(page, '/wealth/items/txk', 'mall-minor')
      const refused = await openPurchase(page, '星光头像框', '7天')
      await refused.getByRole('button', { name: '立即购买' }).click()
      await expect(refused.getByText('暂不能购买')).toBeVisible()
      await reviewShot(page, testInfo, `items-${width}-minor`)
    })
  })
}
