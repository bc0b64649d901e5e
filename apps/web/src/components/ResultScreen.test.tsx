import { fireEvent, render, screen } from '@testing-library/react'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { installStylesheets } from '../test/installStylesheets'
import { unhandledLongText } from '../test/unhandledLongText'
import { ResultScreen } from './ResultScreen'

let removeStylesheets: () => void
beforeAll(() => {
  removeStylesheets = installStylesheets(dirname(fileURLToPath(import.meta.url)))
})
afterAll(() => removeStylesheets())

describe('ResultScreen', () => {
  it.each([
    ['success', '成功：支付成功'],
    ['failed', '失败：支付失败'],
    ['pending', '处理中：支付处理中'],
  ] as const)('says the %s outcome in words before the title', (status, heading) => {
    const title = heading.split('：')[1] ?? ''
    render(<ResultScreen status={status} title={title} message="¥12.00" />)
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy()
    expect(screen.getByRole('main').className).toContain(`result-screen--${status}`)
  })

  it('shows its message and actions, and is a section with an h2 when embedded', () => {
    render(
      <ResultScreen status="pending" title="提现申请已提交" message="预计 1–3 个工作日到账" embedded>
        <button type="button">完成</button>
      </ResultScreen>,
    )
    expect(screen.queryByRole('main')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: '处理中：提现申请已提交' })).toBeTruthy()
    expect(screen.getByText('预计 1–3 个工作日到账')).toBeTruthy()
    expect(screen.getByRole('button', { name: '完成' })).toBeTruthy()
  })

  it('wraps a long server text in its title and message instead of pushing it past the screen edges', () => {
    // A centred line wider than the screen overflows both edges, and nothing scrolls to the left one.
    const longName = 'W'.repeat(48)
    const { container } = render(<ResultScreen status="failed" title={`你的房间「${longName}」已被封禁`} message={`原因：${longName}`} />)
    expect(unhandledLongText(container)).toEqual([])
  })

  it('as a page’s outcome, sits under the page’s title bar with its back', () => {
    const onBack = vi.fn()
    render(<ResultScreen status="failed" title="暂不能充值" message="青少年模式下不能充值" page={{ title: '钻石充值', onBack }} />)
    expect(screen.getByRole('heading', { level: 1, name: '钻石充值' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: '失败：暂不能充值' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(onBack).toHaveBeenCalledOnce()
  })
})
