import type { FakeHandlers } from '@h5/bridge/testing'
import { MOCK_NATIVE_PATH, MOCK_PAY_PASSWORD, MOCK_SMS_CODE, MOCK_USER, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetKeptVisits } from '../../platform/data/keptVisits'
import { appSession } from '../../platform/session/appSession'
import { overlays } from '../../state/overlays'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import CashdetailPage from './CashdetailPage'
import CashoptionPage from './CashoptionPage'
import CashrecordsPage from './CashrecordsPage'
import WithdrawPage from './WithdrawPage'
import WxcashPage from './WxcashPage'

/**
 * The cash-out pages on the simulator, tap by tap: the gates, the amount, the records and a withdrawal's detail.
 * Native is the Android app; its bindings bind at the simulator, as the real app binds with the server.
 */
const native = { user: { ...MOCK_USER } as { accessToken: string; openID: string }, bindTaken: true, bindCalls: 0 }
const bindAtServer = async (what: string) => {
  native.bindCalls += 1
  if (!native.bindTaken) return
  const { accessToken, openID } = native.user
  await fetch(new URL(`${MOCK_NATIVE_PATH}/${what}`, window.location.href), { method: 'POST', body: JSON.stringify({ accessToken, openID }) })
}
const handlers: FakeHandlers = {
  getCurrentUserInfo: () => native.user as never,
  bindWeChat: async () => {
    await bindAtServer('bind-wechat')
    return { nickName: '星河' }
  },
  gotoBindMobile: async () => {
    await bindAtServer('bind-phone')
    return {}
  },
}
setUpGeneratedAnswerPages({ platform: 'android', handlers })

beforeEach(() => {
  Object.assign(native, { user: { ...MOCK_USER }, bindTaken: true, bindCalls: 0 })
  overlays.toast = null
})

const asScenario = (name: ScenarioName) => {
  native.user = { userID: 30001, nickName: '测试', avatar: '', ...scenarioSession(name) } as never
}

describe('/wxcash', () => {
  it('offers no 立即提现 below the minimum of one withdrawal, and says why (¥5.00 against ¥10.00)', async () => {
    asScenario('cashout-low-balance')
    const { container } = visitPage('/wxcash', '/wxcash', WxcashPage)
    await settled('正在加载提现信息…')
    expect(await screen.findByRole('heading', { name: '可提现金额不足' })).toBeTruthy()
    expect(screen.getByText(/单笔最低提现 ¥10\.00，当前可提现 ¥5\.00/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: '立即提现' })).toBeNull()
    expectShownWell(container)
  })

  it('offers 立即提现 with enough to withdraw', async () => {
    asScenario('cashout-ready')
    visitPage('/wxcash', '/wxcash', WxcashPage)
    expect(await screen.findByRole('button', { name: '立即提现' })).toBeTruthy()
    // The figure beside its ¥ (the kit's BalanceCard puts the sign in its own element).
    expect(screen.getByTestId('available').textContent).toBe('1,288.00')
  })

  it('binds WeChat in native, asks the server again and says it is bound: the gate goes', async () => {
    asScenario('cashout-no-wechat')
    const { container } = visitPage('/wxcash', '/wxcash', WxcashPage)
    fireEvent.click(await screen.findByRole('button', { name: '去绑定微信' }))
    expect(await screen.findByRole('button', { name: '立即提现' })).toBeTruthy()
    expect(overlays.toast?.message).toBe('微信已绑定')
    expect(native.bindCalls).toBe(1)
    expectShownWell(container)
  })

  it('says the binding is still being confirmed when the server has not taken it yet', async () => {
    asScenario('cashout-no-wechat')
    native.bindTaken = false
    visitPage('/wxcash', '/wxcash', WxcashPage)
    fireEvent.click(await screen.findByRole('button', { name: '去绑定微信' }))
    expect((await screen.findByRole('alert')).textContent).toBe('绑定结果确认中，稍后回到本页会自动刷新')
    expect(screen.getByRole('button', { name: '去绑定微信' })).toBeTruthy()
  })

  it('binds the phone the same way', async () => {
    asScenario('cashout-no-phone')
    visitPage('/wxcash', '/wxcash', WxcashPage)
    fireEvent.click(await screen.findByRole('button', { name: '去绑定手机号' }))
    expect(await screen.findByRole('button', { name: '立即提现' })).toBeTruthy()
    expect(overlays.toast?.message).toBe('手机号已绑定')
  })
})

describe('/wxcash/cash', () => {
  it('shows the balance gate instead of an amount form that cannot succeed', async () => {
    asScenario('cashout-low-balance')
    visitPage('/wxcash/cash', '/wxcash/cash', WithdrawPage)
    expect(await screen.findByRole('heading', { name: '可提现金额不足' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: '提现金额' })).toBeNull()
  })

  it('previews the fee and the arrival by the server’s rates as the amount is typed', async () => {
    asScenario('cashout-ready')
    const { container } = visitPage('/wxcash/cash', '/wxcash/cash', WithdrawPage)
    fireEvent.change(await screen.findByRole('textbox', { name: '提现金额' }), { target: { value: '100' } })
    expect(screen.getByTestId('fee').textContent).toBe('¥3.00')
    expect(screen.getByTestId('arrival').textContent).toBe('¥97.00')
    expectShownWell(container)
  })
})

