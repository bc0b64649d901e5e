import { expect, test } from '@playwright/test'
import { installClock } from './installClock'
import { reviewShot } from './reviewShot'

/**
 * Screenshots for the design review at 390x844 (the config's phone viewport), saved with each test's output
 * and attached to the report.
 */
const SHOTS = [
  { name: 'index', path: '/', ready: '功能导航' },
  { name: 'planned', path: '/weekstar', ready: '周星榜' },
  { name: 'not-found', path: '/no/such/page', ready: '页面不存在' },
  { name: 'gallery', path: '/test/comp', ready: '组件示例' },
]

for (const { name, path, ready } of SHOTS) {
  test(`screenshot of ${path}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible()
    for (const [suffix, fullPage] of [['', false], ['-full', true]] as const) {
      await reviewShot(page, testInfo, `${name}${suffix}`, fullPage)
    }
  })
}

test('screenshot of the overlays: toast, loading and offline', async ({ page, context }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // A prerendered page fetches the app after its first paint: let the app load before the network goes.
  await page.goto('/redpacket/open', { waitUntil: 'networkidle' })
  await context.setOffline(true)
  await expect(page.getByRole('alert')).toBeVisible()
  await reviewShot(page, testInfo, 'offline')
  await context.setOffline(false)

  // The page's clock stands still while each overlay is shot: the toast's 1.5 s and the request's 2 s cannot
  // run out on a busy machine before the screenshot is taken.
  const stopClock = await installClock(page)
  await page.goto('/test/comp')
  await expect(page.getByRole('heading', { level: 1, name: '组件示例' })).toBeVisible()
  await stopClock()
  await page.getByRole('button', { name: '显示长文本' }).click()
  await expect(page.locator('.toast')).toBeVisible()
  await reviewShot(page, testInfo, 'toast')
  await page.clock.runFor(1500)
  await expect(page.locator('.toast')).toHaveCount(0)

  await page.getByRole('button', { name: '模拟 2 秒请求' }).click()
  const box = page.locator('.loading-overlay__box')
  await expect(box).toBeVisible()
  // Past the overlay's appearance delay and fade-in (CSS, which the page's clock does not hold).
  await box.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  await reviewShot(page, testInfo, 'loading')
})
