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
  render(<RewardCard amount={KNOWN} status="done" error={null} onRetry={onRetry} {...props} />)
  return { onRetry }
}

describe('RewardCard', () => {
  it('shows the balance and everything received in yuan', () => {
    renderCard({})
    expect(screen.getByTestId('rp-reward-balance').textContent).toBe('88.88')
    expect(screen.getByTestId('rp-reward-total').textContent).toBe('1.88元')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the last amounts when a reload fails, with the failure and 重试 under them', async () => {
    const { onRetry } = renderCard({ status: 'error', error: FAILED })
    expect(screen.getByTestId('rp-reward-balance').textContent).toBe('88.88')
    expect(screen.getByRole('alert').textContent).toContain('数据获取失败')
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows the failure with 重试 in place of amounts it never read', async () => {
    const { onRetry } = renderCard({ amount: UNKNOWN, status: 'error', error: FAILED })
    // No amount it never read: -- in their place, never a guess.
    expect(screen.getByTestId('rp-reward-balance').textContent).toBe('--')
    expect(screen.getByTestId('rp-reward-total').textContent).toBe('--')
    expect(screen.getByRole('alert').textContent).toContain('数据获取失败')
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
