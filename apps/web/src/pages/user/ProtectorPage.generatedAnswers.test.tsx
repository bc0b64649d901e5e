import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/**
 * The guard page with answers generated from docs/openapi.yaml (`generateAnswers` of @h5/mock-backend/testing:
 * huge and zero counts, long nicknames, plan names and perks, far dates, empty plans and lists, then random
 * ones): each must show without crashing, with no raw `undefined` / `NaN` on screen, a finished load and a CSS
 * rule for every long unbroken text (test/generatedAnswerPages.tsx).
 */
const { server } = setUpGeneratedAnswerPages({ platform: 'android' })

const failed = (body: unknown) => (body as { errno: number }).errno !== 0

describe('/user/protector with generated answers', () => {
  it.each(answersOf('getGuardInfo'))('shows whose guard, my guard, the plans and the rules: %s', async (_label, body) => {
    server.use(answerHandler('getGuardInfo', body))
    const { default: ProtectorPage } = await import('./ProtectorPage')
    const { container } = visitPage('/user/protector?userID=9', '/user/protector', ProtectorPage)
    await settled('正在加载守护信息…')
    if (failed(body)) await screen.findByRole('button', { name: '重试' })
    else await screen.findByRole('region', { name: '守护对象' })
    expectShownWell(container)
  })

  it.each(answersOf('getGuards'))('shows the guards: %s', async (_label, body) => {
    server.use(answerHandler('getGuards', body))
    const { default: ProtectorPage } = await import('./ProtectorPage')
    const { container } = visitPage('/user/protector?userID=9', '/user/protector', ProtectorPage)
    await settled('正在加载守护信息…')
    await settled('正在加载守护列表…')
    expectShownWell(container)
  })
})
