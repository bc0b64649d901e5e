import { MOCK_USER } from '@h5/mock-backend'
import { expect, test } from './fixtures'
import { openAsScenarioUser } from './scenarioUser'
import { shownToasts } from './toasts'

/**
 * The guard page in Chromium against the simulator and the fake native: a guard bought for a host through the
 * purchase sheet (a double tap buys once), renewing it, my own page where nobody guards themselves, the way to
 * real-name verification first, and a minor refused.
 */

test('buy a guard for another user: once for a double tap, then it is mine to renew', async ({ page }) => {
  await openAsScenarioUser(page, '/user/protector?userID=9', 'guard-ready')
  await expect(page.getByRole('heading', { name: '星河主播' })).toBeVisible()
  await expect(page.getByText('Ta的守护')).toBeVisible()
  await expect(page.getByTestId('my-guard')).toHaveText('未守护')
  let sent = 0
  await page.route('**/v1/mall/buy-guard', (route) => ((sent += 1), route.continue()))
  await page.getByRole('tab', { name: '白银守护' }).click()
  await page.getByRole('radio', { name: /^3个月，/ }).click()
  await page.getByRole('button', { name: '开通守护' }).click()
  const sheet = page.getByRole('dialog', { name: '确认开通守护' })
  await expect(sheet).toContainText('白银守护 · 3个月')
  await expect(sheet).toContainText('守护「星河主播」')
  await sheet.getByRole('button', { name: '确认开通' }).dblclick()
  await expect.poll(async () => (await shownToasts(page)).map((toast) => toast.text).join('\n')).toMatch(/开通成功，守护至 \d{4}年/)
  expect(sent).toBe(1)
  await expect(page.getByTestId('my-guard')).toContainText('白银守护')
  // Renewing names the end after it, from the current end; the result is the server's new end.
  const end = (await page.getByTestId('my-guard').textContent())!.match(/守护至 (\d{4})年(\d+)月(\d+)日/)!
  await page.getByRole('button', { name: '续费守护' }).click()
  const renewal = page.getByRole('dialog', { name: '确认续费守护' })
  const renewedEnd = new Date(Date.UTC(Number(end[1]), Number(end[2]) - 1, Number(end[3])) + 90 * 24 * 60 * 60_000)
  const renewedText = `${renewedEnd.getUTCFullYear()}年${renewedEnd.getUTCMonth() + 1}月${renewedEnd.getUTCDate()}日`
  await expect(renewal).toContainText(`续费后 ${renewedText} 到期`)
  await renewal.getByRole('button', { name: '确认续费' }).click()
  await expect.poll(async () => (await shownToasts(page)).map((toast) => toast.text).join('\n')).toContain(`续费成功，守护至 ${renewedText}`)
  await expect(page.getByTestId('my-guard')).toContainText(`守护至 ${renewedText}`)
})

test('guard yourself: my own page lists my guards and offers no guard', async ({ page }) => {
  await page.goto('/user/protector')
  await expect(page.getByText('我的守护')).toBeVisible()
  await expect(page.getByRole('heading', { name: MOCK_USER.nickName })).toBeVisible()
  await expect(page.getByText('不能守护自己')).toBeVisible()
  await expect(page.getByRole('button', { name: /开通守护|续费守护/ })).toHaveCount(0)
})

test('real-name verification comes first', async ({ page }) => {
  await openAsScenarioUser(page, '/user/protector?userID=9', 'guard-unverified')
  await page.getByRole('link', { name: '去实名认证' }).click()
  await expect(page).toHaveURL(/\/oauth\?return=/)
})

test('a minor is refused, with the way to teen mode', async ({ page }) => {
  await openAsScenarioUser(page, '/user/protector?userID=9', 'mall-minor')
  await expect(page.getByText('未成年人不能开通守护')).toBeVisible()
  await expect(page.getByRole('button', { name: '开通守护' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: '了解青少年模式' })).toHaveAttribute('href', '/teenager')
})
