import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/** Screenshots of every benefit-center state (issue 15) at 390x844 for the design review. */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('center, exchange, daily, rewards, giving', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/benefit', 'benefit-center')
  await expect(page.getByTestId('red-diamonds')).toBeVisible()
  await reviewShot(page, testInfo, 'benefit-center')
  await openAsScenarioUser(page, '/benefit/hz', 'benefit-center')
  await expect(page.getByTestId('rate')).toHaveText('10 红钻 = 1 钻石')
  await reviewShot(page, testInfo, 'benefit-hz')
  await openAsScenarioUser(page, '/benefit/hzoption', 'benefit-center')
  await page.getByRole('button', { name: '980钻石，需9800红钻' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await reviewShot(page, testInfo, 'benefit-hzoption-confirm')
  await openAsScenarioUser(page, '/benefit/hzoption', 'benefit-low-red')
  await expect(page.getByTestId('red-balance')).toHaveText('300')
  await reviewShot(page, testInfo, 'benefit-hzoption-low')
  await openAsScenarioUser(page, '/benefit/login', 'benefit-center')
  await expect(page.getByRole('button', { name: '立即领取' })).toBeVisible()
  await reviewShot(page, testInfo, 'benefit-login')
  await openAsScenarioUser(page, '/benefit/login', 'benefit-claimed-today')
  await expect(page.getByRole('button', { name: '今日已领取' })).toBeVisible()
  await reviewShot(page, testInfo, 'benefit-login-claimed')
  await openAsScenarioUser(page, '/benefit/lz', 'benefit-center')
  await expect(page.getByText('完成首次开播任务')).toBeVisible()
  await reviewShot(page, testInfo, 'benefit-lz')
  await openAsScenarioUser(page, '/benefit/lz', 'cashout-ready')
  await expect(page.getByText('暂无待领取的奖励，去完成任务吧')).toBeVisible()
  await reviewShot(page, testInfo, 'benefit-lz-empty')
  await openAsScenarioUser(page, '/benefit/zs', 'benefit-center')
  await expect(page.getByRole('button', { name: '选择好友' })).toBeVisible()
  await reviewShot(page, testInfo, 'benefit-zs-start')
  await page.getByRole('button', { name: '选择好友' }).click()
  await page.getByLabel('赠送数量').fill('100')
  await reviewShot(page, testInfo, 'benefit-zs-amount')
  await page.getByRole('button', { name: '赠送' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await reviewShot(page, testInfo, 'benefit-zs-confirm')
  await openAsScenarioUser(page, '/benefit/zs', 'benefit-minor')
  await expect(page.getByRole('heading', { name: '未成年人不能赠送红钻' })).toBeVisible()
  await reviewShot(page, testInfo, 'benefit-zs-minor')
})
