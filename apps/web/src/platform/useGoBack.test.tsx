import { installFakeNative } from '@h5/bridge/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { expect, it } from 'vitest'
import { renderInRouter } from '../test/renderInRouter'
import { useGoBack } from './useGoBack'

function BackButton() {
  return (
    <button type="button" onClick={useGoBack()}>
      返回
    </button>
  )
}

// Installed before the app bridge's first use in this file, so the page counts as in the app.
const native = installFakeNative(window, { platform: 'android', handlers: { back: () => ({}) } })

it('asks native to go back when a page opened directly inside the app has no history', async () => {
  const { location } = renderInRouter(
    <Routes>
      <Route path="/weekstar" element={<BackButton />} />
      <Route path="/" element={<p>首页</p>} />
    </Routes>,
    '/weekstar',
  )
  await userEvent.click(screen.getByRole('button', { name: '返回' }))
  await expect.poll(() => native.calls.map((call) => call.op)).toEqual(['back'])
  expect(location().pathname).toBe('/weekstar')
})
