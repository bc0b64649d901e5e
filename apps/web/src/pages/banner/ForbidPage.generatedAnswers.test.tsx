import { MOCK_NOTICES } from '@h5/mock-backend'
import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import ForbidPage from './ForbidPage'

/**
 * /banner/forbid with answers generated from docs/openapi.yaml (`generateAnswers` of @h5/mock-backend/testing: the
 * edge cases — long titles, empty lists, far dates — then random ones): each must settle (no loader left), with
 * no raw `undefined` / `NaN` / `Infinity` on screen and a CSS rule for every long unbroken text. An answer the
 * document allows but the page's reader refuses shows the page's error state with 重试, which is a way on too.
 */
const { server } = setUpGeneratedAnswerPages()

describe('/banner/forbid with generated answers', () => {
  it.each(answersOf('getForbidNotice'))('shows the notice or its error: %s', async (_label, body) => {
    server.use(answerHandler('getForbidNotice', body))
    const { container } = visitPage(`/banner/forbid?noticeID=${MOCK_NOTICES.account}`, '/banner/forbid', ForbidPage)
    await settled('封禁通知加载中')
    expectShownWell(container)
    const shown = screen.queryByRole('heading', { name: /已被封禁$/ }) !== null
    const failed = screen.queryByRole('button', { name: '重试' }) !== null
    expect(shown || failed).toBe(true)
  })
})
