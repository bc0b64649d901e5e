import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/** Screenshots of every home-page state at 390x844 (and 320 wide for long names) for the design review. */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test.describe('in the app', () => {
  test.use({ native: { platform: 'android' } })

  test('someone, followed, a new user, myself, nobody, banned, huge', async ({ page }, testInfo) => {
    await page.goto('/home')
    await expect(page.getByText('守护我的人')).toBeVisible()
    await reviewShot(page, testInfo, 'home-self')
    await openAsScenarioUser(page, '/home?userID=9', 'home-host')
    await expect(page.getByRole('button', { name: '关注' })).toBeVisible()
    await reviewShot(page, testInfo, 'home-host')
    await reviewShot(page, testInfo, 'home-host-full', true)
    await openAsScenarioUser(page, '/home?userID=9', 'home-following')
    await expect(page.getByRole('button', { name: '已关注' })).toBeVisible()
    await reviewShot(page, testInfo, 'home-following')
    await openAsScenarioUser(page, '/home?userID=10086', 'home-new-user')
    await expect(page.getByText('还没有作品')).toBeVisible()
    await reviewShot(page, testInfo, 'home-new-user', true)
    await openAsScenarioUser(page, '/home?userID=404404', 'home-not-found')
    await expect(page.getByRole('alert')).toBeVisible()
    await reviewShot(page, testInfo, 'home-not-found')
    await openAsScenarioUser(page, '/home?userID=10010', 'home-banned')
    await expect(page.getByRole('alert')).toBeVisible()
    await reviewShot(page, testInfo, 'home-banned')
    await openAsScenarioUser(page, '/home?userID=9', 'home-huge')
    await expect(page.getByTestId('followers')).toHaveText('999.9亿')
    await reviewShot(page, testInfo, 'home-huge')
    await page.setViewportSize({ width: 320, height: 844 })
    await reviewShot(page, testInfo, 'home-huge-320', true)
  })
})

test.describe('outside the app', () => {
  test.use({ native: { platform: 'none' } })

  test('the public page with 在App中打开', async ({ page }, testInfo) => {
    await page.goto('/home?userID=9')
    await expect(page.getByRole('button', { name: '在App中打开' })).toBeVisible()
    await reviewShot(page, testInfo, 'home-outside-app')
    await page.setViewportSize({ width: 320, height: 844 })
    await reviewShot(page, testInfo, 'home-outside-app-320', true)
  })
})
