import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/**
 * The home page with answers generated from docs/openapi.yaml (`generateAnswers` of @h5/mock-backend/testing:
 * huge and zero counts, long names, gift names and work titles, empty lists, no badges, then random ones): each
 * must show without crashing, with no raw `undefined` / `NaN` on screen, a finished load and a CSS rule for
 * every long unbroken text (test/generatedAnswerPages.tsx).
 */
const { server } = setUpGeneratedAnswerPages({ platform: 'android' })

const failed = (body: unknown) => (body as { errno: number }).errno !== 0

describe('/home with generated answers', () => {
  it.each(answersOf('getUserHome'))('shows the profile, badges, guards, gifts and works: %s', async (_label, body) => {
    server.use(answerHandler('getUserHome', body))
    const { default: HomePage } = await import('./HomePage')
    const { container } = visitPage('/home?userID=9', '/home', HomePage)
    await settled('正在加载主页…')
    if (failed(body)) await screen.findByRole('alert')
    else await screen.findByRole('region', { name: '个人资料' })
    expectShownWell(container)
  })
})
