import { expect, test, type Page } from '@playwright/test'
import { test as inApp } from './fixtures'
import { installClock } from './installClock'
import { reviewShot } from './reviewShot'
import { appTookOver } from './appTookOver'

/**
 * Screenshots for the design review at 390x844 (the config's phone viewport), saved with each test's output
 * and attached to the report.
 */
const SHOTS: { name: string; path: string; ready: string; lastSection?: string }[] = [
  { name: 'index', path: '/', ready: '功能导航' },
  { name: 'planned', path: '/weekstar', ready: '周星榜' },
  { name: 'not-found', path: '/no/such/page', ready: '页面不存在' },
  // The gallery's UI-kit sections load in chunks of their own, after the heading.
  { name: 'gallery', path: '/test/comp', ready: '组件示例', lastSection: '协议勾选' },
]

for (const { name, path, ready, lastSection } of SHOTS) {
  test(`screenshot of ${path}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible()
    if (lastSection) await expect(page.getByRole('region', { name: lastSection })).toBeVisible()
    for (const [suffix, fullPage] of [['', false], ['-full', true]] as const) {
      await reviewShot(page, testInfo, `${name}${suffix}`, fullPage)
    }
  })
}

test('screenshot of the overlays: toast, loading and offline', async ({ page, context }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // A prerendered page fetches the app after its first paint: let the app load before the network goes.
  await page.goto('/redpacket/open')
  await appTookOver(page)
  await context.setOffline(true)
  await expect(page.getByRole('alert')).toBeVisible()
  await reviewShot(page, testInfo, 'offline')
  await context.setOffline(false)

  // The page's clock stands still while each overlay is shot: the toast's 1.5 s and the request's 2 s cannot
  // run out on a busy machine before the screenshot is taken.
  const stopClock = await installClock(page)
  await page.goto('/test/comp')
  await expect(page.getByRole('heading', { level: 1, name: '组件示例' })).toBeVisible()
  await stopClock()
  await page.getByRole('button', { name: '显示长文本' }).click()
  // This toast, by its text: the gallery's 10 s countdown shows a toast of its own (倒计时结束) when it ends, at a
  // moment that depends on when its section mounted, and it may replace this one on screen or outlast it.
  const toast = page.locator('.toast', { hasText: '网络不太稳定，已为你保存草稿' })
  await expect(toast).toBeVisible()
  await reviewShot(page, testInfo, 'toast')
  await page.clock.runFor(1500)
  await expect(toast).toHaveCount(0)

  await page.getByRole('button', { name: '模拟 2 秒请求' }).click()
  const box = page.locator('.loading-overlay__box')
  await expect(box).toBeVisible()
  // Past the overlay's appearance delay and fade-in (CSS, which the page's clock does not hold).
  await box.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  await reviewShot(page, testInfo, 'loading')
})

/** The UI kit's sections of the gallery (docs/ui-kit.md), each shot scrolled to its top. */
const KIT_SECTIONS = [
  ['kit-title-bar', '标题栏'],
  ['kit-cells', '列表与单元格'],
  ['kit-tabs', '标签页'],
  ['kit-dialog', '对话框'],
  ['kit-action-sheet', '动作面板'],
  ['kit-result', '结果页'],
  ['kit-steps', '步骤条'],
  ['kit-states', '空、错误与加载状态'],
  ['kit-paged-list', '分页列表'],
  ['kit-buttons', '按钮'],
  ['kit-notice', '提示条'],
  ['kit-status-tag', '状态标签'],
  ['kit-balance', '余额卡片'],
  ['kit-option-grid', '选项网格'],
  ['kit-avatar', '头像'],
  ['kit-user-row', '用户行'],
  ['kit-purchase', '购买面板'],
  ['kit-countdown', '倒计时'],
  ['kit-form', '表单字段'],
  ['kit-upload', '图片上传'],
  ['kit-agreement', '协议勾选'],
] as const

async function showSection(page: Page, id: string) {
  await page.locator(`#${id}`).evaluate((section) => section.scrollIntoView({ block: 'start' }))
}

/** Touches on the paged list, as a finger pulling it down (Playwright's touchscreen only taps). */
async function pullPagedList(page: Page, phase: 'touchstart' | 'touchmove' | 'touchend', clientY: number) {
  await page.locator('.paged-list').evaluate(
    (list, { phase, clientY }) => {
      const touch = new Touch({ identifier: 1, target: list, clientX: 100, clientY })
      const touches = phase === 'touchend' ? [] : [touch]
      list.dispatchEvent(new TouchEvent(phase, { bubbles: true, touches, targetTouches: touches, changedTouches: [touch] }))
    },
    { phase, clientY },
  )
}

test('screenshots of the UI kit in the gallery, section by section and in their states', async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // The refresh and the upload last a set time; the page's clock stands still while each is shot.
  const stopClock = await installClock(page)
  await page.goto('/test/comp')
  // The kit's sections load in chunks of their own.
  await expect(page.getByRole('region', { name: '协议勾选' })).toBeVisible()
  await expect(page.getByRole('list', { name: '交易记录' }).getByRole('listitem').first()).toBeVisible()
  for (const [id, name] of KIT_SECTIONS) {
    await expect(page.getByRole('region', { name })).toBeVisible()
    await showSection(page, id)
    await reviewShot(page, testInfo, id)
  }

  // Overlays.
  await showSection(page, 'kit-dialog')
  await page.getByRole('button', { name: '打开对话框' }).click()
  await expect(page.getByRole('dialog', { name: '提现说明' })).toBeVisible()
  await reviewShot(page, testInfo, 'kit-dialog-open')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: '打开确认框' }).click()
  await expect(page.getByRole('dialog', { name: '确认解绑该银行卡？' })).toBeVisible()
  await reviewShot(page, testInfo, 'kit-confirm-open')
  await page.getByRole('button', { name: '取消' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('button', { name: '打开动作面板' }).click()
  await expect(page.getByRole('dialog', { name: '更换头像' })).toBeVisible()
  await reviewShot(page, testInfo, 'kit-action-sheet-open')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The result screen's other outcomes, and the states.
  const result = page.getByRole('region', { name: '结果页' })
  for (const outcome of ['失败', '处理中'] as const) {
    await result.getByRole('button', { name: outcome }).click()
    await showSection(page, 'kit-result')
    await reviewShot(page, testInfo, `kit-result-${outcome === '失败' ? 'failed' : 'pending'}`)
  }
  const states = page.getByRole('region', { name: '空、错误与加载状态' })
  for (const [state, name] of [['空', 'empty'], ['出错', 'error']] as const) {
    await states.getByRole('button', { name: state, exact: true }).click()
    await showSection(page, 'kit-states')
    await reviewShot(page, testInfo, `kit-states-${name}`)
  }

  // The paged list: pulled past the threshold, then refreshing.
  await showSection(page, 'kit-paged-list')
  await stopClock()
  await pullPagedList(page, 'touchstart', 300)
  await pullPagedList(page, 'touchmove', 500)
  await expect(page.getByText('释放立即刷新')).toBeVisible()
  await reviewShot(page, testInfo, 'kit-paged-list-pulled')
  await pullPagedList(page, 'touchend', 500)
  await expect(page.locator('.paged-list__pull')).toHaveText('正在刷新…')
  await reviewShot(page, testInfo, 'kit-paged-list-refreshing')
  await page.clock.resume()
  await expect(page.locator('.paged-list__pull')).toHaveText('')
  // Its end: scrolled down, the next pages load until 没有更多了.
  const scroller = page.locator('.gallery__scroll')
  await expect(async () => {
    await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight))
    await expect(page.getByText('没有更多了')).toBeVisible({ timeout: 1000 })
  }).toPass()
  await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight))
  await showSection(page, 'kit-paged-list')
  await reviewShot(page, testInfo, 'kit-paged-list-end')

  // The form: submitted empty, then filled in with the SMS countdown running.
  const form = page.getByRole('form', { name: '表单示例' })
  await form.getByRole('button', { name: '提交' }).click()
  await expect(form.getByText('请输入证件号码')).toBeVisible()
  await showSection(page, 'kit-form')
  await reviewShot(page, testInfo, 'kit-form-errors')
  await form.getByRole('textbox', { name: '提现金额' }).fill('12.345')
  await form.getByRole('textbox', { name: '手机号' }).fill('138 0013 8000')
  await form.getByRole('button', { name: '获取验证码' }).click()
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeVisible()
  await form.getByRole('textbox', { name: '验证码' }).fill('123456')
  await form.getByRole('textbox', { name: '证件号码' }).fill('110105491231002')
  await showSection(page, 'kit-form')
  await reviewShot(page, testInfo, 'kit-form-filled')

  // Upload: a picture (a screenshot of the page) uploading, uploaded, and failed.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 390, height: 246 } })
  const upload = page.getByRole('region', { name: '图片上传' })
  await stopClock()
  await upload.getByLabel('身份证人像面').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: picture })
  await expect(upload.getByText('上传中…')).toBeVisible()
  await showSection(page, 'kit-upload')
  await reviewShot(page, testInfo, 'kit-upload-uploading')
  await page.clock.resume()
  await expect(upload.getByText('上传中…')).toHaveCount(0)
  await upload.getByRole('button', { name: '上传失败' }).click()
  await upload.getByLabel('身份证国徽面').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: picture })
  await expect(upload.getByText('网络不给力，上传失败')).toBeVisible()
  await upload.getByLabel('上传截图').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') })
  await expect(upload.getByText('请选择图片文件')).toBeVisible()
  await showSection(page, 'kit-upload')
  await reviewShot(page, testInfo, 'kit-upload-done-failed-refused')

  // Consent asked for, then given.
  const agreement = page.getByRole('region', { name: '协议勾选' })
  await agreement.getByRole('button', { name: '同意并继续' }).click()
  await expect(agreement.getByText('请先阅读并同意协议')).toBeVisible()
  await showSection(page, 'kit-agreement')
  await reviewShot(page, testInfo, 'kit-agreement-error')
  await agreement.getByRole('checkbox').check()
  await reviewShot(page, testInfo, 'kit-agreement-checked')
})

