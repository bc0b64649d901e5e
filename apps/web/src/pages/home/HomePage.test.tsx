import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import HomePage from './HomePage'

describe('HomePage', () => {
  it('links to the red-packet and teen-mode features', () => {
    const router = createMemoryRouter([{ path: '/', element: <HomePage /> }])
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { name: '功能导航' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '打开红包' }).getAttribute('href')).toBe('/redpacket/open')
    expect(screen.getByRole('link', { name: '青少年模式' }).getAttribute('href')).toBe('/teenager')
  })
})
