import type { Page } from '@playwright/test'
import { MOCK_USER } from '@h5/mock-backend'
import { collectConsoleErrors } from './consoleErrors'
import { callPage, expect, nativeCalls, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { NOON } from './teenHelpers'

/**
 * The bridge console (`/test/bridge`) in Chromium, against the production build with the fake
 * native injected by the fixture: the SDK's real bootstrap (iOS frame, Android ready event) and wire format.
 */
const op = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name }) })

/** Opens the op (unless open), optionally replaces its payload, taps 调用 and returns its result area. */
async function callOp(page: Page, name: string, payload?: string) {
  const item = op(page, name)
  const toggle = item.getByRole('button', { name: new RegExp(`^${name}`) })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  if (payload !== undefined) await item.getByLabel('参数（JSON）').fill(payload)
  await item.getByRole('button', { name: '调用', exact: true }).click()
  return item.locator('output')
}

for (const platform of ['ios', 'android'] as const) {
  test.describe(`in the ${platform} app`, () => {
    test.use({ native: { platform } })

    test('lists the 39 ops and calls one through native, showing result and time', async ({ page }, testInfo) => {
      const errors = collectConsoleErrors(page)
      await page.goto('/test/bridge')
      await expect(page.getByRole('heading', { name: '桥接调试台' })).toBeVisible()
      await expect(page.getByText(platform === 'ios' ? 'iOS App 内' : 'Android App 内')).toBeVisible()
      await expect(page.getByRole('list', { name: '桥接操作' }).getByRole('listitem')).toHaveCount(39)
      await reviewShot(page, testInfo, `bridge-console-top-${platform}`)

      const output = await callOp(page, 'getCurrentUserInfo')
      await expect(output).toContainText('成功')
      await expect(output).toContainText(`"nickName": "${MOCK_USER.nickName}"`)
      // The user's credentials are named but never shown (screenshots of the console travel).
      await expect(output).toContainText('"openID": "[Filtered]"')
      await expect(output).not.toContainText(MOCK_USER.accessToken)
      await expect(output).toContainText(/\d+(\.\d)? ms/)
      expect(await nativeCalls(page)).toContainEqual({ op: 'getCurrentUserInfo', data: {} })

      await reviewShot(page, testInfo, `bridge-console-${platform}`)
      expect(errors).toEqual([])
    })

    test('sends the edited payload and shows native’s errcode and errmsg', async ({ page }) => {
      await page.goto('/test/bridge')
      const output = await callOp(page, 'teenagerSwitch', '{ "open": false, "password": "1111" }')
      // The simulated app starts with teen mode off: turning it off again succeeds.
      await expect(output).toContainText('成功')
      await callOp(page, 'teenagerSwitch', '{ "open": true, "password": "0427", "age": 1 }')
      await expect(output).toContainText('成功')
      await callOp(page, 'teenagerSwitch', '{ "open": false, "password": "1111" }')
      await expect(output).toContainText('失败')
      await expect(output).toContainText('4001')
      await expect(output).toContainText('密码错误')
      expect((await nativeCalls(page)).map((call) => call.data)).toEqual([
        { open: false, password: '1111' },
        { open: true, password: '0427', age: 1 },
        { open: false, password: '1111' },
      ])
    })

    test('refuses a payload that is not a JSON object, in Chinese, without calling native', async ({ page }) => {
      await page.goto('/test/bridge')
      const output = await callOp(page, 'showToast', '{ message: 你好 }')
      await expect(output).toHaveText('参数不是合法的 JSON，请检查引号、逗号和括号')
      await callOp(page, 'showToast', '[1, 2]')
      await expect(output).toHaveText('参数必须是 JSON 对象，例如 {}')
      expect(await nativeCalls(page)).toEqual([])
    })

    test('answers native’s getShareInfo and logs the events native sends', async ({ page }) => {
      await page.goto('/test/bridge')
      await expect(page.getByRole('heading', { name: '桥接调试台' })).toBeVisible()
      await expect(callPage(page, 'getShareInfo')).resolves.toMatchObject({ title: '桥接调试台', link: `${new URL(page.url()).href}` })
      await callPage(page, 'onPageActive')
      await expect(page.getByRole('listitem').filter({ hasText: 'shareInfo：App 获取分享信息' })).toBeVisible()
      await expect(page.getByRole('listitem').filter({ hasText: 'pageActive：页面回到前台' })).toBeVisible()

      await expect(callPage(page, 'onBackPressed')).resolves.toEqual({ handled: false })
      await page.getByLabel('接管返回键（记录 backPressed，不再返回）').check()
      await expect(callPage(page, 'onBackPressed')).resolves.toEqual({ handled: true })
      await expect(page.getByRole('listitem').filter({ hasText: 'backPressed：返回键' })).toBeVisible()
    })
  })
}

test.describe('an app whose teen mode is on (seeded by the fixture)', () => {
  // Noon in Asia/Shanghai (the e2e time zone), so the verdict is the daily limit, never the 22:00–06:00 curfew.
  test.use({ native: { platform: 'ios', teen: { open: true, pin: '0427', age: 1, usedMinutes: 70, now: NOON } } })

  test('answers from the seed, and keeps what the page changed across a reload', async ({ page }) => {
    await page.goto('/test/bridge')
    const canUse = await callOp(page, 'teenagerCanUse')
    await expect(canUse).toContainText('"canUse": false')
    await expect(canUse).toContainText('"reason": "limit"')
    await expect(await callOp(page, 'teenagerSwitch', '{ "open": false, "password": "0427" }')).toContainText('成功')

    await page.reload()
    await expect(await callOp(page, 'teenagerCanUse')).toContainText('"open": false')
  })
})

test.describe('an app that does not answer', () => {
  test.use({ native: { platform: 'ios', hang: ['getAppVersion'], fail: { payV2: { errcode: 4005, errmsg: '支付失败' } } } })

  test('a quick query native never answers fails with 999 after 5 s; a failing op shows its errcode', async ({ page }) => {
    await page.goto('/test/bridge')
    const paid = await callOp(page, 'payV2')
    await expect(paid).toContainText('4005')
    await expect(paid).toContainText('支付失败')
    const version = await callOp(page, 'getAppVersion')
    await expect(version).toHaveText('调用中…')
    await expect(version).toContainText('请保持App为最新版本')
    await expect(version).toContainText('999')
  })
})

test.describe('an app without the bridge', () => {
  test.use({ native: { platform: 'android', noBridge: true } })

  test('every call fails with 999 请保持App为最新版本', async ({ page }) => {
    await page.goto('/test/bridge')
    const output = await callOp(page, 'finish')
    await expect(output).toContainText('999')
    await expect(output).toContainText('请保持App为最新版本')
  })
})

test.describe('in a plain browser', () => {
  test.use({ native: { platform: 'none' } })

  test('uses web fallbacks and says 请在App内打开 for the rest', async ({ page }, testInfo) => {
    await page.goto('/test/bridge')
    await expect(page.getByText('浏览器（App 外）')).toBeVisible()
    await expect(await callOp(page, 'checkWx')).toContainText('"installed": true')
    const version = await callOp(page, 'getAppVersion')
    await expect(version).toContainText('998')
    await expect(version).toContainText('请在App内打开')
    const unsafe = await callOp(page, 'openURLOutApp', '{ "url": "javascript:alert(1)" }')
    await expect(unsafe).toContainText('996')
    await expect(unsafe).toContainText('链接地址不安全')
    await reviewShot(page, testInfo, 'bridge-console-browser')
  })
})
