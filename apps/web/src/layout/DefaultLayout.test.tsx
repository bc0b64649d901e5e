import { act, screen } from '@testing-library/react'
import { Route, Routes, useParams } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appState } from '../state/appState'
import { hideLoading, overlays, showLoading } from '../state/overlays'
import { renderInRouter } from '../test/renderInRouter'
import { DefaultLayout } from './DefaultLayout'

function Page() {
  return <p>页面 {useParams().name}</p>
}

function renderLayout() {
  return renderInRouter(
    <Routes>
      <Route element={<DefaultLayout />}>
        <Route path="/:name" element={<Page />} />
      </Route>
    </Routes>,
    '/a',
  )
}

/** valtio notifies React after a microtask. */
async function flush(change: () => void) {
  await act(async () => {
    change()
    await Promise.resolve()
  })
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  overlays.loadingCount = 0
  appState.direction = 1
})

afterEach(() => {
  overlays.loadingCount = 0
  appState.online = true
})

describe('the default layout', () => {
  it('shows the offline notice while offline and clears it when back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    renderLayout()
    expect(screen.queryByRole('alert')).toBeNull()

    onLine.mockReturnValue(false)
    await flush(() => window.dispatchEvent(new Event('offline')))
    expect(appState.online).toBe(false)
    expect(screen.getByRole('alert').textContent).toContain('网络连接已断开')

    onLine.mockReturnValue(true)
    await flush(() => window.dispatchEvent(new Event('online')))
    expect(appState.online).toBe(true)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows one loading overlay however many requests are in flight, until the last one ends', async () => {
    renderLayout()
    expect(screen.queryByText('加载中')).toBeNull()
    await flush(() => {
      showLoading()
      showLoading()
    })
    expect(screen.getAllByText('加载中')).toHaveLength(1)
    await flush(hideLoading)
    expect(screen.getByText('加载中')).toBeTruthy()
    await flush(hideLoading)
    expect(screen.queryByText('加载中')).toBeNull()
    await flush(hideLoading)
    expect(overlays.loadingCount).toBe(0)
  })

  it('slides pages in by appState.direction, but not the first page', async () => {
    const { navigate, location } = renderLayout()
    const frame = () => screen.getByText(/^页面/).parentElement!
    expect(frame().className).toBe('page-frame')

    appState.direction = 1
    await navigate('/b')
    expect(frame().className).toBe('page-frame page-frame--forward')

    appState.direction = -1
    await navigate('/c')
    expect(frame().className).toBe('page-frame page-frame--back')

    appState.direction = 0
    await navigate('/d')
    expect(frame().className).toBe('page-frame')

    // Back to the very first entry slides too: only the app's first render is still.
    appState.direction = -1
    await navigate(-3)
    expect(location().key).toBe('default')
    expect(frame().className).toBe('page-frame page-frame--back')
  })
})
