import { MOCK_SMS_CODE } from '@h5/mock-backend'
import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/**
 * Screenshots of every cash-out state at 390x844 for the design review, each as a fresh scenario user
 * inside the app (the fixture's fake native).
 */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('home through every gate', async ({ page }, testInfo) => {
  for (const [scenario, text, name] of [
    ['cashout-unverified', '请先完成实名认证', 'cashout-gate-realname'],
    ['cashout-no-phone', '请先绑定手机号', 'cashout-gate-phone'],
    ['cashout-no-wechat', '请先绑定微信', 'cashout-gate-wechat'],
    ['cashout-closed', '当前不在提现时间内', 'cashout-gate-window'],
    ['cashout-times-used', '本月提现次数已用完', 'cashout-gate-times'],
    ['cashout-low-balance', '可提现金额不足', 'cashout-gate-balance'],
  ] as const) {
    await openAsScenarioUser(page, '/wxcash', scenario)
    await expect(page.getByRole('heading', { name: text })).toBeVisible()
    await reviewShot(page, testInfo, name)
  }
  await openAsScenarioUser(page, '/wxcash', 'cashout-ready')
  await expect(page.getByRole('button', { name: '立即提现' })).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-home')
})

test('amount, preview, refusal, result, detail, records, option', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/wxcash/cash', 'cashout-ready')
  await expect(page.getByLabel('提现金额', { exact: true })).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-amount-empty')
  await page.getByLabel('提现金额', { exact: true }).fill('100')
  await expect(page.getByTestId('arrival')).toHaveText('¥97.00')
  await reviewShot(page, testInfo, 'cashout-amount-preview')
  await page.getByLabel('提现金额', { exact: true }).fill('5')
  await page.getByRole('button', { name: '确认提现' }).click()
  await expect(page.getByText('金额不能少于10.00元')).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-amount-below-minimum')
  await page.getByLabel('提现金额', { exact: true }).fill('100')
  await page.getByRole('button', { name: '确认提现' }).click()
  const sheet = page.getByRole('dialog', { name: '确认提现' })
  await sheet.getByRole('button', { name: '获取验证码' }).click()
  await expect(sheet.getByText(/验证码已发送至/)).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-confirm-sheet')
  await sheet.getByRole('textbox', { name: /验证码/ }).fill(MOCK_SMS_CODE)
  await sheet.getByRole('button', { name: '确认提现' }).click()
  await expect(page.getByRole('heading', { name: /提现申请已提交/ })).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-submitted')
  await page.getByRole('link', { name: '查看进度' }).click()
  await expect(page.getByRole('list', { name: '提现进度' })).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-detail-submitted')

  await openAsScenarioUser(page, '/wxcash/cashdetail?id=wd_2', 'cashout-ready')
  await expect(page.getByText(/驳回原因/)).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-detail-rejected')
  await openAsScenarioUser(page, '/wxcash/cashdetail?id=wd_1', 'cashout-ready')
  await expect(page.getByText('已到账').first()).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-detail-paid')

  await openAsScenarioUser(page, '/wxcash/cashrecords', 'cashout-history')
  await expect(page.getByText('审核中').first()).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-records')
  await openAsScenarioUser(page, '/wxcash/cashrecords', 'benefit-center')
  await expect(page.getByText('还没有提现记录')).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-records-empty')

  await openAsScenarioUser(page, '/wxcash/cashoption', 'cashout-ready')
  await expect(page.getByText('微信零钱')).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-option')
  await openAsScenarioUser(page, '/wxcash/cash', 'cashout-low-balance')
  await expect(page.getByRole('heading', { name: '可提现金额不足' })).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-amount-low-balance')
  await openAsScenarioUser(page, '/wxcash/cashdetail?id=wd_404', 'cashout-ready')
  await expect(page.getByRole('link', { name: '查看提现记录' })).toBeVisible()
  await reviewShot(page, testInfo, 'cashout-detail-unknown')
})
