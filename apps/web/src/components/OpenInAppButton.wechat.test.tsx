import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setUpGeneratedAnswerPages, visitPage } from '../test/generatedAnswerPages'
import { OpenInAppButton } from './OpenInAppButton'

/** WeChat's own browser, which blocks app links: the page shows the guide to the browser. */
setUpGeneratedAnswerPages({ platform: 'wechat' })

describe('OpenInAppButton in WeChat', () => {
  it('shows the guide to ⋯ and 在浏览器中打开 (loaded at the first tap), which 知道了 and Escape close', async () => {
    visitPage('/', '/', () => <OpenInAppButton target={{ kind: 'room', roomId: '10086' }}>进入房间</OpenInAppButton>)
    fireEvent.click(screen.getByRole('button', { name: '进入房间' }))
    const guide = await screen.findByRole('dialog', { name: '点击右上角 ⋯' })
    expect(guide.textContent).toContain('选择「在浏览器中打开」')
    fireEvent.click(screen.getByRole('button', { name: '知道了' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '进入房间' }))
    await screen.findByRole('dialog', { name: '点击右上角 ⋯' })
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
