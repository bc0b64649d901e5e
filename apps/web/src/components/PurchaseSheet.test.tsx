import { installFakeNative } from '@h5/bridge/testing'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Route, Routes } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { deferred } from '../platform/deferred'
import { renderInRouter } from '../test/renderInRouter'
import { PurchaseSheet, type PurchaseSheetProps } from './PurchaseSheet'
import type { PurchaseInput, PurchaseOutcome } from './purchaseTypes'

/** What native answers about teen mode; each test sets what it needs (reset before each). */
const teen = { open: false, errcode: 0 }
// Installed before the app bridge's first use in this file, so the sheet counts as in the app.
installFakeNative(window, {
  platform: 'android',
  handlers: {
    teenagerCanUse: () => (teen.errcode ? ({ errcode: teen.errcode, errmsg: '查询失败' } as never) : { canUse: !teen.open, open: teen.open }),
  },
})

beforeEach(() => {
  Object.assign(teen, { open: false, errcode: 0 })
})

const GUARD = { id: 'guard_gold', name: '黄金守护', description: '守护主播 30 天，专属进场特效' }
const TIMED_OUT = { ok: false, error: { message: '网络超时，请重试', decided: false } } as const
const bought = <T,>(data: T): PurchaseOutcome<T> => ({ ok: true, data })

type Props = Partial<PurchaseSheetProps<string>>

/** The sheet on a page with the recharge and teen-mode routes, opened by 开通守护 and closed by its own buttons. */
function open(props: Props = {}) {
  const buy = vi.fn<(input: PurchaseInput) => Promise<PurchaseOutcome<string>>>(async () => bought('order_1'))
  const onBought = vi.fn()
  const onClose = vi.fn()
  function GuardPage() {
    const [shown, setShown] = useState(true)
    return (
      <>
        <button type="button" onClick={() => setShown(true)}>
          开通守护
        </button>
        <PurchaseSheet
          open={shown}
          onClose={() => {
            onClose()
            setShown(false)
          }}
          item={GUARD}
          price={{ unit: 'diamond', amount: 12_000 }}
          balance={128_800}
          buy={buy}
          onBought={onBought}
          {...props}
        />
      </>
    )
  }
  const view = renderInRouter(
    <Routes>
      <Route path="/guard" element={<GuardPage />} />
      <Route path="/wxpay" element={<p>充值页</p>} />
      <Route path="/teenager" element={<p>青少年模式页</p>} />
    </Routes>,
    '/guard',
  )
  return { ...view, buy: props.buy ? vi.mocked(props.buy) : buy, onBought, onClose }
}

/** 立即购买 once teen mode has been asked (until then it is the same button, busy, ignoring taps). */
function buyButton() {
  return vi.waitFor(() => {
    const button = screen.getByRole('button', { name: '立即购买' })
    expect(button.getAttribute('aria-busy')).toBeNull()
    return button
  })
}
const sheet = () => screen.getByRole('dialog', { name: '确认购买' })