// In the app, with the fake native answering teenagerCanUse (teen mode off), as the sheet asks it on opening.
inApp('screenshots of the purchase sheet in its states, at 390 and 320 px wide', async ({ page }, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/test/comp')
  const section = page.getByRole('region', { name: '购买面板' })
  await expect(section).toBeVisible()
  const sheet = page.getByRole('dialog', { name: '确认购买' })
  const open = async (state: string) => {
    await section.getByRole('button', { name: state }).click()
    await section.getByRole('button', { name: '打开购买面板' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  }
  const close = async () => {
    await page.getByRole('button', { name: '关闭' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 640 })
    await open('正常')
    await expect(sheet.getByRole('button', { name: '立即购买' })).not.toHaveAttribute('aria-busy')
    await reviewShot(page, testInfo, `kit-purchase-ready-${width}`)
    await close()
    await open('余额不足')
    await expect(sheet.getByRole('link', { name: '去充值' })).toBeVisible()
    await reviewShot(page, testInfo, `kit-purchase-short-${width}`)
    await close()
    await open('未成年')
    await expect(sheet.getByRole('link', { name: '了解青少年模式' })).toBeVisible()
    await reviewShot(page, testInfo, `kit-purchase-minor-${width}`)
    await close()
    await open('超时')
    await sheet.getByRole('button', { name: '立即购买' }).click()
    await expect(sheet.getByRole('button', { name: '立即购买' })).toHaveAttribute('aria-busy', 'true')
    await reviewShot(page, testInfo, `kit-purchase-buying-${width}`)
    await expect(sheet.getByText('网络超时，请重试')).toBeVisible()
    await reviewShot(page, testInfo, `kit-purchase-timed-out-${width}`)
    await close()
    await open('人民币')
    await expect(page.getByRole('button', { name: '立即开通' })).not.toHaveAttribute('aria-busy')
    await reviewShot(page, testInfo, `kit-purchase-yuan-${width}`)
    await close()
  }
})
