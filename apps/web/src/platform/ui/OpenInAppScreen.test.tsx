import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { OpenInAppScreen } from './OpenInAppScreen'

describe('OpenInAppScreen', () => {
  it('shows the loading screen while its code loads, then the screen with what the page gave it', async () => {
    render(
      <MemoryRouter>
        <OpenInAppScreen reason="outdated" copy={{ outdated: { title: '请升级 App 后领取红包' } }} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('status').textContent).toContain('加载中…')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('请升级 App 后领取红包')
    expect(screen.getByRole('link', { name: '下载最新版 App' }).getAttribute('href')).toBe('/download')
    expect(screen.queryByText('加载中…')).toBeNull()
  })
})