describe('PurchaseSheet', () => {
  it('shows the item, the price in 钻石 and my balance, and buys it at the server’s price', async () => {
    const { buy, onBought } = open()
    expect(within(sheet()).getByText('黄金守护')).toBeTruthy()
    expect(within(sheet()).getByText('守护主播 30 天，专属进场特效')).toBeTruthy()
    expect(screen.getByTestId('purchase-price').textContent).toBe('12,000钻石')
    expect(screen.getByTestId('purchase-balance').textContent).toBe('128,800钻石')
    await userEvent.click(await buyButton())
    await vi.waitFor(() => expect(onBought).toHaveBeenCalledWith('order_1'))
    expect(buy).toHaveBeenCalledTimes(1)
    const [input] = buy.mock.calls[0]!
    expect(input).toEqual({ itemId: 'guard_gold', price: { unit: 'diamond', amount: 12_000 } })
  })

  it('sends once for a double tap', async () => {
    const answer = deferred<PurchaseOutcome<string>>()
    const { buy, onBought } = open({ buy: vi.fn(() => answer.promise) })
    const button = await buyButton()
    fireEvent.click(button)
    fireEvent.click(button)
    await userEvent.dblClick(button)
    expect(buy).toHaveBeenCalledTimes(1)
    expect(button.getAttribute('aria-busy')).toBe('true')
    answer.resolve(bought('order_1'))
    await vi.waitFor(() => expect(onBought).toHaveBeenCalledTimes(1))
    expect(buy).toHaveBeenCalledTimes(1)
  })

  it('after a time-out says a retry charges once, and the next tap calls the family’s buy again', async () => {
    const buy = vi.fn<(input: PurchaseInput) => Promise<PurchaseOutcome<string>>>()
    buy.mockResolvedValueOnce(TIMED_OUT).mockResolvedValueOnce(bought('order_1'))
    const { onBought } = open({ buy })
    await userEvent.click(await buyButton())
    expect(await screen.findByText('网络超时，请重试')).toBeTruthy()
    expect(screen.getByText('重试不会重复扣费')).toBeTruthy()
    await userEvent.click(await buyButton())
    await vi.waitFor(() => expect(onBought).toHaveBeenCalledWith('order_1'))
    // The family's action sends its attempt's key again (@h5/mall's tests hold that); the sheet sends the same input.
    expect(buy.mock.calls[1]).toEqual(buy.mock.calls[0])
  })

  it('shows the server’s refusal in Chinese, keeps the sheet open, and lets the user try again', async () => {
    const buy = vi.fn<(input: PurchaseInput) => Promise<PurchaseOutcome<string>>>()
    buy.mockResolvedValueOnce({ ok: false, error: { message: '该守护已下架，请重新选择', decided: true } }).mockResolvedValueOnce(bought('order_1'))
    const { onClose, onBought } = open({ buy })
    await userEvent.click(await buyButton())
    const alert = await screen.findByRole('alert')
    // A decided refusal: no promise that a retry charges once.
    expect(alert.textContent).toBe('该守护已下架，请重新选择')
    expect(sheet()).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
    await userEvent.click(await buyButton())
    await vi.waitFor(() => expect(onBought).toHaveBeenCalledWith('order_1'))
    expect(buy).toHaveBeenCalledTimes(2)
  })

  it('says so in Chinese when buy fails without an answer, and lets the user try again', async () => {
    const buy = vi.fn<(input: PurchaseInput) => Promise<PurchaseOutcome<string>>>()
    buy.mockRejectedValueOnce(new Error('socket hang up')).mockResolvedValueOnce(bought('order_1'))
    const { onBought } = open({ buy })
    await userEvent.click(await buyButton())
    expect((await screen.findByRole('alert')).textContent).toBe('网络不给力，请稍后重试重试不会重复扣费')
    await userEvent.click(await buyButton())
    await vi.waitFor(() => expect(onBought).toHaveBeenCalledWith('order_1'))
  })

  it('hands off to recharge when the balance is short, and sends nothing', async () => {
    const { buy, location } = open({ balance: 11_999 })
    const recharge = await screen.findByRole('link', { name: '去充值' })
    expect(screen.getByRole('note').textContent).toBe('钻石余额不足，还差 1 钻石')
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
    await userEvent.click(recharge)
    expect(location().pathname).toBe('/wxpay')
    expect(buy).not.toHaveBeenCalled()
  })

  it('hands off to recharge when the server says the balance is short', async () => {
    open({ buy: vi.fn(async () => ({ ok: false, error: { message: '钻石余额不足', decided: true, refusal: 'balance' } }) as const) })
    await userEvent.click(await buyButton())
    expect((await screen.findByRole('link', { name: '去充值' })).getAttribute('href')).toBe('/wxpay')
    expect(screen.getByRole('note').textContent).toBe('钻石余额不足')
  })

  it('refuses a minor’s account before anything is sent, with the way to teen mode', async () => {
    const { buy } = open({ minor: true, balance: 0 })
    expect(screen.getByRole('alert').textContent).toBe('暂不能购买根据相关规定，未成年人不能购买')
    expect(screen.getByRole('link', { name: '了解青少年模式' }).getAttribute('href')).toBe('/teenager')
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
    expect(screen.queryByRole('link', { name: '去充值' })).toBeNull()
    expect(buy).not.toHaveBeenCalled()
  })

  it('refuses with teen mode on (native’s teenagerCanUse, as recharge asks it)', async () => {
    teen.open = true
    const { buy } = open()
    expect((await screen.findByRole('alert')).textContent).toBe('暂不能购买青少年模式下不能购买')
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
    expect(buy).not.toHaveBeenCalled()
  })

  it('refuses when the server says the account is a minor’s, for the rest of the visit', async () => {
    const { buy } = open({ buy: vi.fn(async () => ({ ok: false, error: { message: '根据相关规定，未成年人不能消费', decided: true, refusal: 'minor' } }) as const) })
    await userEvent.click(await buyButton())
    expect((await screen.findByRole('alert')).textContent).toBe('暂不能购买根据相关规定，未成年人不能消费')
    await userEvent.click(screen.getByRole('button', { name: '关闭' }))
    await userEvent.click(screen.getByRole('button', { name: '开通守护' }))
    expect((await screen.findByRole('alert')).textContent).toBe('暂不能购买根据相关规定，未成年人不能消费')
    expect(buy).toHaveBeenCalledTimes(1)
  })

  it('buys nothing while teen mode cannot be asked, and asks again on 重试', async () => {
    teen.errcode = 4001
    const { buy } = open()
    expect((await screen.findByRole('alert')).textContent).toBe('暂时无法确认青少年模式状态，请稍后重试')
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
    teen.errcode = 0
    await userEvent.click(screen.getByRole('button', { name: '重试' }))
    await userEvent.click(await buyButton())
    expect(buy).toHaveBeenCalledTimes(1)
  })

  it('never sends a price that is not an amount', async () => {
    const { buy } = open({ price: { unit: 'diamond', amount: Number.NaN } })
    expect(screen.getByRole('alert').textContent).toBe('价格信息有误，请稍后重试')
    expect(screen.getByTestId('purchase-price').textContent).toBe('--')
    const button = screen.getByRole('button', { name: '立即购买' })
    expect(button.hasAttribute('disabled')).toBe(true)
    fireEvent.click(button)
    expect(buy).not.toHaveBeenCalled()
  })

  it('shows a yuan price as yuan, and no balance when it is paid at the checkout', async () => {
    open({ price: { unit: 'fen', amount: 1_280_000 }, balance: undefined })
    expect(screen.getByTestId('purchase-price').textContent).toBe('¥12,800.00')
    expect(screen.queryByTestId('purchase-balance')).toBeNull()
    expect(await buyButton()).toBeTruthy()
  })

  it('cannot be closed while the purchase is in flight', async () => {
    const answer = deferred<PurchaseOutcome<string>>()
    const { onClose } = open({ buy: vi.fn(() => answer.promise) })
    await userEvent.click(await buyButton())
    expect(screen.getByRole('button', { name: '关闭' }).hasAttribute('disabled')).toBe(true)
    await userEvent.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
    answer.resolve(TIMED_OUT)
    await screen.findByText('网络超时，请重试')
    await userEvent.click(screen.getByRole('button', { name: '关闭' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
