import { callPage, expect, nativeCalls, test } from './fixtures'
import { expectToast } from './toasts'
import { scenarioSession } from '@h5/mock-backend'
import { scenarioAddress } from '../src/dev/scenarioAddress'
import { loseFirstAnswer } from './loseFirstAnswer'
import { openAsScenarioUser } from './scenarioUser'

/**
 * The benefit center in Chromium against the simulator and the fake native: the account and its
 * entries, an exchange after its confirmation, the daily reward once a day, a reward claimed, a gift to the
 * friend native picked after a confirmation naming them, and a minor who cannot give.
 */

test('the center shows the 红钻 and leads to each use', async ({ page }) => {
  await openAsScenarioUser(page, '/benefit', 'benefit-center')
  await expect(page.getByTestId('red-diamonds')).toHaveText('128,800')
  await expect(page.getByText('3 个奖励待领取')).toBeVisible()
  await page.getByRole('link', { name: /红钻提现/ }).click()
  await expect(page.getByRole('heading', { name: '红钻提现' })).toBeVisible()
})

test('exchange: a preset option, confirmed, at the server rate', async ({ page }) => {
  await openAsScenarioUser(page, '/benefit/hz', 'benefit-center')
  await expect(page.getByTestId('rate')).toHaveText('10 红钻 = 1 钻石')
  await page.getByRole('link', { name: '选择兑换档位' }).click()
  await page.getByRole('radio', { name: '980钻石，需9800红钻' }).click()
  await page.getByRole('button', { name: '立即兑换' }).click()
  await expect(page.getByRole('dialog')).toContainText('使用 9,800 红钻兑换 980 钻石')
  await page.getByRole('dialog').getByRole('button', { name: '确认兑换' }).click()
  await expect(page.getByTestId('red-balance')).toHaveText('119,000')
})

test('exchange: an answer lost, then a reload: the same option sends the same key, one exchange', async ({ page }) => {
  const session = scenarioSession('benefit-center')
  await page.goto(scenarioAddress('/benefit/hzoption', session))
  const keys = await loseFirstAnswer(page, '**/v1/benefit/exchange')
  const exchange = async () => {
    await page.getByRole('radio', { name: '980钻石，需9800红钻' }).click()
    await page.getByRole('button', { name: '立即兑换' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '确认兑换' }).click()
  }
  await exchange()
  await expect(page.getByRole('alert')).toContainText('网络不给力')
  await page.goto(scenarioAddress('/benefit/hzoption', session))
  // The lost exchange was made: the reload shows the balance 9,800 红钻 lower.
  await expect(page.getByTestId('red-balance')).toHaveText('119,000')
  await exchange()
  await expectToast(page, '兑换成功，获得 980 钻石')
  await expect(page.getByTestId('red-balance')).toHaveText('119,000')
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
})

test('exchange: an option withdrawn meanwhile says so; one above the balance sends nothing', async ({ page }) => {
  await openAsScenarioUser(page, '/benefit/hzoption', 'benefit-option-withdrawn')
  await page.getByRole('radio', { name: '980钻石，需9800红钻' }).click()
  await page.getByRole('button', { name: '立即兑换' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认兑换' }).click()
  await expect(page.getByRole('alert')).toHaveText('该兑换档位已下架，请重新选择')

  await openAsScenarioUser(page, '/benefit/hzoption', 'benefit-low-red')
  let sent = 0
  await page.route('**/v1/benefit/exchange', (route) => ((sent += 1), route.continue()))
  // Dimmed and marked 红钻不足: a tap on it (forced past Playwright's wait for an enabled control) chooses nothing.
  await page.getByRole('radio', { name: /60钻石，需600红钻，红钻不足/ }).click({ force: true })
  await expect(page.getByRole('button', { name: '立即兑换' })).toBeDisabled()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(sent).toBe(0)
})

test('the daily reward: claimed once, and claimed it stays', async ({ page }) => {
  await openAsScenarioUser(page, '/benefit/login', 'benefit-center')
  await page.getByRole('button', { name: '立即领取' }).click()
  await expect(page.getByRole('button', { name: '今日已领取' })).toBeDisabled()
  // Back from a native page: the account loads again, and the server kept the claim.
  const loaded = page.waitForResponse('**/v1/benefit/account')
  await callPage(page, 'onPageActive')
  await loaded
  await expect(page.getByRole('button', { name: '今日已领取' })).toBeDisabled()

  await openAsScenarioUser(page, '/benefit/login', 'benefit-claimed-today')
  await expect(page.getByRole('button', { name: '今日已领取' })).toBeDisabled()
  await expect(page.getByText(/已连续领取 3 天/)).toBeVisible()
})

test('a reward to claim is claimed once', async ({ page }) => {
  await openAsScenarioUser(page, '/benefit/lz', 'benefit-center')
  const first = page.getByRole('listitem').filter({ hasText: '完成首次开播任务' })
  await first.getByRole('button', { name: '领取', exact: true }).click()
  await expect(first).toContainText('已领取')
  await expect(page.getByRole('button', { name: '领取', exact: true })).toHaveCount(2)
})

test('giving: native picks the friend, then the amount, then a confirmation naming them', async ({ page }) => {
  await openAsScenarioUser(page, '/benefit/zs', 'benefit-center')
  await page.getByRole('button', { name: '选择好友' }).click()
  await expect.poll(async () => (await nativeCalls(page)).map((call) => call.op)).toContain('selectUserFromRelationList')
  await expect(page.getByText('星河主播')).toBeVisible()
  const amount = page.getByLabel('赠送数量')
  await amount.fill('999999')
  await page.getByRole('button', { name: '赠送' }).click()
  await expect(page.getByText('红钻余额不足')).toBeVisible()
  await amount.fill('100')
  await page.getByRole('button', { name: '赠送' }).click()
  await expect(page.getByRole('dialog')).toContainText('将 100 红钻赠送给「星河主播」')
  await page.getByRole('dialog').getByRole('button', { name: '确认赠送' }).click()
  await expect(page.getByRole('heading', { name: /赠送成功/ })).toBeVisible()
})

test.describe('with teen mode on', () => {
  test.use({ native: { platform: 'ios', teen: { open: true, pin: '0427', age: 1 } } })

  test('giving is refused, as recharge is, with the ways back', async ({ page }) => {
    await openAsScenarioUser(page, '/benefit/zs', 'benefit-center')
    await expect(page.getByRole('heading', { name: '青少年模式下不能赠送红钻' })).toBeVisible()
    await expect(page.getByRole('button', { name: '选择好友' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: '返回福利中心' })).toBeVisible()
  })
})

test('a minor cannot give', async ({ page }) => {
  await openAsScenarioUser(page, '/benefit/zs', 'benefit-minor')
  await expect(page.getByRole('heading', { name: '未成年人不能赠送红钻' })).toBeVisible()
  await expect(page.getByRole('button', { name: '选择好友' })).toHaveCount(0)
})
