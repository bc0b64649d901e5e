import { collectConsoleErrors } from './consoleErrors'
import { expect, test } from './fixtures'
import { expectToast } from './toasts'
import { at, heading, nativeOps, NOON, switchCalls, typePin } from './teenHelpers'

/**
 * Teen mode in Chromium: the production build with the fake native of the fixture, whose teen model
 * (src/dev/teenNative.ts) holds the switch, the PIN, the bracket, the usage and a fixed clock.
 */

test.describe('teen mode off', () => {
  test.use({ native: { platform: 'ios', teen: { open: false, now: NOON } } })

  test('enables: selectAge -> ageLimit -> setPwd -> rePwd (mismatch, then match) -> status on', async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await page.goto('/teenager')
    await expect(heading(page, '青少年模式未开启')).toBeVisible()
    await page.getByRole('link', { name: '开启青少年模式' }).click()

    await expect(heading(page, '选择孩子的年龄段')).toBeVisible()
    await expect(page.getByRole('radio', { name: /^16至18岁/ })).toBeChecked()
    await page.getByRole('radio', { name: /^8至16岁/ }).check()
    await page.getByRole('button', { name: '下一步' }).click()

    await expect(heading(page, '使用时长规则')).toBeVisible()
    await expect(page.getByText('已选择：8至16岁')).toBeVisible()
    await expect(page.getByRole('region', { name: '每日可使用' })).toContainText('1小时')
    await page.getByRole('button', { name: '设置监护密码' }).click()

    await expect(heading(page, '设置监护密码')).toBeVisible()
    await typePin(page, '设置4位数字监护密码', '1357')
    await expect(heading(page, '确认监护密码')).toBeVisible()
    await typePin(page, '再次输入监护密码', '2468')
    await expect(page.getByRole('alert')).toHaveText('两次输入的密码不一致，请重新输入')
    await expect(page.getByLabel('再次输入监护密码')).toHaveValue('')
    expect(await switchCalls(page)).toEqual([])

    await typePin(page, '再次输入监护密码', '1357')
    await expect(heading(page, '青少年模式已开启')).toBeVisible()
    await expect(page).toHaveURL(/\/teenager$/)
    await expectToast(page, '青少年模式已开启')
    expect(await switchCalls(page)).toEqual([{ open: true, password: '1357', age: 1 }])
    // Back to the status page's own history entry: the PIN screens are not left behind it.
    expect(await page.evaluate(() => (history.state as { idx: number }).idx)).toBe(0)
    expect(errors).toEqual([])
  })

  test('a reloaded confirm screen has no first entry: back to setPwd with a message, the bracket kept', async ({ page }) => {
    await page.goto('/teenager')
    await page.getByRole('link', { name: '开启青少年模式' }).click()
    await page.getByRole('radio', { name: /^8岁以下/ }).check()
    await page.getByRole('button', { name: '下一步' }).click()
    await page.getByRole('button', { name: '设置监护密码' }).click()
    await typePin(page, '设置4位数字监护密码', '1357')
    await expect(heading(page, '确认监护密码')).toBeVisible()

    await page.reload()
    await expect(heading(page, '设置监护密码')).toBeVisible()
    await expect(page).toHaveURL(/\/teenager\/setPwd$/)
    await expectToast(page, '请重新设置监护密码')
    await typePin(page, '设置4位数字监护密码', '9753')
    await typePin(page, '再次输入监护密码', '9753')
    await expect(heading(page, '青少年模式已开启')).toBeVisible()
    expect(await switchCalls(page)).toEqual([{ open: true, password: '9753', age: 0 }])
    expect(await page.evaluate(() => (history.state as { idx: number }).idx)).toBe(0)
  })

  test('a step opened without its flow goes to selectAge with a message', async ({ page }) => {
    await page.goto('/teenager/ageLimit')
    await expect(heading(page, '选择孩子的年龄段')).toBeVisible()
    await expect(page).toHaveURL(/\/teenager\/selectAge$/)
    await expectToast(page, '请先选择孩子的年龄段')
  })

  test('closePwd and changePwd ask for no PIN while the mode is off (a change would turn it on)', async ({ page }) => {
    for (const path of ['/teenager/closePwd', '/teenager/changePwd', '/teenager/input']) {
      await page.goto(path)
      await expect(heading(page, '青少年模式未开启'), path).toBeVisible()
      await expect(page.getByRole('textbox'), path).toHaveCount(0)
    }
    await page.getByRole('link', { name: '查看青少年模式' }).click()
    await expect(heading(page, '青少年模式未开启')).toBeVisible()
    await expect(page).toHaveURL(/\/teenager$/)
    expect(await switchCalls(page)).toEqual([])
  })

  test('the detail page from the status page, and 我知道了 back to it', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: /^青少年模式/ }).click()
    await page.getByRole('link', { name: '了解青少年模式的详细规则' }).click()
    await expect(heading(page, '青少年模式说明')).toBeVisible()
    await expect(page.getByRole('table')).toContainText('8岁以下40分钟8至16岁1小时16至18岁2小时')
    await page.getByRole('button', { name: '我知道了' }).click()
    await expect(heading(page, '青少年模式未开启')).toBeVisible()
    await expect(page).toHaveURL(/\/teenager$/)
  })

  test('timePwd while use is allowed says so and leaves through the bridge', async ({ page }) => {
    await page.goto('/teenager/timePwd')
    await expect(heading(page, '现在可以正常使用')).toBeVisible()
    await page.getByRole('button', { name: '继续使用' }).click()
    await expect.poll(() => nativeOps(page)).toContain('finish')
  })
})

