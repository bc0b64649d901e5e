import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TitleBar } from './TitleBar'

describe('TitleBar', () => {
  it('holds the page’s h1 and a labelled back button that calls back', async () => {
    const onBack = vi.fn()
    render(<TitleBar title="我的钱包" onBack={onBack} />)
    expect(screen.getByRole('heading', { level: 1, name: '我的钱包' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '返回' }))
    expect(onBack).toHaveBeenCalledTimes(1)
  })

  it('has no back button without an action, and shows the right-hand action', () => {
    render(
      <TitleBar
        title="账单"
        right={
          <button type="button" onClick={vi.fn()}>
            筛选
          </button>
        }
      />,
    )
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull()
    expect(screen.getByRole('button', { name: '筛选' })).toBeTruthy()
  })

  it('is an h2 when embedded in another page', () => {
    render(<TitleBar title="示例" embedded />)
    expect(screen.getByRole('heading', { level: 2, name: '示例' })).toBeTruthy()
  })
})
