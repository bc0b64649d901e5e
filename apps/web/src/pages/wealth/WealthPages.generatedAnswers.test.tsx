import { answerHandler } from '@h5/mock-backend/testing'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import DecorationsPage from './DecorationsPage'
import WealthLedgerPage from './WealthLedgerPage'
import WealthLevelPage from './WealthLevelPage'

/**
 * The wealth pages with answers generated from docs/openapi.yaml (`generateAnswers` of @h5/mock-backend/testing:
 * empty and full tables and pages, the largest values, the longest names and privileges, far dates, then random
 * ones): each must show without a crash, with no raw `undefined` / `NaN` on screen, a finished load, a CSS rule
 * for every long unbroken text, and no wider than a 320 px phone (test/generatedAnswerPages.tsx).
 */
const { server } = setUpGeneratedAnswerPages({ platform: 'android', handlers: { teenagerCanUse: () => ({ canUse: true, open: false }) as never } })

describe('/wealth/newwealth with generated answers', () => {
  it.each(answersOf('getWealthLevel'))('shows the level: %s', async (_label, body) => {
    server.use(answerHandler('getWealthLevel', body))
    const { container } = visitPage('/wealth/newwealth', '/wealth/newwealth', WealthLevelPage)
    await settled('正在加载财富等级…')
    await screen.findByRole('region', { name: '我的财富等级' })
    await screen.findByRole('region', { name: '保级' })
    expectShownWell(container)
  })
})

describe('/wealth/detail with generated answers', () => {
  it.each(answersOf('getWealthLedger'))('shows the ledger: %s', async (_label, body) => {
    server.use(answerHandler('getWealthLedger', body))
    const { container } = visitPage('/wealth/detail', '/wealth/detail', WealthLedgerPage)
    await settled('正在加载财富明细…')
    const { items } = (body as { data: { items: unknown[] } }).data
    if (items.length === 0) await screen.findByText(/没有财富值记录$/)
    else await screen.findByRole('list', { name: /财富明细$/ })
    expectShownWell(container)
  })
})

describe('/wealth/items/tab with generated answers', () => {
  it.each(answersOf('getMallGoods'))('shows the decorations: %s', async (_label, body) => {
    server.use(answerHandler('getMallGoods', body))
    const { container } = visitPage('/wealth/items/tab', '/wealth/items/tab', DecorationsPage)
    await settled('正在加载装扮…')
    const { items } = (body as { data: { items: unknown[] } }).data
    if (items.length === 0) await screen.findByText('这里还没有装扮')
    else await screen.findByRole('list', { name: '装扮列表' })
    expectShownWell(container)
  })

  it.each(answersOf('getGoodsOptions'))('shows the options of an item: %s', async (_label, body) => {
    server.use(answerHandler('getGoodsOptions', body))
    visitPage('/wealth/items/tab', '/wealth/items/tab', DecorationsPage)
    await settled('正在加载装扮…')
    fireEvent.click(within(await screen.findByRole('article', { name: '星光头像框' })).getByRole('button', { name: '购买' }))
    const picker = await screen.findByRole('dialog')
    await settled('正在加载价格…')
    expectShownWell(picker)
  })
})
