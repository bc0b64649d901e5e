import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/**
 * The wealth pages in Chromium against the simulator and the fake native, each test as a fresh user of
 * packages/mock-backend/src/scenarios/mall.ts: my level and the keep-level rule (/wealth/newwealth), my value
 * ledger by month (/wealth/detail); and their screenshots at 390x844 and 320 px for the design review.
 */

const entries = (page: Page) => page.getByRole('list', { name: /财富明细$/ }).getByRole('article')

test.describe('in the Android app', () => {
  test.use({ native: { platform: 'android' } })

  test('my level, the gap, the keep-level rule and the level table; then my ledger and back', async ({ page }) => {
    await openAsScenarioUser(page, '/wealth/newwealth', 'mall-owned')
    const hero = page.getByRole('region', { name: '我的财富等级' })
    await expect(hero).toContainText('伯爵12级')
    await expect(hero).toContainText('财富值 150,000')
    await expect(hero).toContainText('距侯爵13级还差 19,000 财富值')
    const keep = page.getByRole('region', { name: '保级' })
    await expect(keep).toContainText('未达成')
    await expect(keep).toContainText('近 30 天已累计 0 / 14,400，还差 14,400')
    await expect(page.locator('.wealth-levels__row[aria-current="true"]')).toContainText('伯爵12级')
    await expect(page.getByRole('button', { name: /购买|开通/ })).toHaveCount(0)
    await page.getByRole('link', { name: /财富明细/ }).click()
    await expect(page).toHaveURL(/\/wealth\/detail$/)
    await expect(page.getByRole('heading', { level: 1, name: '财富明细' })).toBeVisible()
    await page.getByRole('button', { name: '返回' }).click()
    await expect(page).toHaveURL(/\/wealth\/newwealth$/)
  })

  test('the ledger pages 45 entries of this month by 20, then 没有更多了; the month before has none', async ({ page }) => {
    await openAsScenarioUser(page, '/wealth/detail', 'wealth-ledger-month')
    await expect(entries(page)).toHaveCount(20)
    await expect(entries(page).first()).toContainText('开通守护：星河主播（白银守护 3个月）')
    await expect(page.getByTestId('month-value')).toHaveText(/共获得财富值 \+[1-9][\d,]*$/)
    await entries(page).nth(19).scrollIntoViewIfNeeded()
    await expect(entries(page)).toHaveCount(40)
    await entries(page).nth(39).scrollIntoViewIfNeeded()
    await expect(entries(page)).toHaveCount(45)
    await expect(page.getByText('没有更多了')).toBeVisible()
    await page.getByRole('button', { name: '上个月' }).click()
    await expect(page).toHaveURL(/\?month=\d{4}-\d\d$/)
    await expect(page.getByText(/没有财富值记录$/)).toBeVisible()
    await expect(page.getByTestId('month-value')).toHaveText(/共获得财富值 \+0$/)
    await page.getByRole('button', { name: '下个月' }).click()
    await expect(entries(page)).toHaveCount(20)
    await expect(page.getByRole('button', { name: '下个月' })).toBeDisabled()
  })
})

test.describe('in a phone’s browser', () => {
  test.use({ native: { platform: 'none' } })

  test('my wealth needs the app', async ({ page }) => {
    await page.goto('/wealth/newwealth')
    await expect(page.getByRole('heading', { name: '请在 App 内打开' })).toBeVisible()
  })
})

for (const width of [390, 320]) {
  test.describe(`screenshots, ${width} px wide`, () => {
    test.use({ native: { platform: 'android' }, viewport: { width, height: 844 } })
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
    })

    test('the level (short of keeping it, kept, the top, the lowest), the ledger, empty and failed', async ({ page }, testInfo) => {
      await openAsScenarioUser(page, '/wealth/newwealth', 'mall-owned')
      await expect(page.getByRole('region', { name: '保级' })).toContainText('未达成')
      await reviewShot(page, testInfo, `wealth-${width}-level-not-kept`)
      await page.getByRole('list', { name: '等级与特权' }).scrollIntoViewIfNeeded()
      await page.locator('.wealth-levels__row[aria-current="true"]').scrollIntoViewIfNeeded()
      await reviewShot(page, testInfo, `wealth-${width}-level-table`)

      await openAsScenarioUser(page, '/wealth/newwealth', 'wealth-ledger')
      await expect(page.getByRole('region', { name: '保级' })).toContainText('已达成')
      await reviewShot(page, testInfo, `wealth-${width}-level-kept`)

      await openAsScenarioUser(page, '/wealth/newwealth', 'mall-huge')
      await expect(page.getByText('已达到最高等级')).toBeVisible()
      await reviewShot(page, testInfo, `wealth-${width}-level-top`)

      await openAsScenarioUser(page, '/wealth/newwealth', 'mall-empty')
      await expect(page.getByText('当前等级无需保级。')).toBeVisible()
      await reviewShot(page, testInfo, `wealth-${width}-level-lowest`)

      await openAsScenarioUser(page, '/wealth/detail', 'wealth-ledger-month')
      await expect(entries(page)).toHaveCount(20)
      await reviewShot(page, testInfo, `wealth-${width}-ledger`)

      await openAsScenarioUser(page, '/wealth/detail', 'mall-empty')
      await expect(page.getByText(/没有财富值记录$/)).toBeVisible()
      await reviewShot(page, testInfo, `wealth-${width}-ledger-empty`)

      await page.route('**/v1/wealth/level', (route) => route.fulfill({ json: { errno: 400, errmsg: '参数错误' } }))
      await openAsScenarioUser(page, '/wealth/newwealth', 'mall-owned')
      await expect(page.getByRole('button', { name: '重试' })).toBeVisible()
      await reviewShot(page, testInfo, `wealth-${width}-level-failed`)
    })
  })
}
