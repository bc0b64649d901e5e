import { MOCK_SMS_CODE } from '@h5/mock-backend'
import { expect, nativeCalls, test } from './fixtures'
import { openAsScenarioUser } from './scenarioUser'

/**
 * Account cancellation in Chromium against the simulator and the fake native, each test as a fresh
 * scenario user of packages/mock-backend/src/scenarios/identity.ts (`cancel-*`).
 */

test('every condition met: notice, agreement, check, SMS code, submitted with the cooling-off period, exitAccount', async ({ page }) => {
  await openAsScenarioUser(page, '/account/cancellation', 'cancel-ready')
  await expect(page.getByText('无进行中的提现')).toBeVisible()
  await expect(page.getByText('提交注销申请后有15天冷静期')).toBeVisible()
  await page.getByRole('button', { name: '申请注销' }).click()
  await expect(page.getByText('请先阅读并同意《账号注销协议》')).toBeVisible()
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '申请注销' }).click()

  await expect(page.getByText('你的账号已满足注销条件。')).toBeVisible()
  await page.getByRole('button', { name: '下一步' }).click()

  await expect(page.getByRole('heading', { name: '注销验证' })).toBeVisible()
  await expect(page.getByText('为确认是你本人操作，我们将向你绑定的手机 138****8000 发送验证码。')).toBeVisible()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('验证码已发送至138****8000')).toBeVisible()
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled()
  await page.getByLabel('验证码').fill(MOCK_SMS_CODE)
  await page.getByRole('button', { name: '确认注销' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认注销' }).click()

  await expect(page.getByRole('heading', { name: /注销申请已提交/ })).toBeVisible()
  await expect(page).toHaveURL(/\/account\/cancellation\/done$/)
  await expect(page.getByText(/冷静期还剩15天，账号将于\d{4}年\d{1,2}月\d{1,2}日永久注销。/)).toBeVisible()
  await expect(page.getByText('冷静期内可随时撤销注销申请，重新登录该账号也会撤销。')).toBeVisible()
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect.poll(async () => (await nativeCalls(page)).filter((call) => call.op === 'exitAccount')).toHaveLength(1)
})

test('a wrong code keeps the user on the code step with the field emptied', async ({ page }) => {
  await openAsScenarioUser(page, '/account/cancellation/code', 'cancel-ready')
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('验证码已发送至138****8000')).toBeVisible()
  await page.getByLabel('验证码').fill('000000')
  await page.getByRole('button', { name: '确认注销' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认注销' }).click()
  await expect(page.getByText('验证码错误，请重新输入')).toBeVisible()
  await expect(page.getByLabel('验证码')).toHaveValue('')
  await expect(page).toHaveURL(/\/account\/cancellation\/code$/)
})

test('conditions not met: each says what to do, 下一步 waits; the code step sends back to the check', async ({ page }) => {
  await openAsScenarioUser(page, '/account/cancellation/check', 'cancel-blocked')
  await expect(page.getByText('以下条件未满足，处理后即可继续注销：')).toBeVisible()
  await expect(page.getByText('请等待提现到账或取消提现后再注销')).toBeVisible()
  await expect(page.getByText('请先转让公会会长身份或解散公会')).toBeVisible()
  await expect(page.getByText('请等待订单完成或申请退款后再注销')).toBeVisible()
  await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled()
  await expect(page.getByRole('button', { name: '我已处理，重新检查' })).toBeEnabled()

  await page.goto('/account/cancellation/code')
  await expect(page).toHaveURL(/\/account\/cancellation\/check$/)
  await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled()
})

test('a balance left may be given up, after a confirmation', async ({ page }) => {
  await openAsScenarioUser(page, '/account/cancellation/check', 'cancel-balance')
  await expect(page.getByText('请先提现余额，或勾选放弃剩余余额与钻石')).toBeVisible()
  await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled()
  await expect(page.getByRole('button', { name: /放弃剩余余额与钻石/ })).toContainText('将放弃余额¥88.88和100000钻石')
  await page.getByRole('button', { name: /放弃剩余余额与钻石/ }).click()
  await expect(page.getByRole('dialog')).toContainText('你将放弃余额¥88.88和100000钻石。')
  await page.getByRole('dialog').getByRole('button', { name: '放弃' }).click()
  await expect(page.getByText('已放弃')).toBeVisible()
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('验证码已发送至138****8000')).toBeVisible()
  await page.getByLabel('验证码').fill(MOCK_SMS_CODE)
  await page.getByRole('button', { name: '确认注销' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认注销' }).click()
  await expect(page.getByRole('heading', { name: /注销申请已提交/ })).toBeVisible()
})

test('a cancellation under way: the notice opens where it stands', async ({ page }) => {
  await openAsScenarioUser(page, '/account/cancellation', 'cancel-pending')
  await expect(page).toHaveURL(/\/account\/cancellation\/done$/)
  await expect(page.getByText(/冷静期还剩12天，账号将于\d{4}年\d{1,2}月\d{1,2}日永久注销。/)).toBeVisible()
})

test('撤销注销 in the cooling-off period: asked once more, then the account stays', async ({ page }) => {
  const tokens = await openAsScenarioUser(page, '/account/cancellation/done', 'cancel-pending')
  await expect(page.getByRole('heading', { level: 1, name: '注销账号' })).toBeVisible()
  await page.getByRole('button', { name: '撤销注销' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '撤销注销' }).click()
  await expect(page.getByText('已撤销注销申请')).toBeVisible()
  const check = await page.request.post('/v1/account/cancellation/check', { data: tokens, headers: { 'X-Client-Id': '1' } })
  expect(((await check.json()) as { data: { pending?: unknown } }).data.pending).toBeUndefined()
})
