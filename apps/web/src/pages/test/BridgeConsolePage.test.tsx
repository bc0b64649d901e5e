import { installFakeNative, type FakeNative } from '@h5/bridge/testing'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { APP_USER_AGENTS } from '../../dev/appUserAgents'

let native: FakeNative

beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: APP_USER_AGENTS.android })
  native = installFakeNative(window, {
    platform: 'android',
    handlers: {
      getAppVersion: () => ({ version: '6.12.0' }),
      getCurrentUserInfo: () => ({ userID: 7, nickName: '小鹿', avatar: '', accessToken: 'real-token-abc', openID: 'real-open-id' }),
      gotoRecharge: () => ({ errcode: 4002, errmsg: '用户已取消' }) },
  })
})
afterAll(() => native.uninstall())

async function renderConsole() {
  const { default: BridgeConsolePage } = await import('./BridgeConsolePage')
  render(<BridgeConsolePage />)
  return userEvent.setup()
}

const item = (op: string) => screen.getByRole('button', { name: new RegExp(`^${op}`) }).closest('li')!

it('lists the 39 ops and narrows them by name or Chinese label', async () => {
  const user = await renderConsole()
  const list = screen.getByRole('list', { name: '桥接操作' })
  expect(within(list).getAllByRole('listitem')).toHaveLength(39)
  await user.type(screen.getByLabelText('搜索操作'), '支付')
  expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual([
    'payV2支付',
    'openVipWxPaySuccessVIP 支付成功页',
  ])
  await user.clear(screen.getByLabelText('搜索操作'))
  await user.type(screen.getByLabelText('搜索操作'), 'nothing-like-this')
  expect(screen.getByText('没有匹配“nothing-like-this”的操作')).toBeTruthy()
})

it('calls an op with its payload and shows the result, or native’s errcode and errmsg', async () => {
  const user = await renderConsole()
  await user.click(screen.getByRole('button', { name: /^getAppVersion/ }))
  await user.click(within(item('getAppVersion')).getByRole('button', { name: '调用' }))
  expect(await within(item('getAppVersion')).findByText('成功')).toBeTruthy()
  expect(within(item('getAppVersion')).getByText(/"version": "6\.12\.0"/)).toBeTruthy()

  await user.click(screen.getByRole('button', { name: /^gotoRecharge/ }))
  await user.click(within(item('gotoRecharge')).getByRole('button', { name: '调用' }))
  expect(await within(item('gotoRecharge')).findByText('失败')).toBeTruthy()
  expect(within(item('gotoRecharge')).getByText('4002')).toBeTruthy()
  expect(within(item('gotoRecharge')).getByText('用户已取消')).toBeTruthy()
  expect(native.calls.at(-1)).toEqual({ op: 'gotoRecharge', data: { diamonds: 60 } })
})

it('shows that native answered the user’s tokens without putting them on screen', async () => {
  const user = await renderConsole()
  await user.click(screen.getByRole('button', { name: /^getCurrentUserInfo/ }))
  await user.click(within(item('getCurrentUserInfo')).getByRole('button', { name: '调用' }))
  const result = await within(item('getCurrentUserInfo')).findByText(/"nickName": "小鹿"/)
  expect(result.textContent).toContain('"accessToken": "[Filtered]"')
  expect(result.textContent).toContain('"openID": "[Filtered]"')
  expect(document.body.textContent).not.toContain('real-token-abc')
})
