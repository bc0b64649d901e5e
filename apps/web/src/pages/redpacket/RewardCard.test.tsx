import { RedPacketError, RedPacketErrorCode, type RewardAmount } from '@h5/redpacket'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RewardCard, type RewardCardProps } from './RewardCard'

const FAILED = new RedPacketError('myReward', RedPacketErrorCode.MY_REWARD_FAILED, '数据获取失败')
const KNOWN: RewardAmount = { leftTotal: 8888, rewardTotal: 188 }
const UNKNOWN: RewardAmount = { leftTotal: null, rewardTotal: null }

function renderCard(props: Partial<RewardCardProps>) {
  const onRetry = vi.fn()
  const { container } = render(<RewardCard amount={KNOWN} status="done" error={null} onRetry={onRetry} {...props} />)
  return { onRetry, container }
}

describe('RewardCard', () => {
  it('shows the balance and everything received in yuan', () => {
    const { container } = renderCard({})
    expect(container.querySelector('.rp-reward__balance')?.textContent).toBe('88.88')
    expect(container.querySelector('.rp-reward__total')?.textContent).toBe('1.88元')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the last amounts when a reload fails, with the failure and 重试 under them', async () => {
    const { onRetry, container } = renderCard({ status: 'error', error: FAILED })
    expect(container.querySelector('.rp-reward__balance')?.textContent).toBe('88.88')
    expect(screen.getByRole('alert').textContent).toContain('数据获取失败')
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows the failure with 重试 in place of amounts it never read', async () => {
    const { onRetry, container } = renderCard({ amount: UNKNOWN, status: 'error', error: FAILED })
    expect(container.querySelector('.rp-reward__balance')).toBeNull()
    expect(screen.getByRole('alert').textContent).toContain('数据获取失败')
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
