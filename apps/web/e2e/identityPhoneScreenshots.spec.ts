import { MOCK_PHONES, scenarioSession } from '@h5/mock-backend'
import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/**
 * Screenshots of every state of the phone pages, 认证设置 and the web login (issue 16) at 390x844 for the design review, each as a fresh scenario
 * user inside the iOS app (the fixture's fake native).
 */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('nav: bound and unbound', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth/phone/nav', 'phone-bound')
  await expect(page.getByText('138****8000')).toBeVisible()
  await reviewShot(page, testInfo, 'phone-nav')
  await openAsScenarioUser(page, '/oauth/phone/nav', 'phone-unbound')
  await expect(page.getByText('尚未绑定手机号')).toBeVisible()
  await reviewShot(page, testInfo, 'phone-nav-unbound')
})

test('newphone: empty, picker, sent, wrong code, bound elsewhere, done', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth/phone/newphone', 'phone-bound')
  await expect(page.getByRole('button', { name: '确认更换' })).toBeVisible()
  await reviewShot(page, testInfo, 'newphone-empty')
  await page.getByRole('button', { name: /国家或地区/ }).click()
  await expect(page.getByRole('button', { name: '中国香港 +852' })).toBeVisible()
  await reviewShot(page, testInfo, 'newphone-picker')
  await page.getByRole('button', { name: '取消' }).click()
  await page.getByLabel('手机号', { exact: true }).fill(MOCK_PHONES.boundElsewhere)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('该手机号已绑定其他账号')).toBeVisible()
  await reviewShot(page, testInfo, 'newphone-bound-elsewhere')
  const phone = `137${String(process.pid % 100_000_000).padStart(8, '0')}`
  await page.getByLabel('手机号', { exact: true }).fill(phone)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText(/验证码已发送至/)).toBeVisible()
  await page.getByLabel('验证码').fill('000000')
  await page.getByRole('button', { name: '确认更换' }).click()
  await expect(page.getByText('验证码错误，请重新输入')).toBeVisible()
  await reviewShot(page, testInfo, 'newphone-wrong-code')
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '确认更换' }).click()
  await expect(page.getByText('手机号已更换')).toBeVisible()
  await reviewShot(page, testInfo, 'newphone-done')
})

test('认证设置: verified, not verified', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth/config', 'realname-verified')
  await expect(page.getByText('1101**********1239', { exact: false })).toBeVisible()
  await reviewShot(page, testInfo, 'config-verified')
  await openAsScenarioUser(page, '/oauth/config', 'phone-unbound')
  await expect(page.getByText('未绑定')).toBeVisible()
  await reviewShot(page, testInfo, 'config-none')
})

test.describe('the web login in a browser', () => {
  test.use({ native: { platform: 'none' } })

  test('login: empty, code sent, wrong code', async ({ page }, testInfo) => {
    await page.goto('/login?redirect=%2Foauth%2Fconfig')
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible()
    await reviewShot(page, testInfo, 'login-empty')
    await page.getByLabel('手机号', { exact: true }).fill(`135${String(process.pid % 100_000_000).padStart(8, '0')}`)
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByText(/验证码已发送至/)).toBeVisible()
    await reviewShot(page, testInfo, 'login-sent')
    await page.getByLabel('验证码').fill('000000')
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByText('验证码错误，请重新输入')).toBeVisible()
    await reviewShot(page, testInfo, 'login-wrong-code')
  })
})

test('mancheck: the form, under review, rejected', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth/phone/mancheck', 'phone-bound')
  await expect(page.getByRole('button', { name: '提交审核' })).toBeVisible()
  await page.getByRole('button', { name: /身份证人像面/ }).click()
  await expect(page.getByRole('button', { name: /身份证人像面.*已上传/ })).toBeVisible()
  await page.getByLabel('原因', { exact: true }).fill('原手机号已停用，无法接收验证码')
  await reviewShot(page, testInfo, 'mancheck-form')
  await openAsScenarioUser(page, '/oauth/phone/mancheck', 'phone-review-pending')
  await expect(page.getByText('申请已提交，等待审核')).toBeVisible()
  await reviewShot(page, testInfo, 'mancheck-reviewing')
  await openAsScenarioUser(page, '/oauth/phone/mancheck', 'phone-review-rejected')
  await expect(page.getByText('审核未通过')).toBeVisible()
  await reviewShot(page, testInfo, 'mancheck-rejected')
})

test.describe('mancheck in a browser', () => {
  test.use({ native: { platform: 'none' } })

  test('the photo tile of the object-store upload', async ({ page }, testInfo) => {
    const session = scenarioSession('phone-bound')
    await page.addInitScript((tokens) => sessionStorage.setItem('h5:web-login', JSON.stringify({ ...tokens, userID: null })), {
      accessToken: session.accessToken,
      openID: session.openID,
    })
    await page.goto('/oauth/phone/mancheck')
    await expect(page.getByLabel('身份证人像面')).toBeEnabled()
    await reviewShot(page, testInfo, 'mancheck-form-browser')
  })
})
