import { MOCK_PACKETS, MOCK_USER } from '@h5/mock-backend'
import type { Page, Request, TestInfo } from '@playwright/test'
import { collectConsoleErrors } from './consoleErrors'
import { expect, nativeCalls, test } from './fixtures'
import { holdRequests } from './holdRequests'

/**
 * /redpacket/open in Chromium: the production build, the mock backend over HTTP and the fake native
 * (iOS app unless a test says otherwise). Every test opens its own suffixed packet, so parallel tests never
 * share one.
 */
const TOKENS = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

function packetId(scenario: keyof typeof MOCK_PACKETS | 'unknown', testInfo: TestInfo): string {
  const base = scenario === 'unknown' ? 'rp_unknown' : MOCK_PACKETS[scenario]
  return `${base}_${testInfo.testId}`
}

function openUrl(redpacketID: string, extra: Record<string, string> = {}): string {
  return `/redpacket/open?${new URLSearchParams({ redpacketID, channel: 'e2e', ...extra })}`
}

/** Every POST /v1/packet/open the page sends, as it is sent. */
function watchOpens(page: Page): Request[] {
  const opens: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/packet/open') opens.push(request)
  })
  return opens
}

const coin = (page: Page) => page.getByRole('button', { name: /开红包$/ })

/** The CSS animations running on the 开 coin. */
function coinAnimations(page: Page): Promise<string[]> {
  return page
    .locator('.rp-coin')
    .evaluate((element) => element.getAnimations().map((animation) => (animation as CSSAnimation).animationName))
}

test('rp_openable: the sender and greeting, 开, then 1.88元 and the list with this user in it', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page)
  const opens = watchOpens(page)
  const id = packetId('openable', testInfo)
  await page.goto(openUrl(id))

  await expect(page).toHaveTitle('红包')
  await expect(page.getByRole('heading', { level: 1, name: '星河主播的红包' })).toBeVisible()
  await expect(page.getByText('恭喜发财，大吉大利')).toBeVisible()
  await coin(page).click()

  await expect(page.locator('.rp-amount')).toHaveText('1.88元')
  await expect(page.getByText('已存入红包余额')).toBeVisible()
  await expect(page.getByRole('link', { name: '去发红包' })).toHaveAttribute('href', '/redpacket/send')
  const list = page.getByRole('region', { name: '共5人领取' })
  await expect(list.getByRole('listitem')).toHaveCount(5)
  const mine = list.getByRole('listitem').filter({ hasText: MOCK_USER.nickName })
  await expect(mine).toContainText('1.88元')
  await expect(mine).toContainText(/今天 \d\d:\d\d/)
  await expect(list.getByRole('listitem').filter({ hasText: '晚风' })).toContainText('3.00元')
  // Avatars: the simulator's data: images as <img>; an empty one (this user's, 柠檬汽水's) the generated fallback.
  await expect(list.locator('img.rp-avatar')).toHaveCount(3)
  await expect(mine.locator('.avatar--fallback')).toHaveText('小')
  await expect(list.getByRole('listitem').filter({ hasText: '柠檬汽水' }).locator('.avatar--fallback')).toHaveText('柠')

  expect(opens).toHaveLength(1)
  expect(opens[0]!.postDataJSON()).toEqual({ ...TOKENS, redpacketID: id, channel: 'e2e' })
  expect(errors).toEqual([])
})

test('the closed packet paints from the HTML before any JS; a tap on 开 then opens the link’s packet once the app runs', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page)
  const opens = watchOpens(page)
  // The app (src/start.tsx) waits until the test has tapped the prerendered coin.
  const releaseApp = await holdRequests(page, '**/assets/start-*.js')
  const id = packetId('openable', testInfo)
  await page.goto(openUrl(id, TOKENS), { waitUntil: 'domcontentloaded' })
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/redpacket/open')
  await expect(page.getByRole('heading', { level: 1, name: '红包' })).toBeVisible()
  await expect(page.getByText('恭喜发财，大吉大利')).toBeVisible()
  await coin(page).click()
  expect(opens).toEqual([])

  releaseApp()
  await expect(page.locator('.rp-amount')).toHaveText('1.88元')
  expect(opens.map((request) => request.postDataJSON())).toEqual([{ ...TOKENS, redpacketID: id, channel: 'e2e' }])
  await expect.poll(() => new URL(page.url()).search).toBe(`?redpacketID=${id}&channel=e2e`)
  expect(errors).toEqual([])
})

