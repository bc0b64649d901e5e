import { MOCK_PEOPLE } from '@h5/mock-backend'
import type { Page } from '@playwright/test'
import { callPage, expect, nativeCalls, test } from './fixtures'
import { agreeToFaceCheck, fillQuickForm, startManual } from './identityForms'
import { openAsScenarioUser } from './scenarioUser'

/**
 * Real-name verification in Chromium against the simulator and the fake native, each test as a
 * fresh scenario user of packages/mock-backend/src/scenarios/identity.ts. The face check's native outcome is
 * the fake native's `faceVerify` option; the server's verdict is the scenario's.
 */

async function faceCheck(page: Page) {
  await expect(page.getByRole('heading', { name: '人脸识别' })).toBeVisible()
  await page.getByRole('button', { name: '开始人脸识别' }).click()
}

test('quick: name and ID, the face check, verified and masked; native is told passed', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/v2/quick?from=cash', 'realname-none')
  await fillQuickForm(page, MOCK_PEOPLE.adult)
  await faceCheck(page)
  await expect(page.getByText('实名认证成功')).toBeVisible()
  await expect(page.getByText('1101**********1239')).toBeVisible()
  await expect(page.getByText('张*', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/oauth\/v2\/quickResult\?from=cash$/)
  const calls = await nativeCalls(page)
  expect(calls).toContainEqual({ op: 'faceVerify', data: { certifyID: 'certify-1' } })
  expect(calls).toContainEqual({ op: 'oauthStatusCallback', data: { status: 'passed' } })
})

test.describe('a face check native fails', () => {
  test.use({ native: { platform: 'ios', faceVerify: 'failed' } })

  test('quick fails, then manual is offered and opens', async ({ page }) => {
    await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-none')
    await fillQuickForm(page, MOCK_PEOPLE.adult)
    await faceCheck(page)
    await expect(page.getByText('认证未通过')).toBeVisible()
    await expect(page.getByText('人脸比对未通过，请在光线充足处正对屏幕重试')).toBeVisible()
    await expect(page.getByRole('link', { name: /重新认证（今日还可2次）/ })).toBeVisible()
    expect(await nativeCalls(page)).toContainEqual({ op: 'oauthStatusCallback', data: { status: 'failed', reason: '人脸比对未通过，请在光线充足处正对屏幕重试' } })
    await page.getByRole('link', { name: '改用人工认证' }).click()
    await expect(page.getByRole('heading', { name: '人工认证', exact: true })).toBeVisible()
  })
})

test('the server’s verdict fails the face check (8360004) even when native passed it', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-face-fail')
  await fillQuickForm(page, MOCK_PEOPLE.adult)
  await faceCheck(page)
  await expect(page.getByText('认证未通过')).toBeVisible()
})

test('a failure keeps the form: the name that is not the number’s owner', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-none')
  await fillQuickForm(page, { realName: '张四', idNumber: MOCK_PEOPLE.adult.idNumber })
  await expect(page.getByRole('alert')).toHaveText('姓名与证件号码不一致，请核对后重新输入')
  await expect(page.getByLabel('姓名')).toHaveValue('张四')
  await expect(page.getByLabel('证件号码')).toHaveValue(MOCK_PEOPLE.adult.idNumber)
})

test('an app older than the server’s threshold is offered manual review only', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth', 'realname-old-app')
  await expect(page.getByText('快速认证（暂不可用）')).toBeVisible()
  await expect(page.getByText('当前App版本过低，升级后可使用快速认证')).toBeVisible()
  await expect(page.getByRole('link', { name: /人工认证/ })).toBeVisible()
})

test('attempts used up: quick is closed for today', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth', 'realname-exhausted')
  await expect(page.getByText('今日次数已用完，请明天再试')).toBeVisible()
})

