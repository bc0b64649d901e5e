import { MOCK_USER } from '@h5/mock-backend'
import type { Page, Request, Route } from '@playwright/test'
import { collectConsoleErrors } from './consoleErrors'
import { expect, test } from './fixtures'
import { expectToast } from './toasts'
import { holdRequests } from './holdRequests'
import { reviewShot } from './reviewShot'
import { loseFirstAnswer } from './loseFirstAnswer'
import { openAsScenarioUser } from './scenarioUser'

/**
 * /redpacket/send in Chromium against the mock backend over HTTP. Most tests act as MOCK_USER, whose
 * balance other tests change in parallel (opening adds, sending subtracts), so balances are checked against the
 * server's own answers, never against fixed numbers; a test that needs a user of its own opens the page as a
 * scenario user (scenarioUser.ts).
 */
const TOKENS = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }
/** The idempotency key every send carries (docs/openapi.yaml `IdempotencyKey`, a v4 UUID). */
const KEY = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

function watchSends(page: Page): Request[] {
  const sends: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/packet/send') sends.push(request)
  })
  return sends
}

const submit = (page: Page) => page.getByRole('button', { name: '塞钱进红包' })
const balance = (page: Page) => page.getByTestId('rp-reward-balance')
/** The failure of the balance's load, under it on the page's red header. */
const rewardFailure = (page: Page) => page.locator('.rp-send__head').getByRole('alert')

/** Opens the page and waits for its balance; returns the server's leftTotal. */
async function openSendPage(page: Page): Promise<string> {
  const reward = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/packet/myReward')
  await page.goto('/redpacket/send')
  const { data } = (await (await reward).json()) as { data: { leftTotal: string } }
  await expect(balance(page)).toHaveText(data.leftTotal)
  return data.leftTotal
}

test('shows my rewards and the packets I sent, as the server has them', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  const records = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/packet/myRecord')
  await openSendPage(page)
  await expect(page).toHaveTitle('发红包')
  await expect(page.getByRole('heading', { level: 1, name: '发红包' })).toBeVisible()
  await expect(page.getByText('累计收到')).toBeVisible()

  const response = await records
  expect(new URL(response.url()).searchParams.get('limit')).toBe('100')
  const { data } = (await response.json()) as { data: { items: { greeting: string; amount: string; count: number; openedCount: number }[] } }
  const list = page.getByRole('region', { name: `我发出的红包（${data.items.length}个）` })
  await expect(list.getByRole('listitem')).toHaveCount(data.items.length)
  const first = data.items[0]!
  await expect(list.getByRole('listitem').first()).toContainText(first.greeting)
  await expect(list.getByRole('listitem').first()).toContainText(`${first.amount}元`)
  await expect(list.getByRole('listitem').first()).toContainText(`已领取 ${first.openedCount}/${first.count}`)
  expect(errors).toEqual([])
})

test('checks the form in fen and names each wrong field, sending nothing', async ({ page }) => {
  const sends = watchSends(page)
  await openSendPage(page)

  await submit(page).click()
  await expect(page.getByText('请输入红包金额')).toBeVisible()
  await expect(page.getByText('请输入红包个数')).toBeVisible()
  await expect(page.getByLabel('总金额')).toBeFocused()
  await expect(page.getByLabel('总金额')).toHaveAttribute('aria-invalid', 'true')

  await page.getByLabel('总金额').fill('1.005')
  await page.getByLabel('红包个数').fill('101')
  await expect(page.getByText('请输入正确的金额，最多两位小数')).toBeVisible()
  await expect(page.getByText('红包个数须为1到100的整数')).toBeVisible()

  await page.getByLabel('总金额').fill('0.03')
  await page.getByLabel('红包个数').fill('5')
  await expect(page.getByText('单个红包金额不能低于0.01元')).toBeVisible()

  await page.getByLabel('祝福语').fill('一二三四五六七八九十一二三四五六七八九十一二三四五六')
  await expect(page.getByText('26/25')).toBeVisible()
  await expect(page.getByText('祝福语不能超过25个字')).toBeVisible()
  await submit(page).click()

  await page.getByLabel('总金额').fill('0.05')
  await page.getByLabel('祝福语').fill('')
  await expect(page.locator('.text-field__error')).toHaveCount(0)
  await expect(page.locator('.rp-send-form__total')).toHaveText('¥0.05')
  expect(sends).toEqual([])
})

test('sends a packet: the request in yuan text, a large toast, the new balance and the packet on top', async ({ page }) => {
  const sends = watchSends(page)
  await openSendPage(page)
  const greeting = `测试红包${Date.now() % 100000}`
  await page.getByLabel('总金额').fill('1.20')
  await page.getByLabel('红包个数').fill('3')
  await page.getByLabel('祝福语').fill(greeting)
  await expect(page.locator('.rp-send-form__total')).toHaveText('¥1.20')

  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/packet/myReward')
  await submit(page).click()
  // Red-packet paths use the larger toast (layout/Toast.tsx, isLargeToastPath).
  expect(await expectToast(page, '红包已发出')).toEqual({ text: '红包已发出', large: true, fontSize: '18px' })

  const { data } = (await (await refreshed).json()) as { data: { leftTotal: string } }
  await expect(balance(page)).toHaveText(data.leftTotal)
  await expect(page.getByRole('region', { name: /^我发出的红包/ }).getByRole('listitem').first()).toContainText(greeting)
  await expect(page.getByRole('region', { name: /^我发出的红包/ }).getByRole('listitem').first()).toContainText('1.20元')
  await expect(page.getByLabel('总金额')).toHaveValue('')
  await expect(page.getByLabel('祝福语')).toHaveValue('')

  expect(sends.map((request) => request.postDataJSON())).toEqual([{ ...TOKENS, amount: '1.20', count: 3, greeting, idempotencyKey: KEY }])
})