test('a tap on the prerendered 开 turns the coin before any JS runs; the app takes the turning coin over without a frame of it standing still', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page)
  const opens = watchOpens(page)
  const releaseApp = await holdRequests(page, '**/assets/start-*.js')
  const releaseOpen = await holdRequests(page, '**/v1/packet/open')
  await page.goto(openUrl(packetId('openable', testInfo), TOKENS), { waitUntil: 'domcontentloaded' })
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/redpacket/open')
  // From the tap on, every frame notes whether the coin turns, and whether it is still the first turn (a CSS
  // animation that stopped and started again would be a new one: the coin would jump back).
  await page.evaluate(() => {
    const frames: string[] = []
    let first: Animation | undefined
    const note = () => {
      const coin = document.querySelector('.rp-coin')
      if (!coin) return
      const turn = coin.getAnimations().find((animation) => (animation as CSSAnimation).animationName === 'rp-coin-turn')
      first ??= turn
      frames.push(!turn ? 'still' : turn === first ? 'turning' : 'restarted')
      requestAnimationFrame(note)
    }
    // On the window: the page's inline script stops the held tap at the document.
    window.addEventListener('click', () => requestAnimationFrame(note), { capture: true, once: true })
    ;(window as unknown as { coinFrames: string[] }).coinFrames = frames
  })
  const coinFrames = () => page.evaluate(() => (window as unknown as { coinFrames: string[] }).coinFrames)

  await page.locator('.rp-coin').click()
  await expect.poll(() => coinAnimations(page)).toEqual(['rp-coin-turn'])
  // Still the HTML alone: the page holds the tap for the app, which has not run.
  expect(await page.evaluate(() => '__h5EarlyTaps' in window)).toBe(true)

  releaseApp()
  // The app replays the held tap into its own state, which sends the open and keeps the coin turning.
  await expect.poll(() => opens.length).toBe(1)
  await expect(page.getByRole('button', { name: '正在开红包' })).toHaveAttribute('aria-busy', 'true')
  await expect(page.locator('.rp-coin')).not.toHaveAttribute('data-held-tap')
  expect(await coinAnimations(page)).toEqual(['rp-coin-turn'])
  const frames = await coinFrames()
  expect(frames.length).toBeGreaterThan(1)
  expect(frames.filter((frame) => frame !== 'turning')).toEqual([])

  releaseOpen()
  await expect(page.locator('.rp-amount')).toHaveText('1.88元')
  expect((await coinFrames()).filter((frame) => frame !== 'turning')).toEqual([])
  expect(errors).toEqual([])
})

test('a press on the prerendered 开 turns the coin at the touch; when it becomes a scroll the coin stops and nothing opens', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page)
  const opens = watchOpens(page)
  const releaseApp = await holdRequests(page, '**/assets/start-*.js')
  await page.goto(openUrl(packetId('openable', testInfo), TOKENS), { waitUntil: 'domcontentloaded' })
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/redpacket/open')
  const box = (await page.locator('.rp-coin').boundingBox())!
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  // A finger down on the coin, then moving far: the browser takes it for a pan (pointercancel), never a tap.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] })
  // The inline script (apps/web/prerender/prerenderScript.ts) marks the pressed coin, which turns at once.
  await expect(page.locator('.rp-coin')).toHaveAttribute('data-held-tap', '')
  expect(await coinAnimations(page)).toEqual(['rp-coin-turn'])
  for (const step of [1, 2, 3, 4, 5]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at.x, y: at.y - step * 40 }] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await expect(page.locator('.rp-coin')).not.toHaveAttribute('data-held-tap')
  expect(await coinAnimations(page)).toEqual([])

  releaseApp()
  await expect.poll(() => page.evaluate(() => '__h5EarlyTaps' in window)).toBe(false)
  // The app took the page over with nothing to replay: the packet stays closed, no open went out.
  await expect(coin(page)).toBeEnabled()
  expect(await coinAnimations(page)).toEqual([])
  expect(opens).toEqual([])
  expect(errors).toEqual([])
})