test('manual in the app from an old link: photos from uploadPhotos, the SMS code, then under review', async ({ page }) => {
  await startManual(page, '/oauth/manual/card')
  for (const side of ['证件正面（照片面）', '证件反面', '手持证件照']) {
    await page.getByRole('button', { name: new RegExp(side) }).click()
    await expect(page.getByRole('button', { name: new RegExp(`${side}.*已上传`) })).toBeVisible()
  }
  await page.getByRole('button', { name: '下一步' }).click()
  await page.getByRole('button', { name: '获取验证码' }).click()
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled()
  await page.getByLabel('验证码').fill('000000')
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('验证码错误，请重新输入')).toBeVisible()
  await expect(page.getByLabel('验证码')).toHaveValue('')
  await page.getByLabel('验证码').fill('123456')
  await page.getByRole('button', { name: '提交审核' }).click()
  await expect(page.getByText('资料已提交，等待审核')).toBeVisible()
  await expect(page).toHaveURL(/\/oauth\/v2\/result$/)
  expect((await nativeCalls(page)).filter((call) => call.op === 'uploadPhotos')).toHaveLength(3)
})

test('a verified minor is marked; under 16 from going live is told it may not stream', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth?from=live', 'realname-minor')
  await expect(page.getByRole('note')).toHaveText('你的账号已认证为未成年人，不能充值和打赏。')
  await openAsScenarioUser(page, '/oauth?from=live', 'realname-child')
  await expect(page.getByRole('note')).toHaveText('你的账号已认证为未成年人，不能充值和打赏。未满16周岁不能开播。')
})

test('under review and rejected with the reason', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/manual/result', 'realname-reviewing')
  await expect(page.getByText('资料已提交，等待审核')).toBeVisible()
  await openAsScenarioUser(page, '/oauth/v2/result', 'realname-rejected')
  await expect(page.getByText('审核未通过')).toBeVisible()
  await expect(page.getByText('手持证件照不清晰，请在光线充足处重新拍摄')).toBeVisible()
})

test('no ID number or name reaches the console, storage or the address during the quick flow', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const addresses: string[] = []
  page.on('framenavigated', (frame) => addresses.push(frame.url()))
  await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-none')
  await fillQuickForm(page, MOCK_PEOPLE.adult)
  await faceCheck(page)
  await expect(page.getByText('实名认证成功')).toBeVisible()
  const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, history: history.state as unknown }))
  for (const secret of [MOCK_PEOPLE.adult.idNumber, MOCK_PEOPLE.adult.realName]) {
    expect(stored).not.toContain(secret)
    expect(logged.join('\n')).not.toContain(secret)
    expect([...addresses, page.url()].join('\n')).not.toContain(encodeURIComponent(secret))
    expect([...addresses, page.url()].join('\n')).not.toContain(secret)
  }
})

test('the consent comes before the form and names the server’s face-check provider; 不同意 leaves', async ({ page }) => {
  await page.goto('/oauth')
  await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-none')
  await expect(page.getByRole('heading', { name: '快速认证需要你的人脸信息' })).toBeVisible()
  await expect(page.getByText(/人脸比对由“模拟人脸核验服务（开发与测试环境）”提供/)).toBeVisible()
  await expect(page.getByLabel('姓名')).toHaveCount(0)
  await page.getByRole('button', { name: '不同意' }).click()
  await expect(page).not.toHaveURL(/\/oauth\/v2\/quick/)
})

