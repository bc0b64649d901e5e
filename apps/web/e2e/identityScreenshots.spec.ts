import { MOCK_PEOPLE } from '@h5/mock-backend'
import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'

/**
 * Screenshots of every real-name state (issue 16) at 390x844 for the design review, each as a fresh scenario
 * user inside the iOS app (the fixture's fake native).
 */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test('the entry in each status', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth?from=cash', 'realname-none')
  await expect(page.getByText('选择认证方式')).toBeVisible()
  await reviewShot(page, testInfo, 'oauth-none')
  await openAsScenarioUser(page, '/oauth', 'realname-verified')
  await expect(page.getByText('1101**********1239')).toBeVisible()
  await reviewShot(page, testInfo, 'oauth-verified')
  await openAsScenarioUser(page, '/oauth?from=live', 'realname-child')
  await expect(page.getByRole('note')).toBeVisible()
  await reviewShot(page, testInfo, 'oauth-child-live')
  await openAsScenarioUser(page, '/oauth', 'realname-old-app')
  await expect(page.getByText('快速认证（暂不可用）')).toBeVisible()
  await reviewShot(page, testInfo, 'oauth-old-app')
  await openAsScenarioUser(page, '/oauth', 'realname-rejected')
  await expect(page.getByText('未通过原因')).toBeVisible()
  await reviewShot(page, testInfo, 'oauth-rejected')
})

test('quick: form, minor warning, living, passed', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth/v2/quick?from=live', 'realname-none')
  await expect(page.getByRole('button', { name: '下一步：人脸识别' })).toBeVisible()
  await reviewShot(page, testInfo, 'quick-form')
  await page.getByLabel('姓名').fill(MOCK_PEOPLE.child.realName)
  await page.getByLabel('证件号码').fill(MOCK_PEOPLE.child.idNumber)
  await expect(page.getByRole('note')).toBeVisible()
  await reviewShot(page, testInfo, 'quick-form-child')
  await page.getByLabel('姓名').fill(MOCK_PEOPLE.adult.realName)
  await page.getByLabel('证件号码').fill(MOCK_PEOPLE.adult.idNumber)
  await page.getByRole('button', { name: '下一步：人脸识别' }).click()
  await expect(page.getByRole('button', { name: '开始人脸识别' })).toBeVisible()
  await reviewShot(page, testInfo, 'living')
  await page.getByRole('button', { name: '开始人脸识别' }).click()
  await expect(page.getByText('实名认证成功')).toBeVisible()
  await reviewShot(page, testInfo, 'quick-passed')
})

test.describe('native fails the face check', () => {
  test.use({ native: { platform: 'ios', faceVerify: 'failed' } })
  test('quick failed', async ({ page }, testInfo) => {
    await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-none')
    await page.getByLabel('姓名').fill(MOCK_PEOPLE.adult.realName)
    await page.getByLabel('证件号码').fill(MOCK_PEOPLE.adult.idNumber)
    await page.getByRole('button', { name: '下一步：人脸识别' }).click()
    await page.getByRole('button', { name: '开始人脸识别' }).click()
    await expect(page.getByText('认证未通过')).toBeVisible()
    await reviewShot(page, testInfo, 'quick-failed')
  })
})

test('manual: the three steps and the results', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth/v2/manual', 'realname-none')
  await page.getByLabel('姓名').fill(MOCK_PEOPLE.adult.realName)
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('请输入证件号码')).toBeVisible()
  await reviewShot(page, testInfo, 'manual-info-error')
  await page.getByLabel('证件号码').fill(MOCK_PEOPLE.adult.idNumber)
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByRole('button', { name: /证件正面/ }).click()
  await expect(page.getByRole('button', { name: /证件正面.*已上传/ })).toBeVisible()
  await reviewShot(page, testInfo, 'manual-photos')
  await page.getByRole('button', { name: /证件反面/ }).click()
  await page.getByRole('button', { name: /手持证件照/ }).click()
  await expect(page.getByRole('button', { name: /手持证件照.*已上传/ })).toBeVisible()
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible()
  await reviewShot(page, testInfo, 'manual-sms')
  await openAsScenarioUser(page, '/oauth/v2/result', 'realname-reviewing')
  await expect(page.getByText('资料已提交，等待审核')).toBeVisible()
  await reviewShot(page, testInfo, 'result-reviewing')
  await openAsScenarioUser(page, '/oauth/v2/result', 'realname-rejected')
  await expect(page.getByText('审核未通过')).toBeVisible()
  await reviewShot(page, testInfo, 'result-rejected')
})
