import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import HomePage from './HomePage'

/**
 * The home page in WeChat's browser (no app, no session): the public page, no follow or message, and
 * 在App中打开, which in WeChat shows the guide to open the page in the browser (the platform's OpenInAppButton).
 */
setUpGeneratedAnswerPages({ platform: 'wechat' })

describe('/home outside the app', () => {
  it('shows the public page with 在App中打开 and no follow, message or guard link', async () => {
    const { container } = visitPage('/home?userID=9', '/home', HomePage)
    await settled('正在加载主页…')
    expect(await screen.findByRole('heading', { name: '星河主播' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /关注/ })).toBeNull()
    expect(screen.queryByRole('button', { name: '私信' })).toBeNull()
    expect(screen.queryByRole('link', { name: '去守护' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '在App中打开' }))
    expect(await screen.findByRole('dialog', { name: '点击右上角 ⋯' })).toBeTruthy()
    expectShownWell(container)
  })

  it('names nobody without userID, where there is no session to say who I am', async () => {
    visitPage('/home', '/home', HomePage)
    await settled('正在加载主页…')
    expect(screen.getByRole('alert').textContent).toContain('该用户不存在')
  })
})
