import type { FakeHandlers } from '@h5/bridge/testing'
import { MOCK_NATIVE_PATH, MOCK_USER, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { overlays } from '../../state/overlays'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { failOnce, holdRequests } from '../../test/serverRequests'
import RedDiamondCashoutPage from './RedDiamondCashoutPage'

/**
 * /benefit/cash, the benefit center's way into cash-out, tap by tap: the loading, the failure with 重试, each
 * gate that refuses a withdrawal with what clears it, and 立即提现. Native is the Android app; its WeChat binding
 * binds at the simulator, as the real app binds with the server.
 */
const native = { user: { ...MOCK_USER } as { accessToken: string; openID: string }, bindCalls: 0 }
const handlers: FakeHandlers = {
  getCurrentUserInfo: () => native.user as never,
  bindWeChat: async () => {
    native.bindCalls += 1
    const { accessToken, openID } = native.user
    await fetch(new URL(`${MOCK_NATIVE_PATH}/bind-wechat`, window.location.href), { method: 'POST', body: JSON.stringify({ accessToken, openID }) })
    return { nickName: '星河' }
  },
}
const { server } = setUpGeneratedAnswerPages({ platform: 'android', handlers })

beforeEach(() => {
  Object.assign(native, { user: { ...MOCK_USER }, bindCalls: 0 })
  overlays.toast = null
})

const asScenario = (name: ScenarioName) => {
  native.user = { userID: 30001, nickName: '测试', avatar: '', ...scenarioSession(name) } as never
}

const openPage = () => visitPage('/benefit/cash', '/benefit/cash', RedDiamondCashoutPage)

describe('/benefit/cash', () => {
  it('shows the loader while the server answers, then the cash value and 立即提现, under its own title', async () => {
    asScenario('cashout-ready')
    const release = holdRequests(server, '/v1/cashout/info')
    const { container } = openPage()
    expect(await screen.findByText('正在加载提现信息…')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: '红钻提现' })).toBeTruthy()
    release()
    expect(await screen.findByRole('button', { name: '立即提现' })).toBeTruthy()
    // The figure beside its ¥ (the kit's BalanceCard puts the sign in its own element).
    expect(screen.getByTestId('available').textContent).toBe('1,288.00')
    expect(screen.getByRole('region', { name: '可提现金额' }).textContent).toContain('¥1,288.00')
    expectShownWell(container)
  })

  it.each([
    ['cashout-ready', '立即提现', '/wxcash/cash'],
    ['cashout-unverified', '去实名认证', '/oauth'],
  ] as const)('as %s, goes on from %s to %s', async (scenario, action, path) => {
    asScenario(scenario)
    openPage()
    fireEvent.click(await screen.findByRole('button', { name: action }))
    await waitFor(() => expect(window.location.pathname).toBe(path))
  })

  it('shows a failure with 重试, which loads the page', async () => {
    asScenario('cashout-ready')
    failOnce(server, '/v1/cashout/info')
    const { container } = openPage()
    await settled('正在加载提现信息…')
    expect(screen.queryByRole('button', { name: '立即提现' })).toBeNull()
    expectShownWell(container)
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByRole('button', { name: '立即提现' })).toBeTruthy()
  })

  it.each([
    ['cashout-unverified', '请先完成实名认证', '去实名认证'],
    ['cashout-no-phone', '请先绑定手机号', '去绑定手机号'],
    ['cashout-closed', '当前不在提现时间内', null],
    ['cashout-times-used', '本月提现次数已用完', null],
    ['cashout-low-balance', '可提现金额不足', null],
  ] as const)('refuses a withdrawal the server would refuse (%s): %s, and no 立即提现', async (scenario, title, action) => {
    asScenario(scenario)
    const { container } = openPage()
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '立即提现' })).toBeNull()
    if (action) expect(screen.getByRole('button', { name: action })).toBeTruthy()
    expectShownWell(container)
  })

  it('binds WeChat once for a double tap on 去绑定微信, then the gate goes', async () => {
    asScenario('cashout-no-wechat')
    openPage()
    const bind = await screen.findByRole('button', { name: '去绑定微信' })
    fireEvent.click(bind)
    fireEvent.click(bind)
    expect(await screen.findByRole('button', { name: '立即提现' })).toBeTruthy()
    expect(native.bindCalls).toBe(1)
    expect(overlays.toast?.message).toBe('微信已绑定')
  })
})
