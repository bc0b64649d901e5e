import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LoadingState } from './LoadingState'

describe('LoadingState', () => {
  it('tells screen readers what is loading and draws the placeholder rows asked for', () => {
    const { container } = render(<LoadingState label="正在加载交易记录" rows={5} />)
    expect(screen.getByRole('status').textContent).toBe('正在加载交易记录')
    expect(container.querySelectorAll('.loading-state__row')).toHaveLength(5)
  })
})
