import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RedPacketAvatar } from './RedPacketAvatar'

describe('RedPacketAvatar', () => {
  it('is the kit’s avatar on gold', () => {
    const { container } = render(<RedPacketAvatar src="" name="晚风" />)
    expect(container.firstElementChild?.className).toBe('avatar avatar--md rp-avatar avatar--fallback')
    expect(container.textContent).toBe('晚')
  })

  it('draws a small red packet when there is neither picture nor nickname', () => {
    const { container } = render(<RedPacketAvatar src="" name="" />)
    expect(container.querySelector('svg path')).not.toBeNull()
  })
})
