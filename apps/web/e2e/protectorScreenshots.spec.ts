import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/** Screenshots of every guard-page state at 390x844 for the design review. */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('my own page, another user, the sheet, renewing, the rules', async ({ page }, testInfo) => {
  // First, while the fake native's user is still the simulator's default one (a scenario user stays for the tab).
  await page.goto('/user/protector')
  await expect(page.getByText('不能守护自己')).toBeVisible()
  await reviewShot(page, testInfo, 'protector-self')
  await openAsScenarioUser(page, '/user/protector?userID=9', 'guard-ready')
  await expect(page.getByText('晚风').first()).toBeVisible()
  await reviewShot(page, testInfo, 'protector-other')
  await reviewShot(page, testInfo, 'protector-other-full', true)
  await page.getByRole('radio').first().click()
  await page.getByRole('button', { name: '开通守护' }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: '确认开通' })).toBeEnabled()
  await reviewShot(page, testInfo, 'protector-sheet')
  await openAsScenarioUser(page, '/user/protector?userID=9&title=1', 'guard-active')
  await expect(page.getByRole('button', { name: '续费守护' })).toBeVisible()
  await reviewShot(page, testInfo, 'protector-renew-titlebar')
  await page.getByRole('button', { name: '续费守护' }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: '确认续费' })).toBeEnabled()
  await reviewShot(page, testInfo, 'protector-renew-sheet')
  await openAsScenarioUser(page, '/user/protector?userID=9', 'guard-unverified')
  await expect(page.getByRole('link', { name: '去实名认证' })).toBeVisible()
  await reviewShot(page, testInfo, 'protector-unverified')
  await openAsScenarioUser(page, '/user/protector?userID=9', 'mall-minor')
  await expect(page.getByText('未成年人不能开通守护')).toBeVisible()
  await reviewShot(page, testInfo, 'protector-minor')
  await openAsScenarioUser(page, '/user/protector?userID=9', 'guard-daily-cap')
  await expect(page.getByText('超出今日打赏上限').first()).toBeVisible()
  await reviewShot(page, testInfo, 'protector-daily-cap')
  await openAsScenarioUser(page, '/user/protector?userID=9', 'guard-long-names')
  await expect(page.getByRole('heading', { name: '星河主播' })).toBeVisible()
  await page.setViewportSize({ width: 320, height: 844 })
  await reviewShot(page, testInfo, 'protector-long-names-320', true)
})