for (const { scenario, message, listTitle, rows } of [
  { scenario: 'expired', message: '红包信息已过期', listTitle: '共4人领取', rows: 4 },
  { scenario: 'state1', message: '手慢了，红包派完了', listTitle: '共8人领取', rows: 8 },
  { scenario: 'alreadyOpened', message: '红包已经领取过了', listTitle: '共5人领取', rows: 5 },
  { scenario: 'state2', message: '红包已退回发送者', listTitle: '共4人领取', rows: 4 },
] as const) {
  test(`${MOCK_PACKETS[scenario]}: ${message}, no amount, and the record list`, async ({ page }, testInfo) => {
    await page.goto(openUrl(packetId(scenario, testInfo)))
    await coin(page).click()
    await expect(page.getByText(message, { exact: true })).toBeVisible()
    await expect(page.locator('.rp-amount')).toHaveCount(0)
    await expect(page.getByRole('region', { name: listTitle }).getByRole('listitem')).toHaveCount(rows)
    await expect(coin(page)).toHaveCount(0)
  })
}

test('rp_error: 数据获取失败，请稍后重试 on the packet, which can be tried again', async ({ page }, testInfo) => {
  const opens = watchOpens(page)
  await page.goto(openUrl(packetId('serverError', testInfo)))
  // The record list failed too (HTTP 500): the cover does not guess a sender.
  await expect(page.getByRole('heading', { level: 1, name: '你收到一个红包' })).toBeVisible()
  await coin(page).click()
  await expect(page.getByRole('alert')).toHaveText('数据获取失败，请稍后重试')
  await coin(page).click()
  await expect.poll(() => opens.length).toBe(2)
  await expect(page.getByRole('alert')).toHaveText('数据获取失败，请稍后重试')
  await expect(page.locator('.rp-amount')).toHaveCount(0)
})

test('an unknown packet: the generic failure after 开, never a crash', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page)
  await page.goto(openUrl(packetId('unknown', testInfo)))
  await expect(page.getByRole('heading', { level: 1, name: '你收到一个红包' })).toBeVisible()
  await coin(page).click()
  await expect(page.getByRole('alert')).toHaveText('数据获取失败，请稍后重试')
  expect(errors).toEqual([])
})

for (const { name, search, message } of [
  { name: 'missing', search: '?channel=e2e', message: '链接里缺少红包信息，请回到聊天中重新点开红包' },
  { name: 'empty', search: '?redpacketID=&channel=e2e', message: '链接里缺少红包信息，请回到聊天中重新点开红包' },
  { name: 'malformed', search: `?redpacketID=${encodeURIComponent('rp 1<script>')}`, message: '链接不完整或已损坏，请回到聊天中重新点开红包' },
  { name: 'overlong', search: `?redpacketID=${'a'.repeat(65)}`, message: '链接不完整或已损坏，请回到聊天中重新点开红包' },
]) {
  test(`a ${name} redpacketID shows a clear message and asks the server nothing`, async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/')) requests.push(request.url())
    })
    await page.goto(`/redpacket/open${search}`)
    await expect(page.getByRole('heading', { level: 1, name: '红包链接无效' })).toBeVisible()
    await expect(page.getByText(message)).toBeVisible()
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0)
    expect(requests).toEqual([])
  })
}

test('tokens from the address: they leave it at once, serve once native names the same user, and a reload still opens', async ({ page }, testInfo) => {
  const opens = watchOpens(page)
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const id = packetId('openable', testInfo)
  await page.goto(openUrl(id, TOKENS))

  await expect(page.getByRole('heading', { level: 1, name: '星河主播的红包' })).toBeVisible()
  await expect.poll(() => new URL(page.url()).search).toBe(`?redpacketID=${id}&channel=e2e`)
  // Native is asked who is logged in (docs/architecture.md "Session"); it names the address's user, so the
  // address's pair is kept for the tab with native's user id.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('h5:session')))
    .toBe(JSON.stringify({ ...TOKENS, userID: MOCK_USER.userID }))
  expect((await nativeCalls(page)).map((call) => call.op)).toContain('getCurrentUserInfo')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '星河主播的红包' })).toBeVisible()
  expect(new URL(page.url()).search).toBe(`?redpacketID=${id}&channel=e2e`)
  await coin(page).click()
  await expect(page.locator('.rp-amount')).toHaveText('1.88元')

  expect(opens.map((request) => request.postDataJSON())).toEqual([{ ...TOKENS, redpacketID: id, channel: 'e2e' }])
  // After the reload the address has no tokens: native is asked who is logged in, and its user wins over what
  // the tab stored (a web view reused across an account switch). The call log restarts with the load.
  expect((await nativeCalls(page)).map((call) => call.op)).toContain('getCurrentUserInfo')
  expect(logged.filter((text) => text.includes(TOKENS.accessToken) || text.includes(TOKENS.openID))).toEqual([])
})

