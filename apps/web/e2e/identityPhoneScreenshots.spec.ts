import { MOCK_CAPTCHA, MOCK_PHONES, scenarioSession } from '@h5/mock-backend'
import { expect, test } from './fixtures'
import { freshPhone } from './freshPhone'
import { expectNothingLeftOfTheScreen } from './nothingLeftOfTheScreen'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'
import { serveUploadedPhotos } from './uploadedPhotos'

/**
 * Screenshots of every state of the phone pages, 认证设置 and the web login at 390x844 for the design review, each as a fresh scenario
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

test('newphone: the bound number proven, empty, picker, sent, wrong code, bound elsewhere, done', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth/phone/newphone', 'phone-bound')
  await expect(page.getByText('验证码将发送至138****8000')).toBeVisible()
  await reviewShot(page, testInfo, 'newphone-owner')
  await page.getByRole('button', { name: '原手机号无法接收验证码？' }).click()
  await expect(page.getByRole('link', { name: /申请人工审核/ })).toBeVisible()
  await reviewShot(page, testInfo, 'newphone-owner-lost', true)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('验证码已发送至138****8000')).toBeVisible()
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '下一步' }).click()
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
  const phone = freshPhone('137')
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

test('newphone: a lost number proven by face, for a verified user', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth/phone/newphone', 'phone-verified')
  await page.getByRole('button', { name: '原手机号无法接收验证码？' }).click()
  await expect(page.getByRole('button', { name: /刷脸验证/ })).toBeVisible()
  await reviewShot(page, testInfo, 'newphone-owner-lost-verified', true)
  await page.getByRole('button', { name: /刷脸验证/ }).click()
  await expect(page.getByRole('heading', { name: '刷脸验证需要你的人脸信息' })).toBeVisible()
  await reviewShot(page, testInfo, 'newphone-face-consent', true)
  await page.getByRole('button', { name: '同意并继续' }).click()
  await expect(page.getByRole('button', { name: '开始人脸识别' })).toBeVisible()
  await reviewShot(page, testInfo, 'newphone-face')
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

  test('login: empty, agreements not accepted, code sent, wrong code', async ({ page }, testInfo) => {
    await page.goto('/login?redirect=%2Foauth%2Fconfig')
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible()
    await reviewShot(page, testInfo, 'login-empty')
    await page.getByLabel('手机号', { exact: true }).fill(freshPhone('135'))
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeVisible()
    await reviewShot(page, testInfo, 'login-agreements-asked')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByText(/验证码已发送至/)).toBeVisible()
    await reviewShot(page, testInfo, 'login-sent')
    await page.getByLabel('验证码').fill('000000')
    await page.getByRole('button', { name: '登录' }).click()
    await expect(page.getByText('验证码错误，请重新输入')).toBeVisible()
    await reviewShot(page, testInfo, 'login-wrong-code')
  })

  test('login: the captchas the server asks for, and the voice code', async ({ page }, testInfo) => {
    await page.goto('/login')
    await page.getByRole('checkbox').check()
    await page.getByLabel('手机号', { exact: true }).fill(freshPhone(MOCK_CAPTCHA.imagePrefix))
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByRole('dialog', { name: '安全验证' }).getByRole('img', { name: '图形验证码' })).toBeVisible()
    await reviewShot(page, testInfo, 'login-captcha-image')
    await page.getByRole('button', { name: '换一张' }).click()
    await page.getByLabel('图中字符').fill('ABCD')
    await page.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText('验证未通过，请重试')).toBeVisible()
    await reviewShot(page, testInfo, 'login-captcha-wrong')
    await page.keyboard.press('Escape')

    await page.getByLabel('手机号', { exact: true }).fill(freshPhone(MOCK_CAPTCHA.slidePrefix))
    await page.getByRole('button', { name: '获取验证码' }).click()
    await page.getByLabel('拼图位置').fill('120')
    await reviewShot(page, testInfo, 'login-captcha-slide')
    await page.getByLabel('拼图位置').fill(String(MOCK_CAPTCHA.slideX))
    await page.getByRole('button', { name: '确定' }).click()
    await expect(page.getByText(/验证码已发送至/)).toBeVisible()

    // The simulator's 60 s wait runs on the server's clock: these sends answer a 1 s wait to reach 语音验证码.
    await page.route('**/v1/login/sms', (route) =>
      route.fulfill({ json: { errno: 0, data: { resendAfterSeconds: 1, dailyLeft: 8, maskedPhone: '133****0000' } } }),
    )
    await page.goto('/login')
    await page.getByRole('checkbox').check()
    await page.getByLabel('手机号', { exact: true }).fill(freshPhone('133'))
    await page.getByRole('button', { name: '获取验证码' }).click()
    await expect(page.getByRole('button', { name: '语音验证码' })).toBeVisible()
    await reviewShot(page, testInfo, 'login-voice-offered')
    await page.getByRole('button', { name: '语音验证码' }).click()
    await expect(page.getByText('将致电133****0000播报验证码，请留意来电，今日还可发送8次')).toBeVisible()
    await reviewShot(page, testInfo, 'login-voice-code')
  })

  test('a page a web login opens, outside the app: 登录 beside 下载 App', async ({ page }, testInfo) => {
    await page.goto('/oauth/phone/nav')
    await expect(page.getByRole('link', { name: '登录' })).toBeVisible()
    await reviewShot(page, testInfo, 'open-in-app-login')
  })
})

