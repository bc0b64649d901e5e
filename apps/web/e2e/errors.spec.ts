import { expect, test } from '@playwright/test'
import { collectConsoleErrors } from './consoleErrors'
import { documentLoads } from './documentLoads'

const GALLERY_CHUNK = /\/assets\/ComponentGalleryPage-[\w-]+\.js$/

test('an unknown path shows the 404 page', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible()
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByText('请检查网址是否正确')).toBeVisible()
  await expect(page).toHaveTitle('页面不存在')
  await page.getByRole('link', { name: '回到首页' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '功能导航' })).toBeVisible()
  expect(errors).toEqual([])
})

for (const path of ['/links/bad%20id', '/links/%3Cb%3Ex%3C%2Fb%3E', '/tuiguang/a.b', '/rule/dynamic/%27or1']) {
  test(`a failed validity check (${path}) shows the 404 page`, async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible()
    await expect(page.getByText('该页面暂未开放')).toHaveCount(0)
    expect(errors).toEqual([])
  })
}

test('a page chunk that fails to load reloads the page once, which then renders', async ({ page }) => {
  const loads = documentLoads(page)
  // Fail the chunk for as long as the first document is the one asking.
  await page.route(GALLERY_CHUNK, (route) => (loads.length < 2 ? route.abort('failed') : route.continue()))
  const chunkLoaded = page.waitForResponse((response) => GALLERY_CHUNK.test(response.url()) && response.ok())
  await page.goto('/test/comp', { waitUntil: 'commit' })
  // The page's prerendered first paint shows before its chunk is asked for, so wait for the reload itself.
  await expect.poll(() => loads).toEqual(['/test/comp', '/test/comp'])
  await chunkLoaded
  await expect(page.getByRole('heading', { level: 1, name: '组件示例' })).toBeVisible()
})

test('a chunk failure after a tap reloads the target page, not the one tapped on', async ({ page }) => {
  const loads = documentLoads(page)
  await page.route(GALLERY_CHUNK, (route) => (loads.length < 2 ? route.abort('failed') : route.continue()))
  await page.goto('/')
  await page.getByRole('link', { name: /^组件示例/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: '组件示例' })).toBeVisible()
  expect(loads).toEqual(['/', '/test/comp'])
})

test('a chunk that keeps failing reloads exactly once, then shows the error page', async ({ page }) => {
  const loads = documentLoads(page)
  await page.route(GALLERY_CHUNK, (route) => route.abort('failed'))
  await page.goto('/test/comp', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: '服务器错误' })).toBeVisible()
  await expect(page.getByText('页面加载失败，请检查网络后重试')).toBeVisible()
  await expect(page.getByText('请稍后重试')).toBeVisible()
  expect(loads).toEqual(['/test/comp', '/test/comp'])
})