describe('/wxcash/cash: the confirmation sheet and the owner’s proof', () => {
  async function reviewWithdrawal(yuan: string) {
    fireEvent.change(await screen.findByRole('textbox', { name: '提现金额' }), { target: { value: yuan } })
    fireEvent.click(screen.getByRole('button', { name: '确认提现' }))
    return screen.findByRole('dialog', { name: '确认提现' })
  }

  it('shows what goes where, sends the code to the bound phone and pays out only with it', async () => {
    asScenario('cashout-ready')
    const { container } = visitPage('/wxcash/cash', '/wxcash/cash', WithdrawPage)
    const sheet = await reviewWithdrawal('100')
    expect(within(sheet).getByLabelText('提现明细').textContent).toContain('实际到账¥97.00')
    expect(within(sheet).getByText(/验证码将发送至1\d\d\*\*\*\*\d{4}/)).toBeTruthy()
    fireEvent.click(within(sheet).getByRole('button', { name: '获取验证码' }))
    expect(await within(sheet).findByText(/验证码已发送至/)).toBeTruthy()
    fireEvent.change(within(sheet).getByRole('textbox', { name: /验证码/ }), { target: { value: '000000' } })
    fireEvent.click(within(sheet).getByRole('button', { name: '确认提现' }))
    expect(await within(sheet).findByText('验证码错误，请重新输入')).toBeTruthy()
    fireEvent.change(within(sheet).getByRole('textbox', { name: /验证码/ }), { target: { value: MOCK_SMS_CODE } })
    fireEvent.click(within(sheet).getByRole('button', { name: '确认提现' }))
    expect(await screen.findByRole('heading', { name: /提现申请已提交/ })).toBeTruthy()
    expectShownWell(container)
  })

  it('asks for the payment password where the server asks for one', async () => {
    asScenario('cashout-password')
    visitPage('/wxcash/cash', '/wxcash/cash', WithdrawPage)
    const sheet = await reviewWithdrawal('50')
    fireEvent.change(within(sheet).getByLabelText('支付密码'), { target: { value: '000000' } })
    fireEvent.click(within(sheet).getByRole('button', { name: '确认提现' }))
    expect(await within(sheet).findByText('支付密码错误，请重新输入')).toBeTruthy()
    fireEvent.change(within(sheet).getByLabelText('支付密码'), { target: { value: MOCK_PAY_PASSWORD } })
    fireEvent.click(within(sheet).getByRole('button', { name: '确认提现' }))
    expect(await screen.findByRole('heading', { name: /提现申请已提交/ })).toBeTruthy()
  })
})

describe('/wxcash/cashoption', () => {
  it('binds WeChat from 去绑定 and shows the bound account', async () => {
    asScenario('cashout-no-wechat')
    visitPage('/wxcash/cashoption', '/wxcash/cashoption', CashoptionPage)
    fireEvent.click(await screen.findByRole('button', { name: /未绑定/ }))
    expect(await screen.findByText(/已绑定：/)).toBeTruthy()
  })
})

describe('/wxcash/cashdetail', () => {
  it('shows a rejected withdrawal as returned: no arrival and no fee', async () => {
    asScenario('cashout-ready')
    const { container } = visitPage('/wxcash/cashdetail?id=wd_2', '/wxcash/cashdetail', CashdetailPage)
    await settled('正在加载提现详情…')
    const details = screen.getByText('提现至').closest('ul')!
    expect(within(details).getByText('已退回')).toBeTruthy()
    expect(within(details).getByText('¥200.00')).toBeTruthy()
    expect(within(details).queryByText('实际到账')).toBeNull()
    expect(within(details).queryByText('手续费')).toBeNull()
    expect(screen.getByRole('region', { name: '提现金额' }).querySelector('.status-tag')?.className).toContain('status-tag--danger')
    expectShownWell(container)
  })

  it('shows a paid withdrawal’s fee and the money that arrived', async () => {
    asScenario('cashout-ready')
    visitPage('/wxcash/cashdetail?id=wd_1', '/wxcash/cashdetail', CashdetailPage)
    await settled('正在加载提现详情…')
    expect(screen.getByText('实际到账')).toBeTruthy()
    expect(screen.getByText('手续费')).toBeTruthy()
    expect(screen.getByRole('region', { name: '提现金额' }).querySelector('.status-tag')?.className).toContain('status-tag--success')
  })

  it('says an unknown withdrawal is not found and offers the records, not 重试', async () => {
    asScenario('cashout-ready')
    visitPage('/wxcash/cashdetail?id=wd_404', '/wxcash/cashdetail', CashdetailPage)
    const link = await screen.findByRole('link', { name: '查看提现记录' })
    expect(link.getAttribute('href')).toBe('/wxcash/cashrecords')
    expect(screen.getByText('没有找到这笔提现，它可能不属于当前账号')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
  })
})

describe('/wxcash/cashrecords', () => {
  /** The records and the detail under one router, as the app has them. */
  function visitRecords() {
    appSession.reset()
    forgetKeptVisits()
    window.history.replaceState(null, '', '/wxcash/cashrecords')
    return render(
      <BrowserRouter useTransitions={false}>
        <Routes>
          <Route path="/wxcash/cashrecords" element={<CashrecordsPage />} />
          <Route path="/wxcash/cashdetail" element={<CashdetailPage />} />
        </Routes>
      </BrowserRouter>,
    )
  }

  it('keeps every page loaded across a row’s detail and back', async () => {
    asScenario('cashout-history')
    visitRecords()
    const list = await screen.findByRole('list', { name: '提现记录' })
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(20))
    fireEvent.click(await screen.findByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(40))
    fireEvent.click(within(list).getAllByRole('link')[30]!)
    await screen.findByRole('region', { name: '提现金额' })
    window.history.back()
    const again = await screen.findByRole('list', { name: '提现记录' })
    expect(within(again).getAllByRole('link')).toHaveLength(40)
  })
})
