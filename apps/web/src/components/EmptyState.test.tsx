import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('says the list is empty, calmly (no alert), with an optional way on', () => {
    render(<EmptyState message="暂无交易记录" action={<a href="/wallet/recharge">去充值</a>} />)
    expect(screen.getByText('暂无交易记录')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: '去充值' })).toBeTruthy()
  })

  it('says 暂无数据 by default', () => {
    render(<EmptyState />)
    expect(screen.getByText('暂无数据')).toBeTruthy()
  })
})
