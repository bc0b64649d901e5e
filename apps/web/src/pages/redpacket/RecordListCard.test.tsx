import { RedPacketError, RedPacketErrorCode } from '@h5/redpacket'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RecordListCard, type RecordListCardProps } from './RecordListCard'

const FAILED = new RedPacketError('myRecord', RedPacketErrorCode.MY_RECORD_REQUEST_FAILED, '加载失败，请稍后重试')

function renderCard(props: Partial<RecordListCardProps>) {
  const onRetry = vi.fn()
  render(
    <RecordListCard
      title="我发出的红包"
      hasRows
      status="done"
      error={null}
      emptyMessage="还没有发过红包"
      loadingLabel="正在加载"
      onRetry={onRetry}
      {...props}
    >
      <li>恭喜发财</li>
    </RecordListCard>,
  )
  return onRetry
}

describe('RecordListCard', () => {
  it('keeps the rows when a reload fails, under the failure and 重试', async () => {
    const onRetry = renderCard({ status: 'error', error: FAILED })
    expect(screen.getByText('恭喜发财')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('加载失败，请稍后重试')
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows the rows alone while they are current or reloading', () => {
    renderCard({ status: 'loading' })
    expect(screen.getByText('恭喜发财')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
  })

  it('shows the full error state with 重试 instead of rows when there are none', async () => {
    const onRetry = renderCard({ hasRows: false, status: 'error', error: FAILED })
    expect(screen.queryByText('恭喜发财')).toBeNull()
    expect(screen.getByRole('alert').textContent).toContain('加载失败，请稍后重试')
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
