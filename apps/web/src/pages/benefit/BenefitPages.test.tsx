import type { FakeHandlers } from '@h5/bridge/testing'
import { MOCK_USER, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { overlays } from '../../state/overlays'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { countRequests } from '../../test/serverRequests'
import BenefitPage from './BenefitPage'
import ExchangeOptionsPage from './ExchangeOptionsPage'
import ExchangePage from './ExchangePage'
import GivePage from './GivePage'
import LoginRewardPage from './LoginRewardPage'
import RewardsPage from './RewardsPage'

/**
 * The benefit-center pages on the simulator, tap by tap. Native is the Android app: its friend picker answers
 * 星河主播, and teen mode is off unless a test turns it on.
 */
const FRIEND = { userID: 10002, nickName: '星河主播', avatar: '' }
const native = { user: { ...MOCK_USER } as object, teenOpen: false, gifts: 0 }
const handlers: FakeHandlers = {
  getCurrentUserInfo: () => native.user as never,
  teenagerCanUse: () => ({ canUse: true, open: native.teenOpen }),
  selectUserFromRelationList: () => ({ users: [FRIEND] }),
}
const { server } = setUpGeneratedAnswerPages({ platform: 'android', handlers })

beforeEach(() => {
  Object.assign(native, { user: { ...MOCK_USER }, teenOpen: false })
  overlays.toast = null
})

const asScenario = (name: ScenarioName) => {
  native.user = { userID: 30001, nickName: '测试', avatar: '', ...scenarioSession(name) }
}

async function pickFriendAndType(amount: string) {
  fireEvent.click(await screen.findByRole('button', { name: '选择好友' }))
  fireEvent.change(await screen.findByRole('textbox', { name: '赠送数量' }), { target: { value: amount } })
}

describe('/benefit/zs', () => {
  it('gives 红钻 to the friend native picked, after a confirmation naming them', async () => {
    asScenario('benefit-center')
    const { container } = visitPage('/benefit/zs', '/benefit/zs', GivePage)
    await pickFriendAndType('500')
    fireEvent.click(screen.getByRole('button', { name: '赠送' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('将 500 红钻赠送给「星河主播」')
    fireEvent.click(within(dialog).getByRole('button', { name: '确认赠送' }))
    expect(await screen.findByRole('heading', { name: /赠送成功/ })).toBeTruthy()
    expectShownWell(container)
  })

  it('reads 赠送数量 in full-width digits, as every numeric field does', async () => {
    asScenario('benefit-center')
    visitPage('/benefit/zs', '/benefit/zs', GivePage)
    await pickFriendAndType('５００')
    expect((screen.getByRole('textbox', { name: '赠送数量' }) as HTMLInputElement).value).toBe('500')
    fireEvent.click(screen.getByRole('button', { name: '赠送' }))
    expect((await screen.findByRole('dialog')).textContent).toContain('将 500 红钻')
  })

  it('refuses with teen mode on, as recharge does: no form, the ways back', async () => {
    asScenario('benefit-center')
    native.teenOpen = true
    const gifts = countRequests(server, '/v1/benefit/give')
    const { container } = visitPage('/benefit/zs', '/benefit/zs', GivePage)
    expect(await screen.findByRole('heading', { name: '青少年模式下不能赠送红钻' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '选择好友' })).toBeNull()
    expect(screen.getByRole('link', { name: '了解青少年模式' }).getAttribute('href')).toBe('/teenager')
    expect(screen.getByRole('link', { name: '返回福利中心' }).getAttribute('href')).toBe('/benefit')
    expect(gifts()).toBe(0)
    expectShownWell(container)
  })

  it('asks teen mode again before sending: turned on after the page loaded, nothing is sent', async () => {
    asScenario('benefit-center')
    const gifts = countRequests(server, '/v1/benefit/give')
    visitPage('/benefit/zs', '/benefit/zs', GivePage)
    await pickFriendAndType('500')
    native.teenOpen = true
    fireEvent.click(screen.getByRole('button', { name: '赠送' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认赠送' }))
    expect(await screen.findByRole('heading', { name: '青少年模式下不能赠送红钻' })).toBeTruthy()
    expect(gifts()).toBe(0)
  })

  it('refuses a minor’s account with the ways back', async () => {
    asScenario('benefit-minor')
    visitPage('/benefit/zs', '/benefit/zs', GivePage)
    expect(await screen.findByRole('heading', { name: '未成年人不能赠送红钻' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '返回福利中心' })).toBeTruthy()
  })
})

describe('/benefit', () => {
  it('shows the 红钻 and the ways to use them, each entry under one name', async () => {
    asScenario('benefit-center')
    const { container } = visitPage('/benefit', '/benefit', BenefitPage)
    await settled('正在加载…')
    const nav = screen.getByRole('navigation', { name: '红钻用途' })
    expect(within(nav).getByRole('link', { name: /红钻兑换/ }).getAttribute('href')).toBe('/benefit/hz')
    expect(within(nav).getByRole('link', { name: /3 个奖励待领取/ })).toBeTruthy()
    expectShownWell(container)
  })
})

describe('/benefit/hz and /benefit/hzoption', () => {
  it('calls the exchange 红钻兑换 in its title', async () => {
    asScenario('benefit-center')
    visitPage('/benefit/hz', '/benefit/hz', ExchangePage)
    expect(await screen.findByRole('heading', { level: 1, name: '红钻兑换' })).toBeTruthy()
    expect(await screen.findByTestId('rate')).toBeTruthy()
  })

  it('exchanges an option after a confirmation and shows the server’s balance', async () => {
    asScenario('benefit-center')
    visitPage('/benefit/hzoption', '/benefit/hzoption', ExchangeOptionsPage)
    fireEvent.click(await screen.findByRole('radio', { name: /^60钻石，/ }))
    fireEvent.click(screen.getByRole('button', { name: '立即兑换' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认兑换' }))
    await waitFor(() => expect(screen.getByTestId('red-balance').textContent).toBe('128,200'))
    expect(overlays.toast?.message).toBe('兑换成功，获得 60 钻石')
  })
})

describe('/benefit/login', () => {
  it('claims today’s reward once, then says 今日已领取', async () => {
    asScenario('benefit-center')
    visitPage('/benefit/login', '/benefit/login', LoginRewardPage)
    fireEvent.click(await screen.findByRole('button', { name: '立即领取' }))
    expect(await screen.findByRole('button', { name: '今日已领取' })).toBeTruthy()
    expect(overlays.toast?.message).toBe('领取成功，红钻 +20')
  })
})

describe('/benefit/lz', () => {
  it('claims one reward and marks it claimed; an expired one says 已过期 once', async () => {
    asScenario('benefit-center')
    const { container } = visitPage('/benefit/lz', '/benefit/lz', RewardsPage)
    const list = await screen.findByRole('list', { name: '奖励' })
    const expired = within(list).getByText('国庆活动签到奖励').closest('li')!
    expect(expired.textContent?.match(/已过期/g)).toHaveLength(1)
    const first = within(list).getByText('完成首次开播任务').closest('li')!
    fireEvent.click(within(first).getByRole('button', { name: '领取' }))
    await waitFor(() => expect(within(first).queryByRole('button', { name: '领取' })).toBeNull())
    expect(first.textContent).toContain('已领取')
    expectShownWell(container)
  })
})

describe('/benefit/lz 一键领取', () => {
  it('claims every claimable reward in one request and says what came', async () => {
    asScenario('benefit-center')
    const { container } = visitPage('/benefit/lz', '/benefit/lz', RewardsPage)
    fireEvent.click(await screen.findByRole('button', { name: /一键领取（3个，2,000 红钻）/ }))
    await waitFor(() => expect(overlays.toast?.message).toBe('已领取 3 个奖励，红钻 +2000'))
    expect(screen.queryByRole('button', { name: '领取' })).toBeNull()
    expectShownWell(container)
  })
})

