import { fireEvent, screen } from '@testing-library/react'
import { render } from '@testing-library/react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { appSession } from '../../platform/session/appSession'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import HomePage, { HomeView } from './HomePage'

/**
 * The home page in a phone's browser (no app, no session): the public page, no follow or message, and
 * 在App中打开 at this page, through the way to open the app when one is given, else the download page keeping
 * the page as its target.
 */
setUpGeneratedAnswerPages({ platform: 'none' })

describe('/home outside the app', () => {
  it('shows the public page with 在App中打开 to the download page, keeping the page, and no follow', async () => {
    const { container } = visitPage('/home?userID=9', '/home', HomePage)
    await settled('正在加载主页…')
    expect(await screen.findByRole('heading', { name: '星河主播' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /关注/ })).toBeNull()
    expect(screen.queryByRole('button', { name: '私信' })).toBeNull()
    expect(screen.queryByRole('link', { name: '去守护' })).toBeNull()
    expect(screen.getByRole('link', { name: '在App中打开' }).getAttribute('href')).toBe(`/download?target=${encodeURIComponent('/home?userID=9')}`)
    expectShownWell(container)
  })

  it('hands the page to the way to open the app when there is one', async () => {
    const openInApp = vi.fn()
    appSession.reset()
    window.history.replaceState(null, '', '/home?userID=9')
    render(
      <BrowserRouter useTransitions={false}>
        <Routes>
          <Route path="/home" element={<HomeView openInApp={openInApp} />} />
        </Routes>
      </BrowserRouter>,
    )
    fireEvent.click(await screen.findByRole('button', { name: '在App中打开' }))
    expect(openInApp).toHaveBeenCalledWith('/home?userID=9')
  })

  it('names nobody without userID, where there is no session to say who I am', async () => {
    visitPage('/home', '/home', HomePage)
    await settled('正在加载主页…')
    expect(screen.getByRole('alert').textContent).toContain('该用户不存在')
  })
})