test.describe('teen mode on (PIN 0427, 8–16)', () => {
  test.use({ native: { platform: 'ios', teen: { open: true, pin: '0427', age: 1, usedMinutes: 35, now: NOON } } })

  test('closes with a wrong then the right PIN', async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await page.goto('/teenager')
    await expect(heading(page, '青少年模式已开启')).toBeVisible()
    await expect(page.getByRole('region', { name: '今日使用' })).toHaveText('今日已使用35分钟')
    await page.getByRole('link', { name: '关闭青少年模式' }).click()

    await expect(heading(page, '关闭青少年模式')).toBeVisible()
    await typePin(page, '监护密码', '1111')
    await expect(page.getByRole('alert')).toHaveText('密码错误，请重新输入')
    await expect(page.getByLabel('监护密码')).toHaveValue('')
    await typePin(page, '监护密码', '0427')

    await expect(heading(page, '青少年模式未开启')).toBeVisible()
    await expectToast(page, '青少年模式已关闭')
    expect(await switchCalls(page)).toEqual([
      { open: false, password: '1111' },
      { open: false, password: '0427' },
    ])
    expect(errors).toEqual([])
  })

  test('changes the PIN (old wrong, then right -> new -> confirm); closing then needs the new PIN', async ({ page }) => {
    await page.goto('/teenager')
    await page.getByRole('link', { name: '修改密码' }).click()

    await expect(heading(page, '验证旧密码')).toBeVisible()
    await expect(page.getByRole('list', { name: '第1步，共3步' })).toBeVisible()
    await typePin(page, '旧密码', '1111')
    await expect(heading(page, '设置新密码')).toBeVisible()
    await typePin(page, '新密码', '2468')
    await expect(heading(page, '确认新密码')).toBeVisible()
    await typePin(page, '再次输入新密码', '2468')
    // Native checks the old PIN when the change is sent: wrong, so it starts over at the old PIN.
    await expect(heading(page, '验证旧密码')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('密码错误，请重新输入')

    await typePin(page, '旧密码', '0427')
    await typePin(page, '新密码', '2468')
    await typePin(page, '再次输入新密码', '1357')
    await expect(page.getByRole('alert')).toHaveText('两次输入的密码不一致，请重新输入')
    await expect(heading(page, '确认新密码')).toBeVisible()
    await typePin(page, '再次输入新密码', '2468')

    await expect(heading(page, '青少年模式已开启')).toBeVisible()
    await expectToast(page, '监护密码已修改')
    expect(await switchCalls(page)).toEqual([
      { open: false, password: '1111' },
      { open: false, password: '0427' },
      { open: true, password: '2468' },
    ])

    await page.getByRole('link', { name: '关闭青少年模式' }).click()
    await typePin(page, '监护密码', '0427')
    await expect(page.getByRole('alert')).toHaveText('密码错误，请重新输入')
    await typePin(page, '监护密码', '2468')
    await expect(heading(page, '青少年模式未开启')).toBeVisible()
  })

  test('the guardian PIN entry native opens (input) turns the mode off and closes the web view', async ({ page }) => {
    await page.goto('/teenager/input')
    await expect(heading(page, '监护人验证')).toBeVisible()
    await typePin(page, '监护密码', '4321')
    await expect(page.getByRole('alert')).toHaveText('密码错误，请重新输入')
    await typePin(page, '监护密码', '0427')
    await expect(heading(page, '青少年模式未开启')).toBeVisible()
    const ops = await nativeOps(page)
    expect(ops.slice(ops.lastIndexOf('teenagerSwitch'))).toEqual(['teenagerSwitch', 'finish', 'teenagerCanUse'])
  })

  test('input’s 取消 goes back to where the user came from, the mode untouched', async ({ page }) => {
    await page.goto('/')
    await page.goto('/teenager/input')
    await expect(heading(page, '监护人验证')).toBeVisible()
    await page.getByRole('button', { name: '取消' }).click()
    await expect(heading(page, '功能导航')).toBeVisible()
    await page.goto('/teenager')
    await expect(heading(page, '青少年模式已开启')).toBeVisible()
  })

  test('nav sends an allowed teen to the status page', async ({ page }) => {
    await page.goto('/teenager/nav')
    await expect(heading(page, '青少年模式已开启')).toBeVisible()
    await expect(page).toHaveURL(/\/teenager$/)
  })
})

