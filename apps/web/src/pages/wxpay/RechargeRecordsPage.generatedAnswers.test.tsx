import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import RechargeRecordsPage from './RechargeRecordsPage'

/**
 * /wxpay/records with answers generated from docs/openapi.yaml (`generateAnswers` of @h5/mock-backend/testing:
 * empty and full pages, the largest amounts and 钻石, the longest order ids, far dates, then random ones): each
 * must show without a crash, with no raw `undefined` / `NaN` on screen, a finished load, a CSS rule for every long
 * unbroken text, and no wider than a 320 px phone (test/generatedAnswerPages.tsx).
 */
const { server } = setUpGeneratedAnswerPages({ platform: 'android' })

describe('/wxpay/records with generated answers', () => {
  it.each(answersOf('getRechargeOrders'))('shows the records: %s', async (_label, body) => {
    server.use(answerHandler('getRechargeOrders', body))
    const { container } = visitPage('/wxpay/records', '/wxpay/records', RechargeRecordsPage)
    await settled('正在加载充值记录…')
    const { items } = (body as { data: { items: unknown[] } }).data
    if (items.length === 0) await screen.findByText('还没有充值记录')
    else await screen.findByRole('list', { name: '充值记录' })
    expectShownWell(container)
  })
})
