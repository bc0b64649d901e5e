import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import AgreementpopPage from './AgreementpopPage'

/**
 * /agreement/agreementpop with answers generated from docs/openapi.yaml (`generateAnswers` of @h5/mock-backend/testing: the
 * edge cases — long titles, empty lists, far dates — then random ones): each must settle (no loader left), with
 * no raw `undefined` / `NaN` / `Infinity` on screen and a CSS rule for every long unbroken text. An answer the
 * document allows but the page's reader refuses shows the page's error state with 重试, which is a way on too.
 */
const { server } = setUpGeneratedAnswerPages()

describe('/agreement/agreementpop with generated answers', () => {
  it.each(answersOf('getPendingAgreements'))('lists what changed: %s', async (_label, body) => {
    server.use(answerHandler('getPendingAgreements', body))
    const { container } = visitPage('/agreement/agreementpop', '/agreement/agreementpop', AgreementpopPage)
    await settled('协议加载中')
    expectShownWell(container)
    const { items } = (body as { data: { items: unknown[] } }).data
    if (items.length === 0) expect(screen.getByRole('heading', { name: /协议已是最新$/ })).toBeTruthy()
    else expect(screen.getAllByRole('link', { name: /^阅读《.*》全文$/ })).toHaveLength(items.length)
  })
})