test.describe('daily limit reached (8–16: 60 minutes used)', () => {
  test.use({ native: { platform: 'android', teen: { open: true, pin: '0427', age: 1, usedMinutes: 60, now: NOON } } })

  test('nav -> timePwd?reason=limit; the guardian PIN turns the mode off and closes the web view', async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await page.goto('/teenager/nav')
    await expect(page).toHaveURL(/\/teenager\/timePwd\?reason=limit$/)
    await expect(heading(page, '今日使用时长已达上限')).toBeVisible()
    await expect(page.getByText(/今日已使用1小时/)).toBeVisible()
    await expect(page.getByText('输入监护密码将关闭青少年模式，之后可以继续使用')).toBeVisible()

    await typePin(page, '监护密码', '1111')
    await expect(page.getByRole('alert')).toHaveText('密码错误，请重新输入')
    await typePin(page, '监护密码', '0427')
    await expect(heading(page, '青少年模式未开启')).toBeVisible()
    await expectToast(page, '青少年模式已关闭，可继续使用')
    const ops = await nativeOps(page)
    expect(ops.slice(ops.lastIndexOf('teenagerSwitch'))).toEqual(['teenagerSwitch', 'finish', 'teenagerCanUse'])
    expect(errors).toEqual([])
  })

  test('the status page says the day’s minutes are used up', async ({ page }) => {
    await page.goto('/teenager')
    await expect(heading(page, '青少年模式已开启')).toBeVisible()
    await expect(page.getByText('今日使用时长已用完')).toBeVisible()
  })
})

