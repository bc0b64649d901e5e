import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/**
 * Screenshots of the recharge records' states (充值记录, /wxpay/records) and of 联系客服's steps, at 390x844 and on a
 * 320 px phone, for the design review; each page a fresh scenario user of scenarios/recharge.ts.
 */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

for (const width of [390, 320]) {
  test.describe(`${width} px wide`, () => {
    test.use({ native: { platform: 'android' }, viewport: { width, height: 844 } })

    test('the records, each status, empty, the failure, the end of a long list and a minor’s', async ({ page }, testInfo) => {
      await openAsScenarioUser(page, '/wxpay', 'recharge-records')
      await expect(page.getByRole('link', { name: '充值记录', exact: true })).toBeVisible()
      await reviewShot(page, testInfo, `records-${width}-recharge-title-bar`)

      await openAsScenarioUser(page, '/wxpay/records', 'recharge-records')
      await expect(page.getByText('没有更多了')).toBeVisible()
      await reviewShot(page, testInfo, `records-${width}-every-status`)

      await openAsScenarioUser(page, '/wxpay/records', 'recharge-records-empty')
      await expect(page.getByText('还没有充值记录')).toBeVisible()
      await reviewShot(page, testInfo, `records-${width}-empty`)

      await openAsScenarioUser(page, '/wxpay/records', 'recharge-records-many')
      const rows = page.getByRole('list', { name: '充值记录' }).getByRole('article')
      await expect(rows).toHaveCount(20)
      await rows.nth(19).scrollIntoViewIfNeeded()
      await expect(rows).toHaveCount(40)
      await rows.nth(39).scrollIntoViewIfNeeded()
      await expect(rows).toHaveCount(45)
      await page.getByText('没有更多了').scrollIntoViewIfNeeded()
      await reviewShot(page, testInfo, `records-${width}-end-of-list`)

      await openAsScenarioUser(page, '/wxpay', 'recharge-minor')
      await expect(page.getByRole('link', { name: '查看充值记录' })).toBeVisible()
      await reviewShot(page, testInfo, `records-${width}-minor-refusal`)
      await page.getByRole('link', { name: '查看充值记录' }).click()
      await expect(page.getByText('已退款')).toBeVisible()
      await reviewShot(page, testInfo, `records-${width}-minor-records`)

      await page.route('**/v1/xpay/orders', (route) => route.fulfill({ json: { errno: 400, errmsg: '参数错误' } }))
      await openAsScenarioUser(page, '/wxpay/records', 'recharge-records')
      await expect(page.getByRole('button', { name: '重试' })).toBeVisible()
      await reviewShot(page, testInfo, `records-${width}-failed`)
    })
  })

  test.describe(`${width} px wide, in a phone's browser`, () => {
    test.use({ native: { platform: 'none' }, viewport: { width, height: 844 } })

    test('联系客服’s steps', async ({ page }, testInfo) => {
      await page.goto('/wxpay')
      await page.getByLabel('账号ID').fill('10001')
      await page.getByRole('button', { name: '下一步' }).click()
      await page.getByRole('button', { name: '联系在线客服' }).click()
      await expect(page.getByRole('dialog', { name: '联系客服' })).toBeVisible()
      await reviewShot(page, testInfo, `records-${width}-support-steps`)
    })
  })
}
