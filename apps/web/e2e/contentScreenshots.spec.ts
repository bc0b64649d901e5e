import { MOCK_NOTICES, MOCK_RULES } from '@h5/mock-backend'
import { expect, test } from './fixtures'
import { expectNothingLeftOfTheScreen } from './nothingLeftOfTheScreen'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/** 390x844 screenshots of the content pages for the design review (docs/content.md). */
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

const shots: [string, string, RegExp][] = [
  ['content-privacy', '/agreement/privacy', /隐私政策/],
  ['content-rule-qinmi', '/rule/qinmi', /亲密度规则/],
  ['content-rule-zhaopin', '/rule/zhaopin', /招聘规则/],
  ['content-rule-redtocash', '/rules/redtocash', /红钻提现规则/],
  ['content-rules-index', '/rules', /规则说明/],
  ['content-rules-search', `/rules?q=${encodeURIComponent('抽奖')}`, /规则说明/],
  ['content-dynamic-rule', `/rule/dynamic/${MOCK_RULES.spring}`, /春日花朝节/],
  ['content-forbid', `/banner/forbid?noticeID=${MOCK_NOTICES.account}`, /封禁说明/],
  ['content-forbid-chat', `/banner/forbid?noticeID=${MOCK_NOTICES.chat}`, /封禁说明/],
  ['content-forbid-steps', `/banner/forbid?noticeID=${MOCK_NOTICES.steps}`, /封禁说明/],
]

for (const [name, path, heading] of shots) {
  test(name, async ({ page }, testInfo) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('.loading-state, [aria-busy="true"]')).toHaveCount(0)
    await reviewShot(page, testInfo, name)
    if (name === 'content-privacy') await reviewShot(page, testInfo, `${name}-full`, true)
  })
}

// The consent page as a scenario user with all three agreements pending (one without a list of changes).
test('content-agreementpop', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/agreement/agreementpop', 'agreements-all')
  await expect(page.getByRole('link', { name: '阅读《充值协议》全文' })).toBeVisible()
  await expect(page.locator('.loading-state, [aria-busy="true"]')).toHaveCount(0)
  await reviewShot(page, testInfo, 'content-agreementpop')
})

test('content-privacy-large-text', async ({ page }, testInfo) => {
  await page.goto('/agreement/privacy')
  // The phone's larger text setting (Android's text zoom, iOS's larger text): everything half as big again, so
  // the 390 px screen holds what 260 px would. The page must still fit its width (reviewShot checks it).
  await page.addStyleTag({ content: 'html { zoom: 1.5; }' })
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible()
  await reviewShot(page, testInfo, 'content-privacy-large-text')
  await page.getByRole('heading', { name: '我们收集的信息' }).scrollIntoViewIfNeeded()
  await reviewShot(page, testInfo, 'content-privacy-large-text-table')
})

// A room whose name is one long Latin word, on a 390 and a 320 px phone: the title wraps inside the screen.
for (const width of [390, 320]) {
  test(`content-forbid-long-room-${width}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto(`/banner/forbid?noticeID=${MOCK_NOTICES.longRoom}`)
    await expect(page.getByRole('heading', { name: /MidnightRadioLounge.*已被封禁/ })).toBeVisible()
    await expectNothingLeftOfTheScreen(page, `content-forbid-long-room-${width}`)
    await reviewShot(page, testInfo, `content-forbid-long-room-${width}`)
  })
}

test.describe('in a phone browser', () => {
  test.use({ native: { platform: 'none' } })

  test('content-forbid-browser', async ({ page }, testInfo) => {
    await page.goto(`/banner/forbid?noticeID=${MOCK_NOTICES.account}`)
    await expect(page.getByRole('list', { name: '申诉步骤' })).toBeVisible()
    await reviewShot(page, testInfo, 'content-forbid-browser', true)
  })
})

test('content-agreementpop-changed', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/agreement/agreementpop', 'agreements-changed')
  await page.getByRole('button', { name: '同意', exact: true }).click()
  await expect(page.getByText('《隐私政策》刚刚有更新，请阅读更新内容后再同意。')).toBeVisible()
  await reviewShot(page, testInfo, 'content-agreementpop-changed', true)
})

test('content-privacy-320', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 844 })
  await page.goto('/agreement/privacy#collected')
  await expect(page.getByRole('heading', { name: '我们收集的信息' })).toBeInViewport()
  await reviewShot(page, testInfo, 'content-privacy-320')
})
