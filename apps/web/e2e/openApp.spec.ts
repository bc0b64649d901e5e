import { expect, test, type Page } from '@playwright/test'
import { APP_USER_AGENTS } from '../src/dev/appUserAgents'
import { nativeCalls, test as inApp } from './fixtures'
import { installClock } from './installClock'
import { reviewShot } from './reviewShot'

/**
 * Opening the app from a web page (docs/architecture.md, "Opening the app from a web page") in each browser, on the
 * gallery's demo (/test/comp, section 打开 App): a room 10086 shared with the inviter's code AB12CD by text message
 * (channel dx). The e2e build's app link is `h5test://open` and its universal-link host applink.example.com
 * (package.json `e2e:build`). "Installed" is the page going to the background after the link, as when the app
 * takes over; "not installed" is the page staying in front.
 */
const TARGET_QUERY = 'room=10086&inviteCode=AB12CD&channel=dx'

/** The gallery with the page's clock stopped, so the 2 s wait runs when the test says. */
async function openDemo(page: Page): Promise<void> {
  const stopClock = await installClock(page)
  await page.goto('/test/comp')
  await expect(page.getByRole('region', { name: '打开 App' })).toBeVisible()
  await stopClock()
}

/** What the phone does when the app opens: the browser's page goes to the background. */
async function appTakesOver(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

/** What the page asked native's enterRoom. */
const roomsEntered = async (page: Page) => (await nativeCalls(page)).filter((call) => call.op === 'enterRoom').map((call) => call.data)

const room = (page: Page) => page.getByRole('region', { name: '打开 App' }).getByRole('button', { name: '进入房间' })

test.describe('Android Chrome', () => {
  test.use({ userAgent: APP_USER_AGENTS.androidBrowser })

  test("tries the app's scheme, then goes to the download page with the room and the codes when the app is not installed", async ({ page }) => {
    const launches: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('h5test:')) launches.push(request.url())
    })
    await openDemo(page)
    await room(page).click()
    // Chromium without the app fails the link's request, and the page stays.
    await expect.poll(() => launches).toEqual([`h5test://open?${TARGET_QUERY}`])
    await page.clock.runFor(1900)
    await expect(page).toHaveURL(/\/test\/comp$/)
    await page.clock.runFor(200)
    await expect(page).toHaveURL(`/download?${TARGET_QUERY}`)
  })

  test('stays when the app opened', async ({ page }) => {
    await openDemo(page)
    await room(page).click()
    await appTakesOver(page)
    await page.clock.runFor(3000)
    await expect(page).toHaveURL(/\/test\/comp$/)
  })

  test('screenshot of the open-app buttons', async ({ page }, testInfo) => {
    await page.goto('/test/comp')
    const section = page.getByRole('region', { name: '打开 App' })
    await section.scrollIntoViewIfNeeded()
    await expect(section).toBeVisible()
    await reviewShot(page, testInfo, 'open-app-buttons')
  })
})

test.describe('iOS Safari', () => {
  test.use({ userAgent: APP_USER_AGENTS.browser })

  test("follows the universal link, whose page without the app is the download page, target kept", async ({ page }) => {
    await page.route('https://applink.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>applink</title><h1>下载页</h1>' }),
    )
    await openDemo(page)
    await room(page).click()
    await expect(page).toHaveURL(`https://applink.example.com/download?${TARGET_QUERY}`)
  })

  test('stays when the app opened', async ({ page }) => {
    // The app took the universal link: Safari never leaves the page (a 204 leaves it where it is).
    await page.route('https://applink.example.com/**', (route) => route.fulfill({ status: 204 }))
    await openDemo(page)
    await room(page).click()
    await appTakesOver(page)
    await page.clock.runFor(3000)
    await expect(page).toHaveURL(/\/test\/comp$/)
  })
})

for (const [browser, userAgent] of [
  ['WeChat', APP_USER_AGENTS.wechat],
  ['QQ', APP_USER_AGENTS.qq],
] as const) {
  test.describe(browser, () => {
    test.use({ userAgent })

    test('points to ⋯ and 在浏览器中打开, and tries no link', async ({ page }, testInfo) => {
      await openDemo(page)
      // Past the toast of the gallery's countdown, which ended when the clock stopped ahead.
      await page.clock.runFor(2000)
      await room(page).click()
      const guide = page.getByRole('dialog', { name: '点击右上角 ⋯' })
      await expect(guide).toBeVisible()
      await expect(guide).toContainText('选择「在浏览器中打开」')
      await reviewShot(page, testInfo, `open-in-browser-${browser.toLowerCase()}`)
      await page.setViewportSize({ width: 320, height: 640 })
      await reviewShot(page, testInfo, `open-in-browser-${browser.toLowerCase()}-320`)
      await page.clock.runFor(3000)
      await expect(page).toHaveURL(/\/test\/comp$/)
      await guide.getByRole('button', { name: '知道了' }).click()
      await expect(guide).toBeHidden()
    })
  })
}

inApp.describe('in the Android app', () => {
  inApp.use({ native: { platform: 'android' } })

  inApp("enters the room through native's enterRoom, and opens a page as any page", async ({ page }) => {
    await page.goto('/test/comp')
    await room(page).click()
    await expect.poll(() => roomsEntered(page)).toEqual([{ roomID: '10086' }])
    await page.getByRole('region', { name: '打开 App' }).getByRole('button', { name: '打开App' }).click()
    await expect(page).toHaveURL('/pullnew/accept')
  })
})

inApp.describe('in the iOS app', () => {
  inApp.use({ native: { platform: 'ios' } })

  inApp("enters the room through native's enterRoom, with no app link", async ({ page }) => {
    await page.goto('/test/comp')
    await room(page).click()
    await expect.poll(() => roomsEntered(page)).toEqual([{ roomID: '10086' }])
    await expect(page).toHaveURL(/\/test\/comp$/)
  })
})