test('mancheck: the consent, the form, under review, rejected', async ({ page }, testInfo) => {
  await serveUploadedPhotos(page)
  await openAsScenarioUser(page, '/oauth/phone/mancheck', 'phone-bound')
  await expect(page.getByRole('heading', { name: '人工审核需要你的证件照片' })).toBeVisible()
  await reviewShot(page, testInfo, 'mancheck-consent', true)
  await page.getByRole('button', { name: '同意并继续' }).click()
  await expect(page.getByRole('button', { name: '提交审核' })).toBeVisible()
  await page.getByRole('button', { name: /身份证人像面/ }).click()
  await expect(page.getByRole('button', { name: /身份证人像面.*已上传/ })).toBeVisible()
  await page.getByLabel('原因', { exact: true }).fill('原手机号已停用，无法接收验证码')
  await reviewShot(page, testInfo, 'mancheck-form', true)
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
    await page.getByRole('button', { name: '同意并继续' }).click()
    await expect(page.getByLabel('身份证人像面')).toBeEnabled()
    await reviewShot(page, testInfo, 'mancheck-form-browser')
  })
})

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('newphone: the proof of the bound number and its other ways fit', async ({ page }, testInfo) => {
    await openAsScenarioUser(page, '/oauth/phone/newphone', 'phone-verified')
    await expect(page.getByText('验证码将发送至138****8000')).toBeVisible()
    await page.getByRole('button', { name: '原手机号无法接收验证码？' }).click()
    await expect(page.getByRole('button', { name: /刷脸验证/ })).toBeVisible()
    await expectNothingLeftOfTheScreen(page, 'newphone-owner-lost-320')
    await reviewShot(page, testInfo, 'newphone-owner-lost-320', true)
  })

  test.describe('in a browser', () => {
    test.use({ native: { platform: 'none' } })

    test('login: the agreements asked, and the slide captcha, fit', async ({ page }, testInfo) => {
        await page.goto('/login')
      await page.getByLabel('手机号', { exact: true }).fill(freshPhone(MOCK_CAPTCHA.slidePrefix))
      await page.getByRole('button', { name: '获取验证码' }).click()
      await expect(page.getByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeVisible()
      await reviewShot(page, testInfo, 'login-agreements-asked-320')
      await page.getByRole('checkbox').check()
      await page.getByRole('button', { name: '获取验证码' }).click()
      await page.getByLabel('拼图位置').fill('120')
      await expectNothingLeftOfTheScreen(page, 'login-captcha-slide-320')
      await reviewShot(page, testInfo, 'login-captcha-slide-320')
    })

    test('a page a web login opens: 登录 beside 下载 App fits', async ({ page }, testInfo) => {
      await page.goto('/account/cancellation')
      await expect(page.getByRole('link', { name: '登录' })).toBeVisible()
      await reviewShot(page, testInfo, 'open-in-app-login-320')
    })
  })
})