test('余额不足: the server’s message under the button, the form kept as typed', async ({ page }) => {
  await openSendPage(page)
  await page.getByLabel('总金额').fill('99999')
  await page.getByLabel('红包个数').fill('1')
  await submit(page).click()
  await expect(page.getByRole('alert')).toHaveText('余额不足')
  await expect(page.getByLabel('总金额')).toHaveValue('99999')
  await expect(submit(page)).toBeEnabled()
})

test('a minor (the simulator’s minor scenario) is refused: 未成年人不能发红包, the form kept', async ({ page }) => {
  const sends = watchSends(page)
  const tokens = await openAsScenarioUser(page, '/redpacket/send', 'minor')
  // The session service took the tokens out of the address.
  await expect(page).toHaveURL(/\/redpacket\/send$/)
  await expect(balance(page)).toHaveText(/^\d+\.\d\d$/)
  await page.getByLabel('总金额').fill('1.00')
  await page.getByLabel('红包个数').fill('1')
  await submit(page).click()
  await expect(page.getByRole('alert')).toHaveText('未成年人不能发红包')
  await expect(page.getByLabel('总金额')).toHaveValue('1.00')
  await expect(submit(page)).toBeEnabled()
  expect(sends.map((request) => request.postDataJSON())).toEqual([
    { ...tokens, amount: '1.00', count: 1, greeting: '恭喜发财，大吉大利', idempotencyKey: KEY },
  ])
})

test('a double tap on 塞钱进红包 sends one packet; the button is disabled while sending', async ({ page }) => {
  const sends = watchSends(page)
  await openSendPage(page)
  const release = await holdRequests(page, '**/v1/packet/send')
  await page.getByLabel('总金额').fill('0.10')
  await page.getByLabel('红包个数').fill('1')
  await submit(page).dblclick()
  await expect(page.getByRole('button', { name: '正在发送' })).toBeDisabled()
  release()
  await expectToast(page, '红包已发出')
  expect(sends).toHaveLength(1)
})

test('a send whose answer is lost says the outcome is unknown, keeps the form, and the retry sends no second packet', async ({ page }, testInfo) => {
  await openSendPage(page)
  const greeting = `超时重试${Date.now() % 100000}`
  const keys = await loseFirstAnswer(page, '**/v1/packet/send')
  await page.getByLabel('总金额').fill('0.30')
  await page.getByLabel('红包个数').fill('3')
  await page.getByLabel('祝福语').fill(greeting)
  await submit(page).click()
  await expect(page.getByRole('alert')).toHaveText('网络异常，暂未确认是否发出。可放心重试，不会重复发红包')
  await expect(page.getByLabel('总金额')).toHaveValue('0.30')
  const sent = page.getByRole('region', { name: /^我发出的红包/ }).getByRole('listitem').filter({ hasText: greeting })
  // The list is asked again: the packet did go out.
  await expect(sent).toHaveCount(1)
  await reviewShot(page, testInfo, 'send-unconfirmed')
  await submit(page).click()
  await expectToast(page, '红包已发出')
  await expect(page.getByLabel('总金额')).toHaveValue('')
  expect(keys).toHaveLength(2)
  expect(keys[1]).toBe(keys[0])
  await expect(sent).toHaveCount(1)
})

test('a balance that fails to load says 数据获取失败 and loads again on 重试', async ({ page }) => {
  let failures = 1
  await page.route('**/v1/packet/myReward', async (route) => {
    if (failures-- > 0) await route.fulfill({ status: 200, json: { errno: 500, errmsg: '服务器繁忙' } })
    else await route.continue()
  })
  await page.goto('/redpacket/send')
  await expect(page.getByRole('alert')).toContainText('数据获取失败')
  await page.getByRole('button', { name: '重试' }).click()
  await expect(balance(page)).toHaveText(/^\d+\.\d\d$/)
})

test('a send whose refresh fails keeps the last numbers under its message and 重试, then reloads them', async ({ page }, testInfo) => {
  await openSendPage(page)
  await expect(page.getByRole('region', { name: /^我发出的红包/ }).getByRole('listitem').first()).toBeVisible()
  const fail = async (route: Route) => route.fulfill({ status: 200, json: { errno: 500, errmsg: '服务器繁忙' } })
  await page.route('**/v1/packet/myReward', fail)
  await page.route('**/v1/packet/myRecord?*', fail)
  await page.getByLabel('总金额').fill('0.10')
  await page.getByLabel('红包个数').fill('1')
  await submit(page).click()
  await expectToast(page, '红包已发出')

  await expect(rewardFailure(page)).toContainText('数据获取失败')
  await expect(balance(page)).toHaveText(/^\d+\.\d\d$/)
  await expect(page.getByRole('region', { name: /^我发出的红包/ }).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('region', { name: /^我发出的红包/ }).getByRole('button', { name: '重试' })).toBeVisible()
  await reviewShot(page, testInfo, 'send-refresh-failed')

  await page.unrouteAll()
  await rewardFailure(page).getByRole('button', { name: '重试' }).click()
  await expect(rewardFailure(page)).toHaveCount(0)
})

test.describe('outside the app', () => {
  test.use({ native: { platform: 'none' } })

  test('goes to noSupport', async ({ page }) => {
    await page.goto('/redpacket/send')
    await expect(page).toHaveURL(/\/redpacket\/noSupport$/)
    await expect(page.getByRole('heading', { level: 1, name: '请在 App 内打开红包' })).toBeVisible()
  })
})
