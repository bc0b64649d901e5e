import { MOCK_PACKETS } from '@h5/mock-backend'
import type { TestInfo } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectToast } from './toasts'
import { holdRequests } from './holdRequests'
import { reviewShot } from './reviewShot'

/**
 * Screenshots of every red-packet state at 390x844 (the config's phone) for the design review, saved with each
 * test's output and attached to the report. Inside the iOS app (the fixture's fake native) unless a test says
 * otherwise; each test opens its own suffixed packet.
 */

const packet = (scenario: keyof typeof MOCK_PACKETS, testInfo: TestInfo) =>
  `/redpacket/open?redpacketID=${MOCK_PACKETS[scenario]}_${testInfo.testId}&channel=e2e`

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('screenshots of the open flow: cover, turning coin, amount and records', async ({ page }, testInfo) => {
  await page.goto(packet('openable', testInfo))
  await expect(page.getByRole('heading', { level: 1, name: '星河主播的红包' })).toBeVisible()
  await reviewShot(page, testInfo, 'open-cover')

  const release = await holdRequests(page, '**/v1/packet/open')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.getByRole('button', { name: '开红包' }).click()
  await expect(page.getByRole('button', { name: '正在开红包' })).toBeVisible()
  await reviewShot(page, testInfo, 'open-turning')
  release()
  await page.emulateMedia({ reducedMotion: 'reduce' })

  await expect(page.locator('.rp-amount')).toHaveText('1.88元')
  await expect(page.getByRole('heading', { name: '共5人领取' })).toBeVisible()
  await reviewShot(page, testInfo, 'open-amount')
  await reviewShot(page, testInfo, 'open-amount-full', true)
})

for (const [scenario, text] of [
  ['state1', '手慢了，红包派完了'],
  ['state2', '红包已退回发送者'],
  ['expired', '红包信息已过期'],
  ['alreadyOpened', '红包已经领取过了'],
  ['serverError', '数据获取失败，请稍后重试'],
] as const) {
  test(`screenshot of the ${scenario} outcome`, async ({ page }, testInfo) => {
    await page.goto(packet(scenario, testInfo))
    await page.getByRole('button', { name: '开红包' }).click()
    await expect(page.getByText(text)).toBeVisible()
    await expect(page.locator('.loading-state')).toHaveCount(0)
    await reviewShot(page, testInfo, `open-${scenario}`)
  })
}

test('screenshots of loading: the cover before its sender, the send page before its data', async ({ page }, testInfo) => {
  const releaseRecords = await holdRequests(page, '**/v1/packet/open/record?*')
  await page.goto(packet('openable', testInfo))
  await expect(page.getByRole('button', { name: '开红包' })).toBeVisible()
  await reviewShot(page, testInfo, 'open-cover-loading')
  releaseRecords()

  const releaseReward = await holdRequests(page, '**/v1/packet/myReward')
  const releaseSent = await holdRequests(page, '**/v1/packet/myRecord?*')
  await page.goto('/redpacket/send')
  await expect(page.getByRole('status').filter({ hasText: '正在加载我发出的红包' })).toBeAttached()
  await reviewShot(page, testInfo, 'send-loading')
  releaseReward()
  releaseSent()
})

test('screenshots of failed lists: the open records with 重试, no sent packets yet, the balance with 重试', async ({ page }, testInfo) => {
  await page.route('**/v1/packet/open/record?*', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }))
  await page.goto(packet('expired', testInfo))
  await page.getByRole('button', { name: '开红包' }).click()
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible()
  await reviewShot(page, testInfo, 'open-records-error')

  await page.route('**/v1/packet/myReward', (route) => route.fulfill({ json: { errno: 500, errmsg: '服务器繁忙' } }))
  await page.route('**/v1/packet/myRecord?*', (route) => route.fulfill({ json: { errno: 0, data: { items: [] } } }))
  await page.goto('/redpacket/send')
  await expect(page.getByText('还没有发过红包，发一个给好友吧')).toBeVisible()
  await expect(page.getByText('数据获取失败')).toBeVisible()
  await reviewShot(page, testInfo, 'send-empty-and-reward-error')
})

test('screenshot of an invalid link', async ({ page }, testInfo) => {
  await page.goto('/redpacket/open?redpacketID=%3Cb%3E')
  await expect(page.getByRole('heading', { level: 1, name: '红包链接无效' })).toBeVisible()
  await reviewShot(page, testInfo, 'open-invalid')
})

test.describe('an app without the bridge', () => {
  test.use({ native: { platform: 'ios', noBridge: true } })
  test('screenshot of noSupport after the 5 s bridge wait', async ({ page }, testInfo) => {
    await page.goto(packet('openable', testInfo))
    await expect(page.getByRole('heading', { level: 1, name: '请升级 App 后领取红包' })).toBeVisible()
    await reviewShot(page, testInfo, 'nosupport-outdated')
  })
})

test.describe('outside the app', () => {
  test.use({ native: { platform: 'none' } })
  test('screenshot of noSupport', async ({ page }, testInfo) => {
    await page.goto(packet('openable', testInfo))
    await expect(page.getByRole('heading', { level: 1, name: '请在 App 内打开红包' })).toBeVisible()
    await reviewShot(page, testInfo, 'nosupport-outside')
  })
})

test('screenshots of the send page: balance and records, field errors, sent, 余额不足', async ({ page }, testInfo) => {
  await page.goto('/redpacket/send')
  await expect(page.getByRole('heading', { name: /^我发出的红包（\d+个）$/ })).toBeVisible()
  await reviewShot(page, testInfo, 'send')
  await reviewShot(page, testInfo, 'send-full', true)

  await page.getByLabel('总金额').fill('0.03')
  await page.getByLabel('红包个数').fill('5')
  await page.getByLabel('祝福语').fill('新年快乐，万事如意，心想事成，身体健康，工作顺利，阖家幸福')
  await page.getByRole('button', { name: '塞钱进红包' }).click()
  await expect(page.getByText('单个红包金额不能低于0.01元')).toBeVisible()
  await reviewShot(page, testInfo, 'send-invalid')

  await page.getByLabel('总金额').fill('99999')
  await page.getByLabel('红包个数').fill('1')
  await page.getByLabel('祝福语').fill('')
  await page.getByRole('button', { name: '塞钱进红包' }).click()
  await expect(page.getByRole('alert')).toHaveText('余额不足')
  await reviewShot(page, testInfo, 'send-insufficient')

  await page.getByLabel('总金额').fill('6.66')
  await page.getByLabel('红包个数').fill('3')
  await page.getByLabel('祝福语').fill('六六大顺')
  await page.getByRole('button', { name: '塞钱进红包' }).click()
  await expectToast(page, '红包已发出')
  await reviewShot(page, testInfo, 'send-sent')
})
