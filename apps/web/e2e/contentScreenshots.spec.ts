import { MOCK_NOTICES, MOCK_RULES } from '@h5/mock-backend'
import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/** 390x844 screenshots of the content pages for the design review (docs/content.md). */
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

const shots: [string, string, RegExp][] = [
  ['content-privacy', '/agreement/privacy', /隐私政策/],
  ['content-rule-qinmi', '/rule/qinmi', /亲密度规则/],
  ['content-rules-index', '/rules', /规则说明/],
  ['content-dynamic-rule', `/rule/dynamic/${MOCK_RULES.spring}`, /春日花朝节/],
  ['content-forbid', `/banner/forbid?noticeID=${MOCK_NOTICES.account}`, /封禁说明/],
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
