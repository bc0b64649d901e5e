import { expect, test } from '@playwright/test'
import { collectConsoleErrors } from './consoleErrors'
import { test as inApp } from './fixtures'
import { installClock } from './installClock'
import { expectToast, recordToasts } from './toasts'
import { appTookOver } from './appTookOver'

test('the offline notice appears when the network drops and clears when it returns', async ({ page, context }) => {
  const errors = collectConsoleErrors(page)
  // The index is prerendered: it shows before the app has loaded, so let the app load before the network goes.
  await page.goto('/')
  await appTookOver(page)
  await expect(page.getByRole('heading', { level: 1, name: '功能导航' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  await context.setOffline(true)
  await expect(page.getByRole('alert')).toHaveText('网络连接已断开，请检查网络设置')
  await context.setOffline(false)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a toast from the gallery shows, then goes by itself', async ({ page }) => {
  await recordToasts(page)
  await page.goto('/test/comp')
  await page.getByRole('button', { name: '显示轻提示' }).click()
  await expectToast(page, '操作成功')
  await expect(page.locator('.toast')).toHaveCount(0)
})

test('the loading overlay covers the page while a request runs, and goes when it ends', async ({ page }) => {
  // The page's clock stands still while the test looks, so the 2 s request cannot end before it does.
  const stopClock = await installClock(page)
  await page.goto('/test/comp')
  await expect(page.getByRole('heading', { level: 1, name: '组件示例' })).toBeVisible()
  await stopClock()
  await page.getByRole('button', { name: '模拟 2 秒请求' }).click()
  const overlay = page.locator('.loading-overlay')
  await expect(overlay).toHaveAttribute('aria-busy', 'true')
  await expect(overlay.getByText('加载中')).toBeVisible()
  await page.clock.runFor(2000)
  await expect(overlay).toHaveCount(0)
})

test('the index prefetches a linked page while idle after start-up, and loads no monitoring without a DSN', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  const sendPage = page.waitForRequest(/\/assets\/RedPacketSendPage-[\w-]+\.js$/)
  await page.goto('/')
  await sendPage
  await page.waitForLoadState('networkidle')
  expect(requests.filter((path) => /sentry/i.test(path))).toEqual([])
})

inApp('pages slide forward on a tap and back on history back, and titles follow', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('.page-frame')).toHaveClass('page-frame')
  await page.getByRole('link', { name: /^发红包/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: '发红包' })).toBeVisible()
  await expect(page.locator('.page-frame')).toHaveClass(/page-frame--forward/)
  await expect(page).toHaveTitle('发红包')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: '功能导航' })).toBeVisible()
  await expect(page.locator('.page-frame')).toHaveClass(/page-frame--back/)
  await expect(page).toHaveTitle('首页')
})

// The index links only to built pages now, so the planned page opens as a webview opens it, after another page;
// with no history of its own, 返回 asks native's `back` (the fixture's native goes back a page).
inApp('the planned page’s back button returns to the page before it', async ({ page }) => {
  await page.goto('/')
  await page.goto('/weekstar')
  await expect(page.getByText('该页面暂未开放')).toBeVisible()
  await page.getByRole('button', { name: '返回' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '功能导航' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/')
})
