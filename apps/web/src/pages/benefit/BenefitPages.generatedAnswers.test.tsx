import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/**
 * The benefit-center pages with answers generated from docs/openapi.yaml: huge balances, long titles, empty
 * lists, far dates, then random ones; each must show without crashing or raw non-values (test/generatedAnswerPages.tsx).
 */
const { server } = setUpGeneratedAnswerPages()

const failed = (body: unknown) => (body as { errno: number }).errno !== 0

describe('the benefit center with generated answers', () => {
  it.each(answersOf('getBenefitAccount'))('/benefit shows the account: %s', async (_label, body) => {
    server.use(answerHandler('getBenefitAccount', body))
    const { default: BenefitPage } = await import('./BenefitPage')
    const { container } = visitPage('/benefit', '/benefit', BenefitPage)
    await settled('正在加载…')
    if (failed(body)) await screen.findByRole('button', { name: '重试' })
    else await screen.findByRole('region', { name: '红钻余额' })
    expectShownWell(container)
  })

  it.each(answersOf('getBenefitAccount'))('/benefit/login shows the daily reward: %s', async (_label, body) => {
    server.use(answerHandler('getBenefitAccount', body))
    const { default: LoginRewardPage } = await import('./LoginRewardPage')
    const { container } = visitPage('/benefit/login', '/benefit/login', LoginRewardPage)
    await settled('正在加载…')
    expectShownWell(container)
  })

  it.each(answersOf('getExchangeOptions'))('/benefit/hzoption shows the options: %s', async (_label, body) => {
    server.use(answerHandler('getExchangeOptions', body))
    const { default: ExchangeOptionsPage } = await import('./ExchangeOptionsPage')
    const { container } = visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
    await settled('正在加载…')
    expectShownWell(container)
  })

  it.each(answersOf('getRewards'))('/benefit/lz shows the rewards: %s', async (_label, body) => {
    server.use(answerHandler('getRewards', body))
    const { default: RewardsPage } = await import('./RewardsPage')
    const { container } = visitPage('/benefit/lz', '/benefit/lz', RewardsPage)
    await settled('正在加载…')
    expectShownWell(container)
  })
})
