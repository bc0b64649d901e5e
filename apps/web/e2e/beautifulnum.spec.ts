import type { Page } from '@playwright/test'
import { countRequests } from './countRequests'
import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/**
 * /beautifulnum in Chromium against the simulator and the fake native, each test as a fresh user of
 * packages/mock-backend/src/scenarios/mall.ts: buy a number (a double tap buys once), wear it, take it off; a
 * minor refused; and the page's screenshots at 390x844 and 320 px. The simulator's numbers are sold for the
 * whole run, so each test buys or tries its own.
 */

const mine = (page: Page, number: string) => page.getByRole('listitem', { name: `我的靓号 ${number}`, exact: true })
const onSale = (page: Page, number: string) => page.getByRole('article', { name: `靓号 ${number}`, exact: true })
const shownID = (page: Page) => page.getByTestId('shown-id')

/** A tap on the price of `number`'s option `label`: the purchase sheet, its 立即购买 ready. */
async function openPurchase(page: Page, number: string, label: string) {
  await onSale(page, number).getByRole('button', { name: new RegExp(`^购买 ${number} ${label} `) }).click()
  const sheet = page.getByRole('dialog', { name: '确认购买' })
  await expect(sheet.getByRole('button', { name: '立即购买' })).toBeEnabled()
  return sheet
}

test.describe('in the Android app', () => {
  test.use({ native: { platform: 'android' } })

  test('buys a number once for a double tap, wears it as my ID, takes it off: the original ID is back', async ({ page }) => {
    const buys = countRequests(page, '/v1/mall/buy')
    await openAsScenarioUser(page, '/beautifulnum', 'vip-none')
    const originalID = (await page.getByText(/^原 ID /).textContent())!.replace('原 ID ', '')
    await expect(shownID(page)).toHaveText(originalID)
    const sheet = await openPurchase(page, '7777', '1个月')
    await expect(sheet.getByTestId('purchase-price')).toContainText('8,800')
    await sheet.getByRole('button', { name: '立即购买' }).dblclick()
    await expect(mine(page, '7777')).toContainText('有效期至')
    expect(buys()).toBe(1)
    await expect(onSale(page, '7777')).toHaveCount(0)
    await mine(page, '7777').getByRole('button', { name: '佩戴' }).click()
    await expect(shownID(page)).toHaveText('7777')
    await expect(mine(page, '7777')).toContainText('佩戴中')
    await mine(page, '7777').getByRole('button', { name: '取下' }).click()
    await expect(shownID(page)).toHaveText(originalID)
    // The server kept it: after a reload the number is mine and not worn.
    await page.reload()
    await expect(mine(page, '7777').getByRole('button', { name: '佩戴' })).toBeVisible()
    await expect(shownID(page)).toHaveText(originalID)
  })

  test('a minor is refused, with the way to teen mode, and owns nothing', async ({ page }) => {
    await openAsScenarioUser(page, '/beautifulnum', 'mall-minor')
    const sheet = await openPurchase(page, '2222', '1个月')
    await sheet.getByRole('button', { name: '立即购买' }).click()
    await expect(sheet.getByText('暂不能购买')).toBeVisible()
    await expect(page.getByText('还没有靓号，在下方挑一个吧')).toBeVisible()
    await sheet.getByRole('link', { name: '了解青少年模式' }).click()
    await expect(page).toHaveURL(/\/teenager/)
  })
})

for (const width of [390, 320]) {
  test.describe(`screenshots, ${width} px wide`, () => {
    test.use({ native: { platform: 'android' }, viewport: { width, height: 844 } })
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
    })

    test('none owned, owned and worn, a search, the sheet, taken first, short of 钻石 and the minor', async ({ page }, testInfo) => {
      await openAsScenarioUser(page, '/beautifulnum', 'vip-none')
      await expect(onSale(page, '1111')).toBeVisible()
      await reviewShot(page, testInfo, `beautifulnum-${width}-none`)

      await openAsScenarioUser(page, '/beautifulnum', 'number-owned')
      await expect(mine(page, '686868')).toContainText('佩戴中')
      await reviewShot(page, testInfo, `beautifulnum-${width}-owned`)
      await page.getByRole('textbox', { name: '搜索靓号' }).fill('520')
      await page.getByRole('button', { name: '搜索' }).click()
      await expect(page.getByText('包含「520」的靓号')).toBeVisible()
      await expect(page.getByRole('article').first()).toBeVisible()
      await reviewShot(page, testInfo, `beautifulnum-${width}-search`)

      await openAsScenarioUser(page, '/beautifulnum', 'number-taken')
      const sheet = await openPurchase(page, '8888', '永久')
      await reviewShot(page, testInfo, `beautifulnum-${width}-sheet`)
      await sheet.getByRole('button', { name: '立即购买' }).click()
      await expect(sheet.getByText('手慢了，已被他人抢先购买')).toBeVisible()
      await reviewShot(page, testInfo, `beautifulnum-${width}-taken`)

      await openAsScenarioUser(page, '/beautifulnum', 'mall-low-diamonds')
      await onSale(page, '3333').getByRole('button', { name: /^购买 3333 1个月 / }).click()
      await expect(page.getByRole('link', { name: '去充值' })).toBeVisible()
      await reviewShot(page, testInfo, `beautifulnum-${width}-short`)

      await openAsScenarioUser(page, '/beautifulnum', 'mall-minor')
      const minorSheet = await openPurchase(page, '5555', '1个月')
      await minorSheet.getByRole('button', { name: '立即购买' }).click()
      await expect(minorSheet.getByText('暂不能购买')).toBeVisible()
      await reviewShot(page, testInfo, `beautifulnum-${width}-minor`)
    })
  })
}
