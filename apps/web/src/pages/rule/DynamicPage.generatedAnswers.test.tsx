import { MOCK_RULES } from '@h5/mock-backend'
import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import DynamicPage from './DynamicPage'

/**
 * /rule/dynamic/:id with answers generated from docs/openapi.yaml (`generateAnswers` of @h5/mock-backend/testing: the
 * edge cases — long titles, empty lists, far dates — then random ones): each must settle (no loader left), with
 * no raw `undefined` / `NaN` / `Infinity` on screen and a CSS rule for every long unbroken text. An answer the
 * document allows but the page's reader refuses shows the page's error state with 重试, which is a way on too.
 */
const { server } = setUpGeneratedAnswerPages()

describe('/rule/dynamic/:id with generated answers', () => {
  it.each(answersOf('getRuleDocument'))('shows the rule or its error: %s', async (_label, body) => {
    server.use(answerHandler('getRuleDocument', body))
    const { container } = visitPage(`/rule/dynamic/${MOCK_RULES.spring}`, '/rule/dynamic/:id?', DynamicPage)
    await settled('规则加载中')
    expectShownWell(container)
    const shown = container.querySelector('.document') !== null
    const failed = screen.queryByRole('button', { name: '重试' }) !== null
    expect(shown || failed).toBe(true)
  })
})
