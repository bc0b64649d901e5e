import { expect, test } from '@playwright/test'
import { collectConsoleErrors } from './consoleErrors'
import { documentLoads } from './documentLoads'
import { test as inApp } from './fixtures'
import { appTookOver } from './appTookOver'

const GALLERY_CHUNK = /\/assets\/ComponentGalleryPage-[\w-]+\.js$/
const SEND_CHUNK = /\/assets\/RedPacketSendPage-[\w-]+\.js$/

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

inApp('a chunk failure after a tap reloads the target page, not the one tapped on', async ({ page }) => {
  const loads = documentLoads(page)
  await page.route(SEND_CHUNK, (route) => (loads.length < 2 ? route.abort('failed') : route.continue()))
  await page.goto('/')
  await page.getByRole('link', { name: /^发红包/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: '发红包' })).toBeVisible()
  expect(loads).toEqual(['/', '/redpacket/send'])
})

test('a chunk that keeps failing reloads exactly once, then says 页面加载失败 with 重新加载', async ({ page }) => {
  const loads = documentLoads(page)
  await page.route(GALLERY_CHUNK, (route) => route.abort('failed'))
  await page.goto('/test/comp', { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 1, name: '页面加载失败' })).toBeVisible()
  await expect(page.getByText('页面加载失败，请检查网络后重试')).toBeVisible()
  await expect(page.getByRole('button', { name: '重新加载' })).toBeEnabled()
  expect(loads).toEqual(['/test/comp', '/test/comp'])
})

inApp('a page chunk that fails offline never reloads: it says so and offers 重新加载 once the network is back', async ({ page, context }) => {
  const loads = documentLoads(page)
  // The send page's chunk never loads while offline (nor by the index's idle prefetch before that).
  let offline = false
  await page.route(SEND_CHUNK, (route) => (offline ? route.abort('internetdisconnected') : route.abort('failed')))
  await page.goto('/')
  await appTookOver(page)
  await expect(page.getByRole('heading', { level: 1, name: '功能导航' })).toBeVisible()
  offline = true
  await context.setOffline(true)
  await page.getByRole('link', { name: /^发红包/ }).click()
  await expect(page.getByText('网络连接已断开，连接网络后可重新加载')).toBeVisible()
  await expect(page.getByRole('button', { name: '等待网络恢复…' })).toBeDisabled()
  // The app's offline notice is still there: the web view's own error page never replaced the app.
  await expect(page.getByRole('alert')).toHaveText('网络连接已断开，请检查网络设置')
  expect(loads).toEqual(['/'])

  await page.unroute(SEND_CHUNK)
  offline = false
  await context.setOffline(false)
  await page.getByRole('button', { name: '重新加载' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '发红包' })).toBeVisible()
  expect(loads).toEqual(['/', '/redpacket/send'])
})

for (const { what, file } of [
  { what: 'the entry script', file: 'entry' },
  { what: 'the framework chunk', file: '**/assets/framework-*.js' },
  { what: 'the app (start)', file: '**/assets/start-*.js' },
]) {
  test(`${what} failing to load shows 页面加载失败 with 重新加载 instead of a dead page, and the retry works`, async ({ page, request }) => {
    const errors = collectConsoleErrors(page)
    // The entry: the module script the HTML names, whatever the build called it.
    const failing = file === 'entry' ? `**${/<script type="module"[^>]*\ssrc="([^"]+)"/.exec(await (await request.get('/')).text())![1]}` : file
    await page.route(failing, (route) => route.abort('failed'))
    await page.goto('/')
    // The index is prerendered: its links stood on screen, but without the app nothing could run them.
    await expect(page.getByRole('heading', { level: 1, name: '页面加载失败' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^发红包/ })).toHaveCount(0)
    await expect(page.getByText('网络不稳定或页面已更新，请重新加载')).toBeVisible()
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([])

    await page.unroute(failing)
    await page.getByRole('button', { name: '重新加载' }).click()
    await expect(page.getByRole('heading', { level: 1, name: '功能导航' })).toBeVisible()
    await page.getByRole('link', { name: /^发红包/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: '发红包' })).toBeVisible()
  })
}

test('a route without a prerender is not left blank white when the app fails to load', async ({ page }) => {
  await page.route('**/assets/start-*.js', (route) => route.abort('failed'))
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: '页面加载失败' })).toBeVisible()
  await expect(page.getByRole('button', { name: '重新加载' })).toBeEnabled()
})

test('a link tapped before the app failed to load is followed, not swallowed', async ({ page }) => {
  const loads = documentLoads(page)
  // The app's request waits until the test has tapped, then fails.
  let failStart!: () => void
  const startFails = new Promise<void>((resolve) => (failStart = resolve))
  await page.route('**/assets/start-*.js', async (route) => {
    await startFails
    await route.abort('failed')
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('link', { name: /^青少年模式/ }).click()
  expect(loads).toEqual(['/'])
  failStart()
  await expect.poll(() => loads).toEqual(['/', '/teenager'])
})

test('offline, the failed start keeps 重新加载 disabled until the network is back', async ({ page, context }) => {
  await page.route('**/assets/start-*.js', (route) => route.abort('internetdisconnected'))
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await context.setOffline(true)
  await expect(page.getByRole('heading', { level: 1, name: '页面加载失败' })).toBeVisible()
  await expect(page.getByRole('button', { name: '等待网络恢复…' })).toBeDisabled()
  await context.setOffline(false)
  await expect(page.getByRole('button', { name: '重新加载' })).toBeEnabled()
})
