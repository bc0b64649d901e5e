import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/** Screenshots of every VIP page state at 390x844 for the design review. */
test.use({ native: { platform: 'android' } })

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('overview, tiers, the sheet and its refusals', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/user/vipv2/nav', 'vip-none')
  await expect(page.getByRole('table')).toBeVisible()
  await reviewShot(page, testInfo, 'vip-nav-none')
  await reviewShot(page, testInfo, 'vip-nav-none-full', true)
  await openAsScenarioUser(page, '/user/uservip/nav', 'vip-active')
  await expect(page.getByRole('table')).toBeVisible()
  await reviewShot(page, testInfo, 'uservip-nav-active')
  await openAsScenarioUser(page, '/user/vipv2/svip', 'vip-none')
  await expect(page.getByRole('radio').first()).toBeVisible()
  await reviewShot(page, testInfo, 'vip-svip-none')
  await page.getByRole('button', { name: '立即开通 SVIP' }).click()
  await expect(page.getByRole('button', { name: '确认开通' })).toBeEnabled()
  await reviewShot(page, testInfo, 'vip-svip-sheet')
  await openAsScenarioUser(page, '/user/vipv2/vip', 'vip-expiring')
  await expect(page.getByRole('button', { name: '立即续费 VIP' })).toBeVisible()
  await reviewShot(page, testInfo, 'vip-vip-expiring')
  await page.getByRole('tab', { name: '总览' }).click()
  await reviewShot(page, testInfo, 'vip-nav-expiring')
  await openAsScenarioUser(page, '/user/vipv2/xvip', 'mall-low-diamonds')
  await page.getByRole('button', { name: '立即开通 XVIP' }).click()
  await expect(page.getByRole('link', { name: '去充值' })).toBeVisible()
  await reviewShot(page, testInfo, 'vip-xvip-short')
  await openAsScenarioUser(page, '/user/vipv2/vip', 'vip-none')
  await page.getByRole('radio', { name: '1个月，¥30.00' }).click()
  await expect(page.getByRole('radiogroup', { name: '支付方式' })).toBeVisible()
  await reviewShot(page, testInfo, 'vip-vip-money')
  await page.getByRole('button', { name: '立即开通 VIP' }).click()
  await expect(page.getByRole('button', { name: '确认支付' })).toBeEnabled()
  await reviewShot(page, testInfo, 'vip-vip-money-sheet')
  await openAsScenarioUser(page, '/user/vipv2/vip', 'mall-minor')
  await page.getByRole('button', { name: '立即开通 VIP' }).click()
  await page.getByRole('button', { name: '确认开通' }).click()
  await expect(page.getByRole('link', { name: '了解青少年模式' })).toBeVisible()
  await reviewShot(page, testInfo, 'vip-vip-minor')
})

test('my membership', async ({ page }, testInfo) => {
  for (const scenario of ['vip-none', 'vip-active', 'vip-expiring', 'vip-expired', 'vip-claimed', 'vip-auto-renew'] as const) {
    await openAsScenarioUser(page, '/user/member', scenario)
    await expect(page.getByRole('region', { name: '我的会员' })).toBeVisible()
    await reviewShot(page, testInfo, `member-${scenario}`)
  }
  await openAsScenarioUser(page, '/user/member', 'vip-active')
  await page.getByRole('button', { name: '开启' }).click()
  await expect(page.getByTestId('auto-renew-terms')).toBeVisible()
  await reviewShot(page, testInfo, 'member-auto-renew-disclosure')
})
