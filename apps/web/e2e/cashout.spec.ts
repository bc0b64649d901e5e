import { expect, nativeCalls, test } from './fixtures'
import { openAsScenarioUser } from './scenarioUser'

/**
 * Cash-out (issue 15) in Chromium against the simulator and the fake native: every gate with the action that
 * clears it, an amount through to 提现申请已提交, a submit whose answer is lost then retried (one withdrawal),
 * the records page by page, and the detail's timeline.
 */

test('each gate shows its own state and the action that clears it', async ({ page }) => {
  await openAsScenarioUser(page, '/wxcash', 'cashout-unverified')
  await expect(page.getByRole('heading', { name: '请先完成实名认证' })).toBeVisible()
  await page.getByRole('button', { name: '去实名认证' }).click()
  await expect(page).toHaveURL(/\/oauth\?from=cash&return=%2Fwxcash$/)

  await openAsScenarioUser(page, '/wxcash', 'cashout-no-phone')
  await page.getByRole('button', { name: '去绑定手机号' }).click()
  await expect.poll(async () => (await nativeCalls(page)).map((call) => call.op)).toContain('gotoBindMobile')

  await openAsScenarioUser(page, '/wxcash', 'cashout-no-wechat')
  await page.getByRole('button', { name: '去绑定微信' }).click()
  await expect.poll(async () => (await nativeCalls(page)).map((call) => call.op)).toContain('bindWeChat')

  await openAsScenarioUser(page, '/wxcash', 'cashout-closed')
  await expect(page.getByRole('heading', { name: '当前不在提现时间内' })).toBeVisible()
  await expect(page.getByText(/下次开放时间/)).toBeVisible()
  await expect(page.getByRole('button', { name: '立即提现' })).toHaveCount(0)

  await openAsScenarioUser(page, '/wxcash', 'cashout-times-used')
  await expect(page.getByRole('heading', { name: '本月提现次数已用完' })).toBeVisible()
  await expect(page.getByText('0/3')).toBeVisible()
})

test('a verified user with everything bound withdraws: preview, then 提现申请已提交 and the detail', async ({ page }) => {
  await openAsScenarioUser(page, '/wxcash', 'cashout-ready')
  await page.getByRole('button', { name: '立即提现' }).click()
  const amount = page.getByLabel('提现金额', { exact: true })
  await amount.fill('100.005')
  await page.getByRole('button', { name: '确认提现' }).click()
  await expect(page.getByText('金额最多两位小数')).toBeVisible()
  await amount.fill('100.5')
  await expect(page.getByTestId('fee')).toHaveText('¥3.02')
  await expect(page.getByTestId('arrival')).toHaveText('¥97.48')
  await page.getByRole('button', { name: '确认提现' }).click()
  await expect(page.getByRole('heading', { name: /提现申请已提交/ })).toBeVisible()
  await expect(page.getByText(/¥97\.48 预计 .+ 前到账微信零钱/)).toBeVisible()
  await page.getByRole('link', { name: '查看进度' }).click()
  await expect(page.getByText('¥100.50')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: '提交申请' })).toBeVisible()
})

test('a submit whose answer is lost keeps the amount; 重试 sends the same key and makes one withdrawal', async ({ page }) => {
  await openAsScenarioUser(page, '/wxcash/cash', 'cashout-ready')
  const keys: string[] = []
  let lost = false
  await page.route('**/v1/cashout/submit', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey)
    if (lost) return route.continue()
    lost = true
    await route.fetch() // the server makes the withdrawal...
    await route.abort('failed') // ...and its answer never arrives
  })
  await page.getByLabel('提现金额', { exact: true }).fill('123')
  await page.getByRole('button', { name: '确认提现' }).click()
  await expect(page.getByRole('alert')).toContainText('网络不给力')
  await expect(page.getByLabel('提现金额', { exact: true })).toHaveValue('123')
  await page.getByRole('button', { name: '重试' }).click()
  await expect(page.getByRole('heading', { name: /提现申请已提交/ })).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])

  await page.getByRole('link', { name: '完成' }).click()
  await page.getByRole('link', { name: '提现记录' }).click()
  // cashout-ready has two past withdrawals: one more, not two.
  await expect(page.getByText('提现 ¥123.00')).toHaveCount(1)
  await expect(page.locator('.cashout-record')).toHaveCount(3)
})

test('records load page by page; a row opens its detail with the rejected reason', async ({ page }) => {
  await openAsScenarioUser(page, '/wxcash/cashrecords', 'cashout-history')
  const rows = page.locator('.cashout-record')
  await expect(rows.first()).toContainText('审核中')
  await expect(rows).toHaveCount(20)
  await rows.last().scrollIntoViewIfNeeded()
  await expect(rows).toHaveCount(40)
  await rows.last().scrollIntoViewIfNeeded()
  await expect(rows).toHaveCount(45)
  await expect(page.getByText('没有更多了')).toBeVisible()
  await rows.filter({ hasText: '已驳回' }).first().click()
  await expect(page.getByText(/驳回原因：提现账户信息与实名信息不一致/)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: '已驳回' })).toBeVisible()
})
