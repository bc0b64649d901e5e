import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/**
 * Screenshots of every account-cancellation state at 390x844 for the design review, each as a fresh
 * scenario user inside the iOS app (the fixture's fake native).
 */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('notice, check (met, blocked, balance), code, done', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/account/cancellation', 'cancel-ready')
  await expect(page.getByText('无进行中的提现')).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-notice', true)
  await page.getByRole('button', { name: '《账号注销协议》' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-agreement')
  await page.getByRole('dialog').getByRole('button', { name: '同意' }).click()
  await page.getByRole('button', { name: '申请注销' }).click()
  await expect(page.getByText('你的账号已满足注销条件。')).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-check-ready')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('验证码将发送至138****8000')).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-code-before-send')
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('验证码已发送至138****8000')).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-code')

  await openAsScenarioUser(page, '/account/cancellation/check', 'cancel-blocked')
  await expect(page.getByText('请先转让公会会长身份或解散公会')).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-check-blocked', true)

  await openAsScenarioUser(page, '/account/cancellation/check', 'cancel-balance')
  await expect(page.getByRole('button', { name: /放弃剩余余额与钻石/ })).toContainText('¥88.88')
  await reviewShot(page, testInfo, 'cancellation-check-balance', true)
  await page.getByRole('button', { name: /放弃剩余余额与钻石/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-waive-confirm')

  await openAsScenarioUser(page, '/account/cancellation', 'cancel-balance')
  await expect(page.getByText('你的余额¥88.88和100000钻石及礼物收益将被清空')).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-notice-balance', true)

  await openAsScenarioUser(page, '/account/cancellation/done', 'cancel-pending')
  await expect(page.getByText(/冷静期还剩12天/)).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-done')
  await page.getByRole('button', { name: '撤销注销' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-withdraw-confirm')
  await page.getByRole('dialog').getByRole('button', { name: '撤销注销' }).click()
  await expect(page.getByText('已撤销注销申请')).toBeVisible()
  await reviewShot(page, testInfo, 'cancellation-withdrawn')
})

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the amounts given up and the days left fit', async ({ page }, testInfo) => {
    await openAsScenarioUser(page, '/account/cancellation/check', 'cancel-balance')
    await expect(page.getByRole('button', { name: /放弃剩余余额与钻石/ })).toContainText('¥88.88')
    await reviewShot(page, testInfo, 'cancellation-check-balance-320', true)
    await openAsScenarioUser(page, '/account/cancellation/done', 'cancel-pending')
    await expect(page.getByText(/冷静期还剩12天/)).toBeVisible()
    await reviewShot(page, testInfo, 'cancellation-done-320')
  })
})
