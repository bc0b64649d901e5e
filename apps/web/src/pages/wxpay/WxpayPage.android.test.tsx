import type { FakeHandlers } from '@h5/bridge/testing'
import { MOCK_USER, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { answerHandler } from '@h5/mock-backend/testing'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { answersOf, expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import WxpayPage from './WxpayPage'

/** What native answers in this file's Android app; each test sets what it needs (reset before each). */
const native = {
  user: { ...MOCK_USER } as object,
  wechat: true,
  pay: 'success' as 'success' | 'cancel' | 'fail',
  teenOpen: false,
  payments: 0,
  chats: [] as unknown[],
}
const handlers: FakeHandlers = {
  getCurrentUserInfo: () => native.user as never,
  gotoConversation: (data) => {
    native.chats.push(data)
    return {}
  },
  checkWx: () => ({ installed: native.wechat }),
  teenagerCanUse: () => ({ canUse: !native.teenOpen, open: native.teenOpen }),
  payV2: ({ orderID }) =>
    ++native.payments && native.pay === 'cancel'
      ? ({ errcode: 4002, errmsg: '用户已取消' } as never)
      : native.pay === 'fail'
        ? ({ errcode: 4005, errmsg: '支付失败' } as never)
        : { orderID, status: 'success' },
}
const { server } = setUpGeneratedAnswerPages({ platform: 'android', handlers })

beforeEach(() => Object.assign(native, { user: { ...MOCK_USER }, wechat: true, pay: 'success', teenOpen: false, payments: 0, chats: [] }))

const asScenario = (name: ScenarioName) => {
  native.user = { userID: 30001, nickName: '测试', avatar: '', ...scenarioSession(name) }
}

async function openForm() {
  const view = visitPage('/wxpay', '/wxpay', WxpayPage)
  await settled('正在获取充值信息…')
  return view
}

const agreeAndPay = () => {
  fireEvent.click(screen.getByRole('checkbox'))
  fireEvent.click(screen.getByRole('button', { name: '立即支付' }))
}

describe('/wxpay in the Android app', () => {
  it('shows the balance, the server’s packages and the custom tile, WeChat Pay as the channel', async () => {
    const { container } = await openForm()
    expect(screen.getByRole('region', { name: '钻石余额' }).textContent).toContain('100,000')
    const grid = screen.getByRole('radiogroup', { name: '充值档位' })
    expect(within(grid).getAllByRole('radio')).toHaveLength(7)
    expect(within(grid).getByRole('radio', { name: /¥68\.00/ }).textContent).toContain('赠送 20 钻石')
    expect(screen.getByRole('region', { name: '支付方式' }).textContent).toContain('微信支付')
    expectShownWell(container)
  })

  it('asks for the agreement before paying, then pays and shows success only with the server’s paid', async () => {
    await openForm()
    fireEvent.click(screen.getByRole('radio', { name: /¥68\.00/ }))
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }))
    expect(await screen.findByText('请先阅读并同意《充值协议》')).toBeTruthy()
    agreeAndPay()
    expect(await screen.findByRole('heading', { name: /充值成功/ })).toBeTruthy()
    expect(screen.getByText('700 钻石已到账')).toBeTruthy()
  })

  it('says 已取消支付, not an error, when the pay sheet is closed, and keeps the choice', async () => {
    native.pay = 'cancel'
    await openForm()
    fireEvent.click(screen.getByRole('radio', { name: /¥128\.00/ }))
    agreeAndPay()
    expect((await screen.findByRole('status')).textContent).toBe('已取消支付')
    expect(screen.getByRole('radio', { name: /¥128\.00/ }).getAttribute('aria-checked')).toBe('true')
  })

  it('shows 支付失败 with 重新支付 when the payment SDK fails', async () => {
    native.pay = 'fail'
    await openForm()
    agreeAndPay()
    expect(await screen.findByRole('heading', { name: /支付失败/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }))
    expect(await screen.findByRole('button', { name: '立即支付' })).toBeTruthy()
  })

  it('says WeChat is missing and keeps the form', async () => {
    native.wechat = false
    await openForm()
    agreeAndPay()
    expect((await screen.findByText('未安装微信，请安装后再试或选择支付宝')).getAttribute('role')).toBe('alert')
  })

  it('refuses with teen mode on, with the way to /teenager', async () => {
    native.teenOpen = true
    visitPage('/wxpay', '/wxpay', WxpayPage)
    expect(await screen.findByText('青少年模式下不能充值')).toBeTruthy()
    expect(screen.getByRole('link', { name: '了解青少年模式' }).getAttribute('href')).toBe('/teenager')
  })

  it('refuses a minor’s account with the server’s reason, and still leads to the account’s records', async () => {
    asScenario('recharge-minor')
    visitPage('/wxpay', '/wxpay', WxpayPage)
    expect(await screen.findByText('根据相关规定，未成年人不能充值')).toBeTruthy()
    expect(screen.getByRole('link', { name: '查看充值记录' }).getAttribute('href')).toBe('/wxpay/records')
  })

  it('leads to 充值记录 from the title bar', async () => {
    await openForm()
    expect(screen.getByRole('link', { name: '充值记录' }).getAttribute('href')).toBe('/wxpay/records')
  })

  it('opens a chat with the service account the server names from 联系在线客服', async () => {
    await openForm()
    fireEvent.click(screen.getByRole('button', { name: '联系在线客服' }))
    await waitFor(() => expect(native.chats).toEqual([{ userID: 10000, nickName: '官方客服' }]))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('reminds near the daily cap and offers only what fits: the rest says why', async () => {
    asScenario('recharge-near-cap')
    const { container } = await openForm()
    expect(screen.getByRole('note').textContent).toBe('今日还可充值 100.00 元，请理性消费')
    for (const price of [/¥128\.00/, /¥648\.00/]) {
      const over = screen.getByRole('radio', { name: price })
      expect(over.getAttribute('aria-disabled')).toBe('true')
      expect(over.textContent).toContain('超出今日可充额度')
      // A tap on it chooses nothing.
      fireEvent.click(over)
      expect(over.getAttribute('aria-checked')).toBe('false')
    }
    const fits = screen.getByRole('radio', { name: /¥68\.00/ })
    expect(fits.hasAttribute('aria-disabled')).toBe(false)
    fireEvent.click(fits)
    agreeAndPay()
    expect(await screen.findByRole('heading', { name: /充值成功/ })).toBeTruthy()
    expectShownWell(container)
  })

  it('caps the custom amount at what is left today', async () => {
    asScenario('recharge-near-cap')
    await openForm()
    fireEvent.click(screen.getByRole('radio', { name: /自定义/ }))
    fireEvent.change(await screen.findByRole('textbox', { name: '充值金额' }), { target: { value: '200' } })
    expect(screen.getByText('只能充值整元金额，可充 1–100 元')).toBeTruthy()
  })
})

describe('/wxpay custom amount: only what the server honours', () => {
  it('says the rule under the field, from the server’s limits', async () => {
    await openForm()
    fireEvent.click(screen.getByRole('radio', { name: /自定义/ }))
    expect(await screen.findByText('只能充值整元金额，可充 1–5,000 元')).toBeTruthy()
  })

  it('refuses 10.99 (its 0.99 would buy no 钻石) and pays nothing; 10 is priced and paid', async () => {
    await openForm()
    fireEvent.click(screen.getByRole('radio', { name: /自定义/ }))
    const field = await screen.findByRole('textbox', { name: '充值金额' })
    fireEvent.change(field, { target: { value: '10.99' } })
    expect(screen.queryByText(/可得/)).toBeNull()
    agreeAndPay()
    expect(await screen.findByText('请输入整数金额')).toBeTruthy()
    expect(native.payments).toBe(0)
    fireEvent.change(field, { target: { value: '10' } })
    expect(screen.getByText('可得 100 钻石')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }))
    expect(await screen.findByRole('heading', { name: /充值成功/ })).toBeTruthy()
    expect(native.payments).toBe(1)
  })

  it('prices the same texts the field takes: 012 gets no 钻石 hint', async () => {
    await openForm()
    fireEvent.click(screen.getByRole('radio', { name: /自定义/ }))
    fireEvent.change(await screen.findByRole('textbox', { name: '充值金额' }), { target: { value: '012' } })
    expect(screen.queryByText(/可得/)).toBeNull()
  })
})

describe('/wxpay in the Android app with generated answers', () => {
  it.each(answersOf('getRechargeInfo'))('draws the offer: %s', async (_label, body) => {
    server.use(answerHandler('getRechargeInfo', body))
    const { container } = visitPage('/wxpay', '/wxpay', WxpayPage)
    await settled('正在获取充值信息…')
    const answer = body as { errno: number }
    // An offer whose caps cannot be read (a Money of three decimals) is not offered: the page cannot tell what is left.
    if (answer.errno === 0) await screen.findByRole('button', { name: /立即支付|重试/ })
    else if (answer.errno === 8304101) await screen.findByRole('link', { name: '了解青少年模式' })
    else await screen.findByRole('button', { name: '重试' })
    expectShownWell(container)
  })
})
