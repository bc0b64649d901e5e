import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/**
 * The real-name entry with answers generated from docs/openapi.yaml (`generateAnswers` of
 * @h5/mock-backend/testing: the edge cases, long reasons, far dates, fields left out, then random ones), the
 * other calls answered by the simulator: each must show without crashing, with no raw `undefined` / `NaN` /
 * `Infinity` on screen, a finished load (the status card or the error with 重试, never the loader for good)
 * and a CSS rule for every long unbroken text (test/generatedAnswerPages.tsx).
 */
const { server } = setUpGeneratedAnswerPages()

describe('/oauth with generated answers', () => {
  it.each(answersOf('getRealNameStatus'))('shows the status: %s', async (_label, body) => {
    server.use(answerHandler('getRealNameStatus', body))
    const { default: OauthPage } = await import('./OauthPage')
    const { container } = visitPage('/oauth?from=cash', '/oauth', OauthPage)
    await settled('正在获取认证状态…')
    const answer = body as { errno: number; data?: { status: string } }
    if (answer.errno === 0) {
      await screen.findByRole('region', { name: '认证状态' })
      if (answer.data?.status === 'none' || answer.data?.status === 'rejected') await screen.findByText('选择认证方式')
    } else {
      await screen.findByRole('button', { name: '重试' })
    }
    expectShownWell(container)
  })
})