test('tokens from getCurrentUserInfo when the address has none', async ({ page }, testInfo) => {
  const opens = watchOpens(page)
  const id = packetId('openable', testInfo)
  await page.goto(openUrl(id))
  await coin(page).click()
  await expect(page.locator('.rp-amount')).toHaveText('1.88元')
  expect(await nativeCalls(page)).toContainEqual({ op: 'getCurrentUserInfo', data: {} })
  expect(opens[0]!.postDataJSON()).toEqual({ ...TOKENS, redpacketID: id, channel: 'e2e' })
})

test.describe('when native cannot say who the user is', () => {
  test.use({ native: { platform: 'android', fail: { getCurrentUserInfo: { errcode: 4009, errmsg: '未登录' } } } })

  test('开 says the login is missing and sends nothing', async ({ page }, testInfo) => {
    const opens = watchOpens(page)
    await page.goto(openUrl(packetId('openable', testInfo)))
    await coin(page).click()
    await expect(page.getByRole('alert')).toHaveText('登录信息缺失，请重新打开页面')
    expect(opens).toEqual([])
  })
})

test('a double tap on 开 sends one request, and the coin turns while it is in flight', async ({ page }, testInfo) => {
  const opens = watchOpens(page)
  let recordLoads = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/packet/open/record') recordLoads += 1
  })
  await page.goto(openUrl(packetId('openable', testInfo)))
  await expect(page.getByRole('heading', { level: 1, name: '星河主播的红包' })).toBeVisible()
  const release = await holdRequests(page, '**/v1/packet/open')

  // Two taps in quick succession (a second click() would wait for the turning coin to stand still).
  await coin(page).dblclick()
  await expect(page.getByRole('button', { name: '正在开红包' })).toHaveAttribute('aria-busy', 'true')
  await expect.poll(() => coinAnimations(page)).toEqual(['rp-coin-turn'])
  release()

  await expect(page.locator('.rp-amount')).toHaveText('1.88元')
  await expect(page.getByRole('region', { name: '共5人领取' })).toBeVisible()
  expect(opens).toHaveLength(1)
  // The list loads for the cover, then once more after the open (not once per tap).
  expect(recordLoads).toBe(2)
})

test('with reduced motion the busy coin glows instead of turning', async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(openUrl(packetId('openable', testInfo)))
  const release = await holdRequests(page, '**/v1/packet/open')
  await coin(page).click()
  await expect.poll(() => coinAnimations(page)).toEqual(['rp-coin-glow'])
  release()
})

test('a record list that fails to load says so and loads again on 重试', async ({ page }, testInfo) => {
  let failures = 1
  await page.route('**/v1/packet/open/record?*', async (route) => {
    if (failures-- > 0) await route.fulfill({ status: 502, body: 'Bad Gateway' })
    else await route.continue()
  })
  await page.goto(openUrl(packetId('expired', testInfo)))
  await coin(page).click()
  await expect(page.getByText('红包信息已过期', { exact: true })).toBeVisible()
  const list = page.getByRole('region', { name: '领取记录' })
  await expect(list.getByRole('alert')).toContainText('加载失败，请稍后重试')
  await list.getByRole('button', { name: '重试' }).click()
  await expect(page.getByRole('region', { name: '共4人领取' }).getByRole('listitem')).toHaveCount(4)
})

test.describe('an app without the bridge (errcode 999 after 5 s)', () => {
  test.use({ native: { platform: 'ios', noBridge: true } })

  test('goes to noSupport, which asks for the latest version and links to /download', async ({ page }, testInfo) => {
    await page.goto(openUrl(packetId('openable', testInfo)))
    await expect(page).toHaveURL(/\/redpacket\/noSupport$/)
    await expect(page.getByRole('heading', { level: 1, name: '请升级 App 后领取红包' })).toBeVisible()
    await expect(page.getByRole('link', { name: '下载最新版 App' })).toHaveAttribute('href', '/download')
  })
})

test.describe('outside the app (no pid/ in the user agent)', () => {
  test.use({ native: { platform: 'none' } })

  test('goes to noSupport at once, even with tokens in the address, and opens nothing', async ({ page }, testInfo) => {
    const opens = watchOpens(page)
    await page.goto(openUrl(packetId('openable', testInfo), TOKENS))
    await expect(page).toHaveURL(/\/redpacket\/noSupport$/)
    await expect(page.getByRole('heading', { level: 1, name: '请在 App 内打开红包' })).toBeVisible()
    await page.getByRole('link', { name: '下载 App' }).click()
    await expect(page).toHaveURL(/\/download$/)
    expect(opens).toEqual([])
  })
})
