import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import BeautifulnumPage from './BeautifulnumPage'

/**
 * /beautifulnum with answers generated from docs/openapi.yaml (`generateAnswers` of @h5/mock-backend/testing:
 * empty and full pages, the longest numbers, patterns and labels, far dates, then random ones): it must show
 * without a crash, with no raw `undefined` / `NaN` on screen, a finished load, a CSS rule for every long
 * unbroken text, and no wider than a 320 px phone (test/generatedAnswerPages.tsx).
 */
const { server } = setUpGeneratedAnswerPages({ platform: 'android', handlers: { teenagerCanUse: () => ({ canUse: true, open: false }) as never } })

async function open() {
  const view = visitPage('/beautifulnum', '/beautifulnum', BeautifulnumPage)
  await settled('正在加载我的靓号…')
  await settled('正在加载靓号…')
  return view
}

describe('/beautifulnum with generated answers', () => {
  it.each(answersOf('getNumbers'))('shows the catalogue: %s', async (_label, body) => {
    server.use(answerHandler('getNumbers', body))
    const { container } = await open()
    const { items } = (body as { data: { items: unknown[] } }).data
    if (items.length === 0) await screen.findByText('这一类靓号已售完')
    else await screen.findByRole('list', { name: '靓号列表' })
    expectShownWell(container)
  })

  it.each(answersOf('getMyNumbers'))('shows my numbers: %s', async (_label, body) => {
    server.use(answerHandler('getMyNumbers', body))
    const { container } = await open()
    await screen.findByTestId('shown-id')
    const { items } = (body as { data: { items: unknown[] } }).data
    if (items.length === 0) await screen.findByText('还没有靓号，在下方挑一个吧')
    else await screen.findByRole('list', { name: '我的靓号列表' })
    expectShownWell(container)
  })
})