test.describe('on Android', () => {
  test.use({ native: { platform: 'android' } })

  test('the back key at the face check returns to the form as typed, three times, and uses no attempt', async ({ page }) => {
    const tokens = await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-none')
    await agreeToFaceCheck(page)
    await expect(page.getByText('今日还可认证 3 次，人脸识别完成才计入次数。')).toBeVisible()
    for (let round = 0; round < 3; round += 1) {
      await page.getByLabel('姓名').fill(MOCK_PEOPLE.adult.realName)
      await page.getByLabel('证件号码').fill(MOCK_PEOPLE.adult.idNumber)
      await page.getByRole('button', { name: '下一步：人脸识别' }).click()
      await expect(page.getByRole('button', { name: '开始人脸识别' })).toBeVisible()
      expect(await callPage(page, 'onBackPressed')).toEqual({ handled: true })
      await expect(page.getByLabel('证件号码')).toHaveValue(MOCK_PEOPLE.adult.idNumber)
      await expect(page.getByLabel('姓名')).toHaveValue(MOCK_PEOPLE.adult.realName)
    }
    const status = await page.request.post('/v1/realname/status', { data: tokens, headers: { 'X-Client-Id': '1' } })
    expect(((await status.json()) as { data: { limits: { quickAttemptsLeft: number } } }).data.limits.quickAttemptsLeft).toBe(3)
    expect((await nativeCalls(page)).filter((call) => call.op === 'faceVerify')).toHaveLength(0)
  })

  test('the back key at step 2 of manual verification goes back a step, and asks before the typed form is left', async ({ page }) => {
    await startManual(page, '/oauth/v2/manual')
    await expect(page.getByRole('button', { name: /证件正面/ })).toBeVisible()
    expect(await callPage(page, 'onBackPressed')).toEqual({ handled: true })
    await expect(page.getByLabel('姓名')).toHaveValue(MOCK_PEOPLE.adult.realName)
    expect(await callPage(page, 'onBackPressed')).toEqual({ handled: true })
    await expect(page.getByRole('dialog', { name: '确定离开吗？' })).toBeVisible()
    await page.getByRole('button', { name: '继续填写' }).click()
    await expect(page.getByLabel('证件号码')).toHaveValue(MOCK_PEOPLE.adult.idNumber)
    expect((await nativeCalls(page)).filter((call) => call.op === 'back')).toHaveLength(0)
  })
})

test('a wrong check character is said once, under the number', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-none')
  await fillQuickForm(page, { realName: '张三', idNumber: '110105199003071238' })
  await expect(page.getByText('证件号码有误，请核对后重新输入')).toBeVisible()
  await expect(page.getByText(/有误/)).toHaveCount(1)
  await expect(page.getByRole('button', { name: '下一步：人脸识别' })).toBeVisible()
})

test('a verified user is told before filling anything in', async ({ page }) => {
  await openAsScenarioUser(page, '/oauth/v2/quick', 'realname-verified')
  await expect(page.getByText('你已完成实名认证')).toBeVisible()
  await expect(page.getByLabel('姓名')).toHaveCount(0)
  await openAsScenarioUser(page, '/oauth/v2/manual', 'realname-verified')
  await expect(page.getByText('你已完成实名认证')).toBeVisible()
})

test('from cash-out: 去实名认证 carries from=cash and the way back; after 认证成功, back leaves the flow and 返回提现 returns', async ({ page }) => {
  const tokens = await openAsScenarioUser(page, '/wxcash', 'cashout-unverified')
  await page.getByRole('button', { name: '去实名认证' }).click()
  await expect(page).toHaveURL(/\/oauth\?from=cash&return=%2Fwxcash$/)
  await expect(page.getByText('根据国家相关规定，提现前需完成实名认证，以保障你的资金安全')).toBeVisible()
  await page.getByRole('link', { name: /快速认证/ }).click()
  await fillQuickForm(page, MOCK_PEOPLE.adult)
  await faceCheck(page)
  await expect(page.getByText('实名认证成功')).toBeVisible()
  await expect(page).toHaveURL(/\/oauth\/v2\/quickResult\?from=cash&return=%2Fwxcash$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/oauth\?from=cash&return=%2Fwxcash$/)
  await expect(page.getByText('已认证')).toBeVisible()
  await page.getByRole('button', { name: '返回提现' }).click()
  await expect(page).toHaveURL(/\/wxcash$/)
  const status = await page.request.post('/v1/realname/status', { data: tokens, headers: { 'X-Client-Id': '1' } })
  expect(((await status.json()) as { data: { status: string } }).data.status).toBe('verified')
})
