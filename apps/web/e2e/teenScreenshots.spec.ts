import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './fixtures'
import { reviewShot } from './reviewShot'
import { at, heading, NOON, typePin } from './teenHelpers'

/**
 * Screenshots of every teen-mode screen at 390x844 (the config's phone) for the design review, saved with each
 * test's output and attached to the report; `-full` ones show the whole scrolling page.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  // The toast of a previous step would hide part of the screen under review.
  await expect(page.locator('.toast')).toHaveCount(0)
  await reviewShot(page, testInfo, name, fullPage)
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

test.describe('mode off', () => {
  test.use({ native: { platform: 'ios', teen: { open: false, now: NOON } } })

  test('status, selectAge, ageLimit, setPwd, rePwd with a mismatch', async ({ page }, testInfo) => {
    await page.goto('/teenager')
    await expect(heading(page, '青少年模式未开启')).toBeVisible()
    await shoot(page, testInfo, 'teen-status-off')

    await page.getByRole('link', { name: '开启青少年模式' }).click()
    await expect(heading(page, '选择孩子的年龄段')).toBeVisible()
    await page.getByRole('radio', { name: /^8至16岁/ }).check()
    await shoot(page, testInfo, 'teen-selectAge')

    await page.getByRole('button', { name: '下一步' }).click()
    await expect(heading(page, '使用时长规则')).toBeVisible()
    await shoot(page, testInfo, 'teen-ageLimit')
    await shoot(page, testInfo, 'teen-ageLimit-full', true)

    await page.getByRole('button', { name: '设置监护密码' }).click()
    await typePin(page, '设置4位数字监护密码', '13')
    await shoot(page, testInfo, 'teen-setPwd')

    await typePin(page, '设置4位数字监护密码', '57')
    await typePin(page, '再次输入监护密码', '2468')
    await expect(page.getByRole('alert')).toHaveText('两次输入的密码不一致，请重新输入')
    await shoot(page, testInfo, 'teen-rePwd-mismatch')
  })

  test('detail', async ({ page }, testInfo) => {
    await page.goto('/teenager/detail')
    await expect(heading(page, '青少年模式说明')).toBeVisible()
    await shoot(page, testInfo, 'teen-detail')
    await shoot(page, testInfo, 'teen-detail-full', true)
  })
})

test.describe('mode on', () => {
  test.use({ native: { platform: 'ios', teen: { open: true, pin: '0427', age: 1, usedMinutes: 35, now: NOON } } })

  test('status, closePwd with a wrong PIN, changePwd, input', async ({ page }, testInfo) => {
    await page.goto('/teenager')
    await expect(heading(page, '青少年模式已开启')).toBeVisible()
    await shoot(page, testInfo, 'teen-status-on')
    await shoot(page, testInfo, 'teen-status-on-full', true)

    await page.getByRole('link', { name: '关闭青少年模式' }).click()
    await typePin(page, '监护密码', '1111')
    await expect(page.getByRole('alert')).toHaveText('密码错误，请重新输入')
    await shoot(page, testInfo, 'teen-closePwd-wrong')

    await page.goto('/teenager/changePwd')
    await typePin(page, '旧密码', '0427')
    await expect(heading(page, '设置新密码')).toBeVisible()
    await shoot(page, testInfo, 'teen-changePwd-new')

    await page.goto('/teenager/input')
    await expect(heading(page, '监护人验证')).toBeVisible()
    await shoot(page, testInfo, 'teen-input')
  })
})

test.describe('limit reached', () => {
  test.use({ native: { platform: 'ios', teen: { open: true, pin: '0427', age: 1, usedMinutes: 60, now: NOON } } })

  test('timePwd (limit)', async ({ page }, testInfo) => {
    await page.goto('/teenager/nav')
    await expect(heading(page, '今日使用时长已达上限')).toBeVisible()
    await shoot(page, testInfo, 'teen-timePwd-limit')
  })
})

test.describe('curfew', () => {
  test.use({ native: { platform: 'ios', teen: { open: true, pin: '0427', age: 2, now: at('22:30') } } })

  test('timePwd (curfew)', async ({ page }, testInfo) => {
    await page.goto('/teenager/nav')
    await expect(heading(page, '夜间休息时间')).toBeVisible()
    await shoot(page, testInfo, 'teen-timePwd-curfew')
  })
})

test.describe('native slow to answer', () => {
  test.use({ native: { platform: 'ios', hang: ['teenagerCanUse'] } })

  test('nav waiting', async ({ page }, testInfo) => {
    await page.goto('/teenager/nav')
    await expect(page.getByText('正在检查使用状态…')).toBeVisible()
    await shoot(page, testInfo, 'teen-nav-waiting')
  })
})

test.describe('outside the app', () => {
  test.use({ native: { platform: 'none' } })

  test('status outside the app', async ({ page }, testInfo) => {
    await page.goto('/teenager')
    await expect(heading(page, '请在App内使用')).toBeVisible()
    await shoot(page, testInfo, 'teen-outside-app')
  })
})
