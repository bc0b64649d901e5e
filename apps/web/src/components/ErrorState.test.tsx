import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ErrorState } from './ErrorState'

describe('ErrorState', () => {
  it('announces the failure and retries on 重试', async () => {
    const onRetry = vi.fn()
    render(<ErrorState message="数据获取失败，请稍后重试" onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('数据获取失败，请稍后重试')
    await userEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('has no button when there is nothing to retry', () => {
    render(<ErrorState message="请在App内打开" />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
