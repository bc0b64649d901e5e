import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { overlays } from '../../state/overlays'
import ComponentGalleryPage from './ComponentGalleryPage'
import { eventually } from '../../test/eventually'

function renderGallery() {
  return render(
    <MemoryRouter initialEntries={['/test/comp']}>
      <ComponentGalleryPage />
    </MemoryRouter>,
  )
}

beforeEach(() => {
  overlays.toast = null
  overlays.loadingCount = 0
})

afterEach(() => {
  vi.useRealTimers()
  overlays.toast = null
  overlays.loadingCount = 0
})

/** The UI kit's sections (docs/ui-kit.md), in their lazily loaded chunks. */
const KIT_SECTIONS = [
  '标题栏',
  '列表与单元格',
  '标签页',
  '对话框',
  '动作面板',
  '结果页',
  '步骤条',
  '空、错误与加载状态',
  '分页列表',
  '按钮',
  '提示条',
  '状态标签',
  '余额卡片',
  '选项网格',
  '头像',
  '用户行',
  '购买面板',
  '倒计时',
  '表单字段',
  '图片上传',
  '协议勾选',
]

describe('the component gallery', () => {
  it('shows a section for each shared component', async () => {
    renderGallery()
    for (const name of ['轻提示', '加载中', '错误页', '未开放页面', '密码输入']) {
      expect(screen.getByRole('region', { name })).toBeTruthy()
    }
    for (const name of KIT_SECTIONS) {
      expect(await screen.findByRole('region', { name })).toBeTruthy()
    }
    // The previews are sections, not pages: one <main>, one <h1>.
    expect(screen.getAllByRole('main')).toHaveLength(1)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 2, name: '示例页面' })).toBeTruthy()
    expect(screen.getByText('该页面暂未开放')).toBeTruthy()
  })

  it('answers the confirm demo through a toast', async () => {
    renderGallery()
    await userEvent.click(await screen.findByRole('button', { name: '打开确认框' }))
    // The dialog and the sheet load when they first open (platform/onDemand.ts).
    await userEvent.click(await screen.findByRole('button', { name: '解绑' }))
    expect(overlays.toast?.message).toBe('已解绑')
  })

  it('reports the action chosen in the action sheet demo', async () => {
    renderGallery()
    await userEvent.click(await screen.findByRole('button', { name: '打开动作面板' }))
    await userEvent.click(await screen.findByRole('button', { name: '拍照' }))
    expect(overlays.toast?.message).toBe('选择了：拍照')
  })

  it('switches the result screen between its three outcomes', async () => {
    renderGallery()
    const result = await screen.findByRole('region', { name: '结果页' })
    expect(within(result).getByRole('heading', { name: '成功：支付成功' })).toBeTruthy()
    await userEvent.click(within(result).getByRole('button', { name: '处理中' }))
    expect(within(result).getByRole('heading', { name: '处理中：提现申请已提交' })).toBeTruthy()
  })

  it('shows every field’s message when the form demo is submitted empty, and sends no SMS before a valid number', async () => {
    renderGallery()
    const form = await screen.findByRole('form', { name: '表单示例' })
    expect((within(form).getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(within(form).getByRole('button', { name: '提交' }))
    for (const message of ['请输入金额', '请输入手机号', '请输入验证码', '请输入证件号码']) {
      expect(within(form).getByText(message)).toBeTruthy()
    }
    await userEvent.type(within(form).getByLabelText('手机号'), '13800138000')
    expect((within(form).getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('asks for consent before going on', async () => {
    renderGallery()
    const section = await screen.findByRole('region', { name: '协议勾选' })
    await userEvent.click(within(section).getByRole('button', { name: '同意并继续' }))
    expect(within(section).getByRole('alert').textContent).toBe('请先阅读并同意协议')
    await userEvent.click(within(section).getByRole('checkbox'))
    await userEvent.click(within(section).getByRole('button', { name: '同意并继续' }))
    expect(overlays.toast?.message).toBe('已同意，继续')
  })

  it('raises real toasts through the shared overlay state', async () => {
    renderGallery()
    await userEvent.click(screen.getByRole('button', { name: '显示轻提示' }))
    expect(overlays.toast).toMatchObject({ message: '操作成功', duration: 1500 })
    await userEvent.click(screen.getByRole('button', { name: '显示 3 秒' }))
    expect(overlays.toast).toMatchObject({ duration: 3000 })
  })

  it('holds the loading overlay for two seconds, and releases it when the page is left early', async () => {
    vi.useFakeTimers()
    const { unmount } = renderGallery()
    act(() => screen.getByRole('button', { name: '模拟 2 秒请求' }).click())
    act(() => screen.getByRole('button', { name: '模拟 2 秒请求' }).click())
    expect(overlays.loadingCount).toBe(1)
    act(() => vi.advanceTimersByTime(2000))
    expect(overlays.loadingCount).toBe(0)

    act(() => screen.getByRole('button', { name: '模拟 2 秒请求' }).click())
    unmount()
    expect(overlays.loadingCount).toBe(0)
  })

  it('pages the bill list demo through @h5/request: the next page, a failure retried, an empty list', async () => {
    renderGallery()
    const section = await screen.findByRole('region', { name: '分页列表' })
    await userEvent.click(within(section).getByRole('button', { name: '第二页失败' }))
    const list = await within(section).findByRole('list', { name: '交易记录' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(8)

    await userEvent.click(within(section).getByRole('button', { name: '加载更多' }))
    const failure = await within(section).findByRole('alert')
    expect(failure.textContent).toContain('网络不给力，加载失败')
    expect(within(list).getAllByRole('listitem')).toHaveLength(8)
    await userEvent.click(within(failure).getByRole('button', { name: '重试' }))
    await eventually(() => expect(within(list).getAllByRole('listitem')).toHaveLength(16))

    await userEvent.click(within(section).getByRole('button', { name: '空列表' }))
    expect(await within(section).findByText('暂无交易记录')).toBeTruthy()
  })

  it('switches the error preview between 404 and 500', async () => {
    renderGallery()
    expect(screen.getByRole('heading', { level: 2, name: '页面不存在' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '500' }))
    expect(screen.getByRole('heading', { level: 2, name: '服务器错误' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '500' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('checks the demo PIN: a wrong one shows the error, the right one a toast', async () => {
    renderGallery()
    const section = screen.getByRole('region', { name: '密码输入' })
    const input = within(section).getByLabelText(/请输入密码/)
    await userEvent.type(input, '0000')
    expect(within(section).getByRole('alert').textContent).toBe('密码错误，请重新输入')
    await userEvent.type(input, '1234')
    expect(within(section).getByRole('alert').textContent).toBe('')
    expect(overlays.toast?.message).toBe('密码正确')
  })

  it('shows the display kit: a loading button ignores taps, the option grid chooses, a notice reads out errors', async () => {
    renderGallery()
    const buttons = await screen.findByRole('region', { name: '按钮' })
    await userEvent.click(within(buttons).getByRole('button', { name: '立即提现' }))
    const busy = within(buttons).getByRole('button', { name: '提交中…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(busy)
    expect(within(buttons).getByText('已提交 1 次（提交中再点不会重复提交）')).toBeTruthy()

    const grid = within(screen.getByRole('region', { name: '选项网格' })).getByRole('radiogroup', { name: '充值档位示例' })
    await userEvent.click(within(grid).getByRole('radio', { name: /680/ }))
    expect(within(grid).getByRole('radio', { name: /680/ }).getAttribute('aria-checked')).toBe('true')

    const notices = screen.getByRole('region', { name: '提示条' })
    expect(within(notices).getByRole('alert').textContent).toContain('提现失败')
    expect(within(screen.getByRole('region', { name: '倒计时' })).getAllByRole('timer')).toHaveLength(2)
  })

  it('opens the purchase sheet in its states: a retry after the time-out sends the same key, a short balance recharges', async () => {
    renderGallery()
    const section = await screen.findByRole('region', { name: '购买面板' })
    await userEvent.click(within(section).getByRole('button', { name: '超时' }))
    await userEvent.click(within(section).getByRole('button', { name: '打开购买面板' }))
    const sheet = screen.getByRole('dialog', { name: '确认购买' })
    const buy = () => eventually(() => within(sheet).getByRole('button', { name: '立即购买', busy: false }))
    await userEvent.click(await buy())
    expect(await within(sheet).findByText('网络超时，请重试', {}, { timeout: 5000 })).toBeTruthy()
    await userEvent.click(await buy())
    await eventually(() => expect(overlays.toast?.message).toBe('购买成功'))
    const [first, retry] = /幂等键尾号 (\w+) \/ (\w+)/.exec(within(section).getByText(/已发送 2 次/).textContent ?? '')?.slice(1) ?? []
    expect(first).toMatch(/^[0-9a-f]{6}$/)
    expect(retry).toBe(first)

    await userEvent.click(within(section).getByRole('button', { name: '余额不足' }))
    await userEvent.click(within(section).getByRole('button', { name: '打开购买面板' }))
    expect(await screen.findByRole('link', { name: '去充值' })).toBeTruthy()
  })
})
