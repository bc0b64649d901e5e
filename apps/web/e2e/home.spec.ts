import { MOCK_USER } from '@h5/mock-backend'
import { APP_USER_AGENTS } from '../src/dev/appUserAgents'
import { expect, nativeCalls, test } from './fixtures'
import { installClock } from './installClock'
import { openAsScenarioUser } from './scenarioUser'
import { shownToasts } from './toasts'

/**
 * The home page in Chromium against the simulator and the fake native: another user's page (the worn 靓号, the
 * badges, guards, gift wall and works), follow and unfollow, 私信 through native, my own page, nobody; outside
 * the app, the public page with 在App中打开 and no follow.
 */

test.describe('in the app', () => {
  test.use({ native: { platform: 'android' } })

  test('view someone, follow, unfollow, and message them', async ({ page }) => {
    await openAsScenarioUser(page, '/home?userID=9', 'home-host')
    await expect(page.getByRole('heading', { name: '星河主播' })).toBeVisible()
    await expect(page.getByTestId('shown-id')).toHaveText('靓号ID：8888')
    await expect(page.getByRole('region', { name: /礼物墙/ }).getByRole('listitem')).toHaveCount(24)
    await expect(page.getByRole('region', { name: /作品/ })).toContainText('共 48 首')
    const toasts = async () => (await shownToasts(page)).map((toast) => toast.text).join('\n')
    await page.getByRole('button', { name: '关注' }).click()
    await expect(page.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(toasts).toContain('已关注')
    await page.reload()
    await expect(page.getByRole('button', { name: '已关注' })).toBeVisible()
    await page.getByRole('button', { name: '已关注' }).click()
    await expect(page.getByRole('button', { name: '关注' })).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(toasts).toContain('已取消关注')
    await page.getByRole('button', { name: '私信' }).click()
    await expect.poll(async () => (await nativeCalls(page)).find((call) => call.op === 'gotoConversation')?.data).toEqual({ userID: 9, nickName: '星河主播' })
  })

  test('a refused follow turns back, with the reason', async ({ page }) => {
    await openAsScenarioUser(page, '/home?userID=9', 'home-follow-limit')
    await page.getByRole('button', { name: '关注' }).click()
    await expect.poll(async () => (await shownToasts(page)).map((toast) => toast.text).join('\n')).toContain('关注人数已达上限')
    await expect(page.getByRole('button', { name: '关注' })).toHaveAttribute('aria-pressed', 'false')
  })

  test('my own page offers no follow or message', async ({ page }) => {
    await page.goto('/home')
    await expect(page.getByRole('heading', { name: MOCK_USER.nickName })).toBeVisible()
    await expect(page.getByText('守护我的人')).toBeVisible()
    await expect(page.getByRole('button', { name: /关注|私信/ })).toHaveCount(0)
  })

  test('nobody, and a banned account', async ({ page }) => {
    await openAsScenarioUser(page, '/home?userID=404404', 'home-not-found')
    await expect(page.getByRole('alert')).toContainText('该用户不存在')
    await openAsScenarioUser(page, '/home?userID=10010', 'home-banned')
    await expect(page.getByRole('alert')).toContainText('该账号已被封禁')
  })
})

test.describe('outside the app', () => {
  test.use({ native: { platform: 'none' }, userAgent: APP_USER_AGENTS.androidBrowser })

  test("the public page, no follow; 在App中打开 tries the app's link, then the download page keeping this page", async ({ page }) => {
    const launches: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith('h5test:')) launches.push(request.url())
    })
    const stopClock = await installClock(page)
    await page.goto('/home?userID=9&channel=dx')
    await expect(page.getByRole('heading', { name: '星河主播' })).toBeVisible()
    await expect(page.getByRole('button', { name: /关注|私信/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: '去守护' })).toHaveCount(0)
    await stopClock()
    await page.getByRole('button', { name: '在App中打开' }).click()
    const query = new URLSearchParams({ page: '/home?userID=9&channel=dx', channel: 'dx' }).toString()
    await expect.poll(() => launches).toEqual([`h5test://open?${query}`])
    await page.clock.runFor(2100)
    await expect(page).toHaveURL(`/download?${query}`)
  })
})

test.describe('in WeChat', () => {
  test.use({ native: { platform: 'wechat' } })

  test('在App中打开 shows the guide to open the page in the browser', async ({ page }) => {
    await page.goto('/home?userID=9')
    await page.getByRole('button', { name: '在App中打开' }).click()
    await expect(page.getByRole('dialog', { name: '点击右上角 ⋯' })).toBeVisible()
  })
})
