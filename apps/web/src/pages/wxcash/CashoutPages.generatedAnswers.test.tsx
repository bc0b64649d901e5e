import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/**
 * The cash-out pages with answers generated from docs/openapi.yaml (`generateAnswers` of
 * @h5/mock-backend/testing: huge and zero amounts, long nicknames and reasons, far dates, empty lists, then random
 * ones): each must show without crashing, with no raw `undefined` / `NaN` on screen, a finished load and a CSS
 * rule for every long unbroken text (test/generatedAnswerPages.tsx).
 */
const { server } = setUpGeneratedAnswerPages()

const failed = (body: unknown) => (body as { errno: number }).errno !== 0

describe('/wxcash with generated answers', () => {
  it.each(answersOf('getCashoutInfo'))('shows the balance and the gate or 立即提现: %s', async (_label, body) => {
    server.use(answerHandler('getCashoutInfo', body))
    const { default: WxcashPage } = await import('./WxcashPage')
    const { container } = visitPage('/wxcash', '/wxcash', WxcashPage)
    await settled('正在加载提现信息…')
    if (failed(body)) await screen.findByRole('button', { name: '重试' })
    else await screen.findByRole('region', { name: '可提现金额' })
    expectShownWell(container)
  })

  it.each(answersOf('getCashoutInfo'))('shows the amount form or the gate: %s', async (_label, body) => {
    server.use(answerHandler('getCashoutInfo', body))
    const { default: WithdrawPage } = await import('./WithdrawPage')
    const { container } = visitPage('/wxcash/cash', '/wxcash/cash', WithdrawPage)
    await settled('正在加载提现信息…')
    if (failed(body)) await screen.findByRole('button', { name: '重试' })
    expectShownWell(container)
  })
})

describe('/wxcash/cashdetail and /wxcash/cashrecords with generated answers', () => {
  it.each(answersOf('getWithdrawal'))('shows the withdrawal and its timeline: %s', async (_label, body) => {
    server.use(answerHandler('getWithdrawal', body))
    const { default: CashdetailPage } = await import('./CashdetailPage')
    const { container } = visitPage('/wxcash/cashdetail?id=wd_1', '/wxcash/cashdetail', CashdetailPage)
    await settled('正在加载提现详情…')
    if (failed(body)) await screen.findByRole('button', { name: '重试' })
    else await screen.findByRole('region', { name: '提现金额' })
    expectShownWell(container)
  })

  it.each(answersOf('getWithdrawals'))('shows the records: %s', async (_label, body) => {
    server.use(answerHandler('getWithdrawals', body))
    const { default: CashrecordsPage } = await import('./CashrecordsPage')
    const { container } = visitPage('/wxcash/cashrecords', '/wxcash/cashrecords', CashrecordsPage)
    await settled('正在加载提现记录…')
    expectShownWell(container)
  })
})
