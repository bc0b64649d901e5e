import { MOCK_CAPTCHA, MOCK_PEOPLE, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshPhone } from './freshPhone'

/**
 * The identity pages in a plain browser (no app, no native): the web login (/login) and the manual
 * review with uploads straight to the (simulated) object store. Outside the app the session service takes its
 * tokens from a web login only (platform/session/webLoginSession.ts).
 */
test.use({ native: { platform: 'none' } })

/**
 * Opens `path` in the browser as a fresh scenario user who has logged in on the web: the tab holds the user's
 * web login (what /login leaves there), so parallel tests never share a user.
 */
async function openAsWebUser(page: Page, path: string, scenario: ScenarioName) {
  const session = scenarioSession(scenario)
  await page.addInitScript((tokens) => {
    if (!sessionStorage.getItem('h5:web-login')) sessionStorage.setItem('h5:web-login', JSON.stringify({ ...tokens, userID: null }))
  }, { accessToken: session.accessToken, openID: session.openID })
  await page.goto(path)
  return session
}

/** A 1x1 PNG, as a phone's camera would hand over a photo (the type and size are what the page checks). */
const PHOTO = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
}

test('web login: a phone and its code, the tokens in the tab only, then back to redirect', async ({ page }) => {
  const addresses: string[] = []
  page.on('framenavigated', (frame) => addresses.push(frame.url()))
  await page.goto('/login?redirect=%2Foauth%2Fconfig')
  await page.getByLabel('手机号', { exact: true }).fill(freshPhone('134'))
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText(/验证码已发送至134\*{4}\d{4}，今日还可发送\d+次/)).toBeVisible()
  await page.getByLabel('验证码').fill('000000')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('验证码错误，请重新输入')).toBeVisible()
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/oauth\/config$/)
  await expect(page.getByRole('heading', { name: '认证设置' })).toBeVisible()
  await expect(page.getByRole('link', { name: /手机号/ })).toBeVisible()
  const stored = await page.evaluate(() => sessionStorage.getItem('h5:web-login') ?? '')
  const { accessToken } = JSON.parse(stored) as { accessToken: string }
  expect(accessToken).not.toBe('')
  expect(addresses.join('\n')).not.toContain(accessToken)
  await page.reload()
  await expect(page.getByRole('link', { name: /手机号/ })).toBeVisible()
})

test('web login refuses a redirect off the site', async ({ page }) => {
  await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F')
  await page.getByLabel('手机号', { exact: true }).fill(freshPhone('136'))
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
})

test('without a web login a real-name page asks to open the app or log in, and the login comes back to it', async ({ page }) => {
  await page.goto('/oauth/v2/manual?from=cash')
  await expect(page.getByText('请在 App 内打开', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: '下载 App' })).toBeVisible()
  await page.getByRole('link', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Foauth%2Fv2%2Fmanual%3Ffrom%3Dcash$/)
  await page.getByLabel('手机号', { exact: true }).fill(freshPhone('135'))
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/oauth\/v2\/manual\?from=cash$/)
  await expect(page.getByRole('heading', { name: '人工认证', exact: true })).toBeVisible()
})

test('the quick path, which needs the app, offers no login', async ({ page }) => {
  await page.goto('/oauth/v2/quick')
  await expect(page.getByText('请在 App 内打开', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: '登录' })).toHaveCount(0)
})

test('web login: nothing is sent before the agreements are accepted; the box starts unticked and links them', async ({ page }) => {
  let sends = 0
  page.on('request', (request) => void (new URL(request.url()).pathname === '/v1/login/sms' && (sends += 1)))
  await page.goto('/login')
  await expect(page.getByRole('checkbox')).not.toBeChecked()
  await page.getByLabel('手机号', { exact: true }).fill(freshPhone('133'))
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByText('请先阅读并同意《用户协议》和《隐私政策》')).toBeVisible()
  expect(sends).toBe(0)
  await page.getByRole('button', { name: '《隐私政策》' }).click()
  await expect(page).toHaveURL(/\/agreement\/privacy$/)
})

test('web login: the server asks for a slide captcha first; the piece slid into the gap sends the code', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('手机号', { exact: true }).fill(freshPhone(MOCK_CAPTCHA.slidePrefix))
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: '获取验证码' }).click()
  const dialog = page.getByRole('dialog', { name: '安全验证' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('拼图位置').fill('40')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByText('验证未通过，请重试')).toBeVisible()
  await dialog.getByLabel('拼图位置').fill(String(MOCK_CAPTCHA.slideX))
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText(new RegExp(`验证码已发送至${MOCK_CAPTCHA.slidePrefix}\\*{4}\\d{4}`))).toBeVisible()
})

test('manual in a browser: the photos go to the object store, then the SMS code and the review', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const addresses: string[] = []
  page.on('framenavigated', (frame) => addresses.push(frame.url()))
  await openAsWebUser(page, '/oauth/v2/manual', 'realname-none')
  await page.getByRole('button', { name: '同意并继续' }).click()
  await page.getByLabel('姓名').fill(MOCK_PEOPLE.adult.realName)
  await page.getByLabel('证件号码').fill(MOCK_PEOPLE.adult.idNumber)
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByRole('img', { name: /手持证件照示例/ })).toBeVisible()
  for (const side of ['证件正面（照片面）', '证件反面', '手持证件照']) {
    // The tiles open once the upload policy (its size limit) is there.
    await expect(page.getByLabel(side, { exact: true })).toBeEnabled()
    await page.getByLabel(side, { exact: true }).setInputFiles(PHOTO)
    await expect(page.getByRole('status').filter({ hasText: `${side}已上传` })).toBeAttached()
  }
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('资料已提交，等待审核')).toBeVisible()
  const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }))
  for (const secret of [MOCK_PEOPLE.adult.idNumber, MOCK_PEOPLE.adult.realName]) {
    expect(stored).not.toContain(secret)
    expect(logged.join('\n')).not.toContain(secret)
    expect([...addresses, page.url()].join('\n')).not.toContain(encodeURIComponent(secret))
  }
})