test.describe('curfew (the fixed clock at 22:00)', () => {
  test.use({ native: { platform: 'ios', teen: { open: true, pin: '0427', age: 2, usedMinutes: 0, now: at('22:00') } } })

  test('nav -> timePwd?reason=curfew; 退出 leaves through the bridge with the mode still on', async ({ page }) => {
    await page.goto('/teenager/nav')
    await expect(page).toHaveURL(/\/teenager\/timePwd\?reason=curfew$/)
    await expect(heading(page, '夜间休息时间')).toBeVisible()
    await expect(page.getByText(/22:00至次日6:00是休息时间/)).toBeVisible()
    await page.getByRole('button', { name: '退出' }).click()
    await expect.poll(() => nativeOps(page)).toContain('finish')
    expect(await switchCalls(page)).toEqual([])
  })
})

// The curfew edges (packages/teen/README.md, "Policy"), through the page: 21:59 and 06:00 allowed, 22:00 and
// 05:59 not.
for (const [time, path] of [
  ['21:59', '/teenager'],
  ['22:00', '/teenager/timePwd?reason=curfew'],
  ['05:59', '/teenager/timePwd?reason=curfew'],
  ['06:00', '/teenager'],
] as const) {
  test.describe(`at ${time}`, () => {
    test.use({ native: { platform: 'ios', teen: { open: true, pin: '0427', age: 2, usedMinutes: 0, now: at(time) } } })
    test(`nav goes to ${path}`, async ({ page }) => {
      await page.goto('/teenager/nav')
      await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`))
    })
  })
}

test.describe('outside the app (a plain browser)', () => {
  test.use({ native: { platform: 'none' } })

  for (const path of ['/teenager', '/teenager/nav', '/teenager/closePwd', '/teenager/timePwd?reason=limit']) {
    test(`${path} says to open it in the app, with a way back`, async ({ page }) => {
      const errors = collectConsoleErrors(page)
      await page.goto(path)
      await expect(heading(page, '请在App内使用')).toBeVisible()
      await expect(page.getByText('请在App内打开青少年模式')).toBeVisible()
      await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0)
      await page.getByRole('button', { name: '返回' }).click()
      await expect(heading(page, '功能导航')).toBeVisible()
      expect(errors).toEqual([])
    })
  }
})

test.describe('an app without the bridge', () => {
  test.use({ native: { platform: 'ios', noBridge: true } })

  test('the status page asks to update the app after the 5 s wait, never an endless loader', async ({ page }) => {
    await page.goto('/teenager')
    await expect(page.getByText('正在获取青少年模式状态…')).toBeVisible()
    await expect(heading(page, 'App版本过低')).toBeVisible()
    await expect(page.getByText('当前App版本过低，请升级到最新版本后使用青少年模式')).toBeVisible()
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible()
  })
})

test.describe('native failing the switch', () => {
  test.use({
    native: {
      platform: 'ios',
      teen: { open: true, pin: '0427', age: 1, now: NOON },
      fail: { teenagerSwitch: { errcode: 5001, errmsg: 'internal' } },
    },
  })

  test('shows the TeenError message and keeps the PIN screen for another try', async ({ page }) => {
    await page.goto('/teenager/closePwd')
    await typePin(page, '监护密码', '0427')
    await expect(page.getByRole('alert')).toHaveText('操作失败，请稍后重试')
    await expect(heading(page, '关闭青少年模式')).toBeVisible()
  })
})

test.describe('native never answering the switch', () => {
  test.use({ native: { platform: 'ios', teen: { open: true, pin: '0427', age: 1, now: NOON }, hang: ['teenagerSwitch'] } })

  test('gives up after the switch deadline with a clear state instead of waiting for ever', async ({ page }) => {
    await page.goto('/teenager/closePwd')
    await typePin(page, '监护密码', '0427')
    await expect(page.getByText('正在验证…')).toBeVisible()
    await expect(heading(page, 'App版本过低')).toBeVisible()
    await page.getByRole('button', { name: '重试' }).click()
    await expect(heading(page, '关闭青少年模式')).toBeVisible()
  })
})
