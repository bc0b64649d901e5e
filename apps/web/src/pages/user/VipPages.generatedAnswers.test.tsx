import { answerHandler } from '@h5/mock-backend/testing'
import { screen } from '@testing-library/react'
import { describe, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'

/**
 * The VIP pages with answers generated from docs/openapi.yaml: huge prices, long names, empty tier and perk lists,
 * far dates, then random ones; each must show without crashing or raw non-values (test/generatedAnswerPages.tsx).
 * The other call of the page is the simulator's.
 */
const { server } = setUpGeneratedAnswerPages({ platform: 'android' })

const failed = (body: unknown) => (body as { errno: number }).errno !== 0

describe('the VIP pages with generated answers', () => {
  it.each(answersOf('getVipTiers'))('/user/vipv2/nav shows the tiers side by side: %s', async (_label, body) => {
    server.use(answerHandler('getVipTiers', body))
    const { default: VipPage } = await import('./VipPage')
    const { container } = visitPage('/user/vipv2/nav', '/user/vipv2/nav', VipPage)
    await settled('正在加载…')
    if (failed(body)) await screen.findByRole('button', { name: '重试' })
    else await screen.findByRole('table')
    expectShownWell(container)
  })

  it.each(answersOf('getVipTiers'))('/user/vipv2/vip shows a tier’s options and perks: %s', async (_label, body) => {
    server.use(answerHandler('getVipTiers', body))
    const { default: VipPage } = await import('./VipPage')
    const { container } = visitPage('/user/vipv2/vip', '/user/vipv2/vip', VipPage)
    await settled('正在加载…')
    expectShownWell(container)
  })

  it.each(answersOf('getMembership'))('/user/uservip/svip shows my membership: %s', async (_label, body) => {
    server.use(answerHandler('getMembership', body))
    const { default: VipPage } = await import('./VipPage')
    const { container } = visitPage('/user/uservip/svip', '/user/uservip/svip', VipPage)
    await settled('正在加载…')
    expectShownWell(container)
  })

  it.each(answersOf('getMembership'))('/user/member shows my membership, auto-renew and history: %s', async (_label, body) => {
    server.use(answerHandler('getMembership', body))
    const { default: MemberPage } = await import('./MemberPage')
    const { container } = visitPage('/user/member', '/user/member', MemberPage)
    await settled('正在加载…')
    if (failed(body)) await screen.findByRole('button', { name: '重试' })
    else await screen.findByRole('region', { name: '我的会员' })
    expectShownWell(container)
  })
})
