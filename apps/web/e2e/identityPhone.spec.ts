import { MOCK_PHONES } from '@h5/mock-backend'
import type { Page } from '@playwright/test'
import { expect, nativeCalls, test } from './fixtures'
import { freshPhone } from './freshPhone'
import { openAsScenarioUser } from './scenarioUser'

/**
 * The phone pages in Chromium against the simulator, each test as a fresh scenario user
 * (packages/mock-backend/src/scenarios/identity.ts, `phone-*`). The simulated gateway limits sends per number
 * across all users, so every test binds a number of its own (./freshPhone.ts).
 */

/** The first step of a change: the code sent to the bound phone, and 下一步. */
async function proveOwner(page: Page) {
  await expect(page.getByText('验证码将发送至138****8000')).toBeVisible()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('验证码已发送至138****8000')).toBeVisible()
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByLabel('手机号', { exact: true })).toBeVisible()
}

async function sendCode(page: Page, phone: string) {
  await page.getByLabel('手机号', { exact: true }).fill(phone)
  await page.getByRole('button', { name: '获取验证码' }).click()
}

test('/oauth/phone opens nav; the change sends a code to the new number and binds it', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/phone', 'phone-bound')
  await expect(page).toHaveURL(/\/oauth\/phone\/nav$/)
  await expect(page.getByText('138****8000')).toBeVisible()
  await page.getByRole('link', { name: /更换手机号/ }).click()
  await expect(page.getByRole('heading', { name: '更换手机号' })).toBeVisible()
  await proveOwner(page)
  const phone = freshPhone('139')
  await sendCode(page, phone)
  await expect(page.getByText(/验证码已发送至139\*{4}\d{4}，今日还可发送9次/)).toBeVisible()
  await expect(page.getByRole('button', { name: /\d+秒后重发/ })).toBeDisabled()
  await page.getByLabel('验证码').fill('000000')
  await page.getByRole('button', { name: '确认更换' }).click()
  await expect(page.getByText('验证码错误，请重新输入')).toBeVisible()
  await expect(page.getByLabel('验证码')).toHaveValue('')
  await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(phone)
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '确认更换' }).click()
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`
  await expect(page.getByText(`已绑定新手机号 ${masked}，下次登录请使用新手机号`)).toBeVisible()
  await page.getByRole('button', { name: '完成' }).click()
  await expect(page).toHaveURL(/\/oauth\/phone\/nav$/)
  await expect(page.getByText(masked)).toBeVisible()
})

test('a number bound to another account is named under the number, which stays', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/phone/newphone', 'phone-bound')
  await proveOwner(page)
  await sendCode(page, MOCK_PHONES.boundElsewhere)
  await expect(page.getByText('该手机号已绑定其他账号')).toBeVisible()
  await expect(page.getByLabel('手机号', { exact: true })).toHaveValue(MOCK_PHONES.boundElsewhere)
})

test('the day’s sends used up: the server’s limit is said', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/phone/newphone', 'phone-bound')
  await proveOwner(page)
  await sendCode(page, MOCK_PHONES.quotaUsed)
  await expect(page.getByRole('alert')).toHaveText('今日验证码发送次数已达上限，请明天再试')
})

test('another region from the picker', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/phone/newphone', 'phone-bound')
  await proveOwner(page)
  await page.getByRole('button', { name: /国家或地区/ }).click()
  await page.getByRole('button', { name: '中国澳门 +853' }).click()
  await sendCode(page, freshPhone('6', 8))
  await expect(page.getByText(/验证码已发送至6\d\d\*{4}\d{4}/)).toBeVisible()
})

test('no number bound: nav offers to bind one', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/phone/nav', 'phone-unbound')
  await expect(page.getByText('尚未绑定手机号')).toBeVisible()
  await expect(page.getByRole('link', { name: /绑定手机号/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /原手机号已停用/ })).toHaveCount(0)
})

test('a lost number: nav leads to manual review; the photo from uploadPhotos, the reason, the new number’s code, then under review', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/phone/nav', 'phone-bound')
  await page.getByRole('link', { name: /原手机号已停用/ }).click()
  await expect(page.getByRole('heading', { name: '人工审核', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: '人工审核需要你的证件照片' })).toBeVisible()
  await page.getByRole('button', { name: '同意并继续' }).click()
  await expect(page.getByRole('img', { name: /证件正面示例/ })).toBeVisible()
  const phone = freshPhone('139')
  await page.getByLabel('手机号', { exact: true }).fill(phone)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByRole('alert')).toHaveText('请上传证件照片')
  await expect(page.getByLabel('验证码')).toHaveValue('')
  await page.getByRole('button', { name: /身份证人像面/ }).click()
  await expect(page.getByRole('button', { name: /身份证人像面.*已上传/ })).toBeVisible()
  await page.getByLabel('原因', { exact: true }).fill('原手机号已停用，无法接收验证码')
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('申请已提交，等待审核')).toBeVisible()
  await expect(page.getByText(`审核将在3个工作日内完成，通过后将为你绑定新手机号 ${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible()
})

test('manual review: under review, and rejected with the reason and a new request', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/phone/mancheck', 'phone-review-pending')
  await expect(page.getByText('申请已提交，等待审核')).toBeVisible()
  await openAsScenarioUser(page, '/oauth/phone/mancheck', 'phone-review-rejected')
  await expect(page.getByText('证件照片不清晰，请重新拍摄')).toBeVisible()
  await page.getByRole('button', { name: '重新申请' }).click()
  await page.getByRole('button', { name: '同意并继续' }).click()
  await expect(page.getByRole('button', { name: '提交审核' })).toBeVisible()
})

test('a change proves the bound number first: no new number before its code, and a wrong code stays there', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/phone/newphone', 'phone-bound')
  await expect(page.getByText('为保护你的账号安全，更换前请先验证当前绑定的手机号 138****8000。')).toBeVisible()
  await expect(page.getByLabel('手机号', { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByLabel('验证码').fill('000000')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('验证码错误，请重新输入')).toBeVisible()
  await expect(page.getByLabel('手机号', { exact: true })).toHaveCount(0)
})

test('a lost number: a verified user proves it by face after the consent, then binds the new one', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/phone/newphone', 'phone-verified')
  await page.getByRole('button', { name: '原手机号无法接收验证码？' }).click()
  await page.getByRole('button', { name: /刷脸验证/ }).click()
  await expect(page.getByRole('heading', { name: '刷脸验证需要你的人脸信息' })).toBeVisible()
  await page.getByRole('button', { name: '同意并继续' }).click()
  await page.getByRole('button', { name: '开始人脸识别' }).click()
  const phone = freshPhone('139')
  await sendCode(page, phone)
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '确认更换' }).click()
  await expect(page.getByText(`已绑定新手机号 ${phone.slice(0, 3)}****${phone.slice(-4)}，下次登录请使用新手机号`)).toBeVisible()
  expect((await nativeCalls(page)).filter((call) => call.op === 'faceVerify')).toHaveLength(1)
})

test('a lost number of a user not verified: manual review is the way', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/phone/newphone', 'phone-bound')
  await page.getByRole('button', { name: '原手机号无法接收验证码？' }).click()
  await expect(page.getByRole('button', { name: /刷脸验证/ })).toHaveCount(0)
  await page.getByRole('link', { name: /申请人工审核/ }).click()
  await expect(page).toHaveURL(/\/oauth\/phone\/mancheck$/)
})
