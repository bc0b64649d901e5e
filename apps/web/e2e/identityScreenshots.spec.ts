import { MOCK_PEOPLE } from '@h5/mock-backend'
import { expect, test } from './fixtures'
import { fillQuickForm, startManual } from './identityForms'
import { expectNothingLeftOfTheScreen } from './nothingLeftOfTheScreen'
import { reviewShot } from './reviewShot'
import { openAsScenarioUser } from './scenarioUser'
import { serveUploadedPhotos } from './uploadedPhotos'

/**
 * Screenshots of every real-name state at 390x844 for the design review, each as a fresh scenario
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

test('quick: consent, form, minor warning, wrong number, living, passed', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth/v2/quick?from=live', 'realname-none')
  await expect(page.getByRole('heading', { name: '快速认证需要你的人脸信息' })).toBeVisible()
  await reviewShot(page, testInfo, 'quick-consent', true)
  await page.getByRole('button', { name: '同意并继续' }).click()
  await expect(page.getByRole('button', { name: '下一步：人脸识别' })).toBeVisible()
  await reviewShot(page, testInfo, 'quick-form')
  await page.getByLabel('姓名').fill(MOCK_PEOPLE.child.realName)
  await page.getByLabel('证件号码').fill(MOCK_PEOPLE.child.idNumber)
  await expect(page.getByRole('note')).toBeVisible()
  await reviewShot(page, testInfo, 'quick-form-child')
  await page.getByLabel('证件号码').fill('110105199003071238')
  await page.getByRole('button', { name: '下一步：人脸识别' }).click()
  await expect(page.getByText('证件号码有误，请核对后重新输入')).toBeVisible()
  await reviewShot(page, testInfo, 'quick-form-wrong-number')
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
    await fillQuickForm(page, MOCK_PEOPLE.adult)
    await page.getByRole('button', { name: '开始人脸识别' }).click()
    await expect(page.getByText('认证未通过')).toBeVisible()
    await reviewShot(page, testInfo, 'quick-failed')
  })
})

test('manual: the consent, the three steps and the results', async ({ page }, testInfo) => {
  await serveUploadedPhotos(page)
  await openAsScenarioUser(page, '/oauth/v2/manual', 'realname-none')
  await expect(page.getByRole('heading', { name: '人工认证需要你的证件照片' })).toBeVisible()
  await reviewShot(page, testInfo, 'manual-consent', true)
  await page.getByRole('button', { name: '同意并继续' }).click()
  await page.getByLabel('姓名').fill(MOCK_PEOPLE.adult.realName)
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('请输入证件号码')).toBeVisible()
  await reviewShot(page, testInfo, 'manual-info-error')
  await page.getByLabel('证件号码').fill(MOCK_PEOPLE.adult.idNumber)
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByRole('img', { name: /证件正面示例/ })).toBeVisible()
  await reviewShot(page, testInfo, 'manual-photos-examples', true)
  await page.getByRole('button', { name: /证件正面/ }).click()
  await expect(page.getByRole('button', { name: /证件正面.*已上传/ })).toBeVisible()
  await expect(page.getByRole('button', { name: /证件正面.*已上传/ }).locator('img')).toHaveJSProperty('complete', true)
  await reviewShot(page, testInfo, 'manual-photos', true)
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

test('already verified: the quick form says so before anything is typed', async ({ page }, testInfo) => {
  await openAsScenarioUser(page, '/oauth/v2/quick?from=cash&return=%2Fwxcash', 'realname-verified')
  await expect(page.getByText('你已完成实名认证')).toBeVisible()
  await reviewShot(page, testInfo, 'quick-already-verified')
})

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('a long rejection reason wraps on /oauth/manual/result', async ({ page }, testInfo) => {
    const reason = `${'手持证件照不清晰'.repeat(12)}PleaseRetakeThePhotoInGoodLightWithTheWholeCardVisibleAndNoGlareOnItsSurface${'x'.repeat(80)}`
    await page.route('**/v1/realname/status', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: Record<string, unknown> }
      await route.fulfill({ response, json: { ...body, data: { ...body.data, rejectReason: reason } } })
    })
    await openAsScenarioUser(page, '/oauth/manual/result', 'realname-rejected')
    await expect(page.getByText('审核未通过')).toBeVisible()
    await expect(page.getByText(/PleaseRetake/)).toBeVisible()
    await expectNothingLeftOfTheScreen(page, 'result-rejected-long-reason-320')
    await reviewShot(page, testInfo, 'result-rejected-long-reason-320', true)
  })

  test('the consent and the quick form fit', async ({ page }, testInfo) => {
    await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-none')
    await expect(page.getByRole('heading', { name: '快速认证需要你的人脸信息' })).toBeVisible()
    await reviewShot(page, testInfo, 'quick-consent-320', true)
    await page.getByRole('button', { name: '同意并继续' }).click()
    await expect(page.getByRole('button', { name: '下一步：人脸识别' })).toBeVisible()
    await reviewShot(page, testInfo, 'quick-form-320')
  })

  test('the manual photos with their examples, and a thumbnail, fit', async ({ page }, testInfo) => {
    await serveUploadedPhotos(page)
    await startManual(page, '/oauth/v2/manual')
    await expect(page.getByRole('img', { name: /证件正面示例/ })).toBeVisible()
    await reviewShot(page, testInfo, 'manual-photos-320', true)
    await page.getByRole('button', { name: /证件正面/ }).click()
    await expect(page.getByRole('button', { name: /证件正面.*已上传/ }).locator('img')).toHaveJSProperty('complete', true)
    await expectNothingLeftOfTheScreen(page, 'manual-photos-uploaded-320')
    await reviewShot(page, testInfo, 'manual-photos-uploaded-320', true)
  })

  test('the face check step, and the form an already verified user does not get, fit', async ({ page }, testInfo) => {
    await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-none')
    await fillQuickForm(page, MOCK_PEOPLE.adult)
    await expect(page.getByRole('button', { name: '开始人脸识别' })).toBeVisible()
    await reviewShot(page, testInfo, 'quick-face-320')
    await openAsScenarioUser(page, '/oauth/v2/quick?from=cash&return=%2Fwxcash', 'realname-verified')
    await expect(page.getByText('你已完成实名认证')).toBeVisible()
    await expectNothingLeftOfTheScreen(page, 'quick-already-verified-320')
    await reviewShot(page, testInfo, 'quick-already-verified-320', true)
  })
})
