import { MOCK_AGREEMENT_VERSIONS, MOCK_NOTICES, MOCK_RULES } from '@h5/mock-backend'
import type { Page } from '@playwright/test'
import { routeTable } from '../src/routes/routeTable'
import { expect, nativeCalls, test } from './fixtures'
import { scenarioAddress } from '../src/dev/scenarioAddress'
import { openAsScenarioUser } from './scenarioUser'
import { recordToasts, shownToasts } from './toasts'

/** The content family in Chromium (docs/content.md): the production build, the simulator, the fake native. */
const title = (page: Page) => page.getByRole('heading', { level: 1 })

const documentRoutes = routeTable.filter((entry) => entry.status === 'ready' && entry.prerender && /^\/(agreement|rules?|520|beautifulnum|draw|hv|moneybox|wealth|weekstar)\//.test(entry.path))

test('every document route renders its document, prerendered', async ({ page }) => {
  expect(documentRoutes.length).toBe(30)
  for (const { path } of documentRoutes) {
    const response = await page.goto(path)
    expect(await response!.text(), `${path} is prerendered`).toContain(`data-prerendered="${path}"`)
    await expect(title(page), path).not.toBeEmpty()
    await expect(page.locator('article.document p, article.document li').first(), path).toBeVisible()
  }
})

test('a long agreement: its table of contents, a link to another document and a hash that scrolls', async ({ page }) => {
  await page.goto('/agreement/user')
  await expect(title(page)).toHaveText('用户协议')
  const toc = page.getByRole('navigation', { name: '目录' })
  await toc.getByRole('link', { name: '社区规范' }).click()
  await expect(page).toHaveURL(/\/agreement\/user#community$/)
  await expect(page.getByRole('heading', { name: '社区规范' })).toBeInViewport()

  await page.getByRole('link', { name: '《隐私政策》实名认证' }).click()
  await expect(page).toHaveURL(/\/agreement\/privacy#real-name$/)
  await expect(title(page)).toHaveText('隐私政策')
  await expect(page.getByRole('heading', { name: '实名认证' })).toBeInViewport()
})

test('opening an address with a hash scrolls to its heading', async ({ page }) => {
  await page.goto('/agreement/privacy#clipboard')
  await expect(page.getByRole('heading', { name: '剪贴板' })).toBeInViewport()
})

test('/rules lists every rule by group, searches by title, keeps the search after a rule and back, and /rules/indexOld keeps the hash', async ({ page }) => {
  await page.goto('/rules')
  await expect(page.getByRole('link', { name: '语音房抽奖规则' })).toBeVisible()
  await expect(page.getByRole('link', { name: '活动抽奖规则' })).toBeVisible()
  await page.getByRole('searchbox', { name: '搜索规则' }).fill('亲密')
  await expect(page.getByRole('link')).toHaveText(['亲密度规则'])
  await page.getByRole('link', { name: '亲密度规则' }).click()
  await expect(title(page)).toHaveText('亲密度规则')
  await page.goBack()
  await expect(page.getByRole('searchbox', { name: '搜索规则' })).toHaveValue('亲密')
  await expect(page.getByRole('link')).toHaveText(['亲密度规则'])

  await page.goto('/rules/indexOld#top')
  await expect(page).toHaveURL(/\/rules#top$/)
})

test('a server rule with a broken block shows the rest; an unknown id says so', async ({ page }) => {
  await page.goto(`/rule/dynamic/${MOCK_RULES.broken}`)
  await expect(title(page)).toHaveText('幸运转盘活动规则')
  await expect(page.getByText('奖品在转动后立即发放到背包。')).toBeVisible()
  await expect(page.locator('table')).toHaveCount(0)
  expect(await page.content()).not.toContain('onerror')

  await page.goto(`/rule/dynamic/${MOCK_RULES.missing}`)
  await expect(page.getByRole('heading', { name: /规则不存在/ })).toBeVisible()
})

test('a rule the server overrides shows the server version after its own first paint', async ({ page }) => {
  await page.goto('/rule/huoli')
  await expect(page.getByText('活力双倍周：')).toBeVisible()
  await expect(page.getByText('版本 2.1', { exact: false })).toBeVisible()
})

test('/banner/forbid with a good id and with a bad one', async ({ page }) => {
  await page.goto(`/banner/forbid?noticeID=${MOCK_NOTICES.account}`)
  await expect(page.getByRole('heading', { name: /你的账号已被封禁/ })).toBeVisible()
  await expect(page.getByText(/前申诉$/)).toBeVisible()

  await page.goto(`/banner/forbid?noticeID=${MOCK_NOTICES.missing}`)
  await expect(page.getByRole('heading', { name: /封禁通知不存在/ })).toBeVisible()
})

test.describe('/banner/forbid in the Android app', () => {
  test.use({ native: { platform: 'android' } })

  test('去申诉 opens the appeal page the server names', async ({ page }) => {
    await page.goto(`/banner/forbid?noticeID=${MOCK_NOTICES.account}`)
    await page.getByRole('button', { name: '去申诉' }).click()
    await expect(page).toHaveURL(new RegExp(`/v1/mock-appeal\\?noticeID=${MOCK_NOTICES.account}$`))
    await expect(page.getByRole('heading', { name: '封禁申诉' })).toBeVisible()
  })

  test('联系客服申诉 opens the chat with the customer-service account; without a channel, the steps', async ({ page }) => {
    await page.goto(`/banner/forbid?noticeID=${MOCK_NOTICES.chat}`)
    await page.getByRole('button', { name: '联系客服申诉' }).click()
    await expect.poll(async () => (await nativeCalls(page)).find((call) => call.op === 'gotoConversation')?.data).toEqual({ userID: 10000, nickName: '官方客服' })

    await page.goto(`/banner/forbid?noticeID=${MOCK_NOTICES.steps}`)
    await expect(page.getByRole('list', { name: '申诉步骤' })).toContainText('选择「封禁申诉」')
    await expect(page.getByRole('button', { name: /申诉/ })).toHaveCount(0)
  })
})

test.describe('/banner/forbid in a phone browser', () => {
  test.use({ native: { platform: 'none' } })

  test('gives the steps from opening the app on, with no button', async ({ page }) => {
    await page.goto(`/banner/forbid?noticeID=${MOCK_NOTICES.account}`)
    await expect(page.getByRole('list', { name: '申诉步骤' })).toContainText('在手机上打开 App')
    await expect(page.getByRole('button', { name: /申诉/ })).toHaveCount(0)
  })
})

// Each agreementpop test is a fresh scenario user (packages/mock-backend/src/scenarios/content.ts): accepting
// changes the user's server state, so no test shares MOCK_USER's or another test's.
test('agreementpop: 不同意 explains and offers 退出登录 or going back; 同意 records and closes', async ({ page }) => {
  const user = await openAsScenarioUser(page, '/agreement/agreementpop', 'agreements-pending')
  await expect(page.getByText('《用户协议》 版本 3.0')).toBeVisible()
  await expect(page.getByRole('link', { name: '阅读《隐私政策》全文' })).toBeVisible()

  await page.getByRole('button', { name: '不同意' }).click()
  const dialog = page.getByRole('dialog', { name: '需要同意后才能继续使用' })
  await dialog.getByRole('button', { name: '返回阅读' }).click()
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: '不同意' }).click()
  await dialog.getByRole('button', { name: '退出登录' }).click()
  await expect.poll(async () => (await nativeCalls(page)).map((call) => call.op)).toContain('exitAccount')

  const accepts = acceptRequests(page)
  await page.getByRole('button', { name: '同意', exact: true }).dblclick()
  await expect.poll(async () => (await nativeCalls(page)).map((call) => call.op)).toContain('finish')
  expect(accepts).toHaveLength(1)
  // The server recorded it: the same user opening the page again has nothing left to accept.
  await page.goto(scenarioAddress('/agreement/agreementpop', user))
  await expect(page.getByRole('heading', { name: /协议已是最新/ })).toBeVisible()
})

test('agreementpop: a version that changed before 同意 (8370301) is shown and named beside the buttons, not in a toast; the next 同意 closes', async ({ page }) => {
  await recordToasts(page)
  await openAsScenarioUser(page, '/agreement/agreementpop', 'agreements-changed')
  const pending = acceptRequests(page)
  await expect(page.getByText('《隐私政策》 版本 2.9')).toBeVisible()
  await page.getByRole('button', { name: '同意', exact: true }).click()
  const notice = page.getByText('《隐私政策》刚刚有更新，请阅读更新内容后再同意。')
  await expect(notice).toBeVisible()
  await expect(page.getByText(`《隐私政策》 版本 ${MOCK_AGREEMENT_VERSIONS.privacy}`)).toBeVisible()
  // Beside the buttons, below every link it could have covered.
  const lastLink = await page.getByRole('link', { name: /^阅读《.*》全文$/ }).last().boundingBox()
  expect((await notice.boundingBox())!.y).toBeGreaterThan(lastLink!.y + lastLink!.height)
  expect(await shownToasts(page)).toEqual([])
  expect(await nativeCalls(page).then((calls) => calls.map((call) => call.op))).not.toContain('finish')
  await page.getByRole('button', { name: '同意', exact: true }).click()
  await expect.poll(async () => (await nativeCalls(page)).map((call) => call.op)).toContain('finish')
  expect(pending).toHaveLength(2)
})

test('agreementpop: a refusal while no version changed is retried once by the page, and nothing is said', async ({ page }) => {
  await recordToasts(page)
  await openAsScenarioUser(page, '/agreement/agreementpop', 'agreements-stale')
  const pending = acceptRequests(page)
  await page.getByRole('button', { name: '同意', exact: true }).click()
  await expect.poll(async () => (await nativeCalls(page)).map((call) => call.op)).toContain('finish')
  expect(pending).toHaveLength(2)
  await expect(page.locator('.agreementpop__notice')).toHaveCount(0)
  expect(await shownToasts(page)).toEqual([])
})

test('agreementpop: a user with nothing pending sees that the agreements are current', async ({ page }) => {
  await openAsScenarioUser(page, '/agreement/agreementpop', 'agreements-none')
  await expect(page.getByRole('heading', { name: /协议已是最新/ })).toBeVisible()
  await expect(page.getByRole('button', { name: '同意', exact: true })).toHaveCount(0)
})

/** Every POST /v1/agreement/accept the page sends from now on (the array fills as they go). */
function acceptRequests(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/agreement/accept') sent.push(request.url())
  })
  return sent
}
