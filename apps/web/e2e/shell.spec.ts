import { expect, test } from '@playwright/test'
import { collectConsoleErrors } from './consoleErrors'

test('the index page renders in Chinese at phone size with no console errors', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '功能导航' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  expect(await page.evaluate(() => window.innerWidth)).toBe(390)
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true })
  expect(errors).toEqual([])
})

test('an unknown path shows 页面不存在', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByText('页面不存在')).toBeVisible()
})
