import { MOCK_SMS_CODE, scenarioSession } from '@h5/mock-backend'
import type { Page } from '@playwright/test'
import { expect, nativeCalls, test } from './fixtures'
import { scenarioAddress } from '../src/dev/scenarioAddress'
import { loseFirstAnswer } from './loseFirstAnswer'
import { openAsScenarioUser } from './scenarioUser'

/**
 * The confirmation sheet: the code sent to the bound phone, typed, then 确认提现 in the sheet. `codeSent`: the
 * code came before (a reload in the middle of the attempt) and is typed from the SMS without asking again.
 */
async function confirmWithCode(page: Page, { codeSent = false } = {}) {
  const sheet = page.getByRole('dialog', { name: '确认提现' })
  await expect(sheet.getByText('实际到账')).toBeVisible()
  const code = sheet.getByRole('textbox', { name: /验证码/ })
  if (codeSent) await code.fill(MOCK_SMS_CODE)
  if ((await code.inputValue()) === '') {
    await sheet.getByRole('button', { name: '获取验证码' }).click()
    await expect(sheet.getByText(/验证码已发送至/)).toBeVisible()
    await code.fill(MOCK_SMS_CODE)
  }
  await sheet.getByRole('button', { name: '确认提现' }).click()
}

/**
 * Cash-out in Chromium against the simulator and the fake native: every gate with the action that
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
  // The bind answered: the page asks the server again, which has the binding now.
  await expect(page.getByRole('button', { name: '立即提现' })).toBeVisible()

  await openAsScenarioUser(page, '/wxcash', 'cashout-low-balance')
  await expect(page.getByRole('heading', { name: '可提现金额不足' })).toBeVisible()
  await expect(page.getByRole('button', { name: '立即提现' })).toHaveCount(0)

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
  await confirmWithCode(page)
  await expect(page.getByRole('heading', { name: /提现申请已提交/ })).toBeVisible()
  await expect(page.getByText(/¥97\.48 预计 .+ 前到账微信零钱/)).toBeVisible()
  await page.getByRole('link', { name: '查看进度' }).click()
  await expect(page.getByText('¥100.50')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: '提交申请' })).toBeVisible()
})

/** Types 123 yuan, taps 确认提现 and confirms in the sheet with the SMS code. */
async function withdraw123(page: Page, { codeSent = false } = {}) {
  await page.getByLabel('提现金额', { exact: true }).fill('123')
  await page.getByRole('button', { name: '确认提现' }).click()
  await confirmWithCode(page, { codeSent })
}

/** Submitted, every try with the same key, and the records hold one withdrawal of 123 more than cashout-ready's two. */
async function expectOneWithdrawal(page: Page, keys: string[]) {
  await expect(page.getByRole('heading', { name: /提现申请已提交/ })).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
  await page.getByRole('link', { name: '完成' }).click()
  await page.getByRole('link', { name: '提现记录' }).click()
  // cashout-ready has two past withdrawals: one more, not two.
  await expect(page.getByText('提现 ¥123.00')).toHaveCount(1)
  await expect(page.locator('.cashout-record')).toHaveCount(3)
}

test('a submit whose answer is lost keeps the amount; 重试 sends the same key and makes one withdrawal', async ({ page }) => {
  await openAsScenarioUser(page, '/wxcash/cash', 'cashout-ready')
  const keys = await loseFirstAnswer(page, '**/v1/cashout/submit')
  await withdraw123(page)
  await expect(page.getByRole('alert')).toContainText('网络不给力')
  await expect(page.getByLabel('提现金额', { exact: true })).toHaveValue('123')
  await page.getByRole('button', { name: '重试' }).click()
  await confirmWithCode(page)
  await expectOneWithdrawal(page, keys)
})

test('a submit whose answer is lost, then a reload: the same amount sends the same key, one withdrawal', async ({ page }) => {
  const session = scenarioSession('cashout-ready')
  await page.goto(scenarioAddress('/wxcash/cash', session))
  const keys = await loseFirstAnswer(page, '**/v1/cashout/submit')
  await withdraw123(page)
  await expect(page.getByRole('alert')).toContainText('网络不给力')
  // The web view reloads (native opens the page again for the same user); the user withdraws the same amount.
  await page.goto(scenarioAddress('/wxcash/cash', session))
  await withdraw123(page, { codeSent: true })
  await expectOneWithdrawal(page, keys)
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
  // What went back, not an arrival and a fee.
  await expect(page.getByText('已退回', { exact: true })).toBeVisible()
  await expect(page.getByText('实际到账')).toHaveCount(0)
  // Back: every page loaded, as it was (no first page of 20 again).
  await page.goBack()
  await expect(rows).toHaveCount(45)
})
