import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectShownWell, settled, visitPage } from '../../test/generatedAnswerPages'
import { setUpMallPages } from '../../test/mallPageTests'
import { countRequests } from '../../test/serverRequests'
import { overlays } from '../../state/overlays'
import BeautifulnumPage from './BeautifulnumPage'

const { server, native, asScenario, signOut } = setUpMallPages()

async function open() {
  const view = visitPage('/beautifulnum', '/beautifulnum', BeautifulnumPage)
  await settled('正在加载我的靓号…')
  await settled('正在加载靓号…')
  return view
}

const numbers = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))
const mine = (number: string) => screen.getByRole('listitem', { name: `我的靓号 ${number}` })
const shownID = () => screen.getByTestId('shown-id').textContent

/** A tap on the price of `number`'s option `label`: the purchase sheet. */
async function chooseToBuy(number: string, label: string) {
  fireEvent.click(within(screen.getByRole('article', { name: `靓号 ${number}` })).getByRole('button', { name: new RegExp(`^购买 ${number} ${label} `) }))
  return screen.findByRole('dialog', { name: '确认购买' })
}

describe('/beautifulnum', () => {
  it('shows the server’s pattern tabs and the first tab’s numbers, each option with its price, and the rule', async () => {
    asScenario('vip-none')
    const { container } = await open()
    expect(within(screen.getByRole('tablist', { name: '靓号分类' })).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['AAAA', 'ABAB', '520/1314', '短号'])
    expect(screen.getByRole('tab', { name: 'AAAA' }).getAttribute('aria-selected')).toBe('true')
    expect(numbers().slice(0, 3)).toEqual(['靓号 1111', '靓号 2222', '靓号 3333'])
    const card = screen.getByRole('article', { name: '靓号 8888' })
    expect(within(card).getByRole('button', { name: '购买 8888 1个月 8,800 钻石' })).toBeTruthy()
    expect(within(card).getByRole('button', { name: '购买 8888 永久 88,000 钻石' })).toBeTruthy()
    expect(screen.getByText(/原 ID 始终是账号的 ID/).textContent).toContain('不能转让或转卖')
    expect(screen.getByText('还没有靓号，在下方挑一个吧')).toBeTruthy()
    expectShownWell(container)
  })

  it('switches pattern tab, asking the server once for it', async () => {
    asScenario('vip-none')
    const catalogue = countRequests(server, '/v1/number/catalogue')
    await open()
    expect(catalogue()).toBe(1)
    fireEvent.click(screen.getByRole('tab', { name: '520/1314' }))
    await waitFor(() => expect(numbers()).toEqual(['靓号 520520', '靓号 1314520', '靓号 5201314', '靓号 520888', '靓号 1314666']))
    expect(screen.getByRole('tab', { name: '520/1314' }).getAttribute('aria-selected')).toBe('true')
    expect(catalogue()).toBe(2)
  })

  it('searches by digits (full-width made plain) and back to the tabs; anything else is said and not sent', async () => {
    asScenario('vip-none')
    const catalogue = countRequests(server, '/v1/number/catalogue')
    await open()
    const field = screen.getByRole('textbox', { name: '搜索靓号' })
    fireEvent.change(field, { target: { value: '52a' } })
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    expect(await screen.findByText('请输入 1 到 12 位数字')).toBeTruthy()
    expect(catalogue()).toBe(1)
    fireEvent.change(field, { target: { value: '１３１４' } })
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(numbers()).toEqual(['靓号 1314520', '靓号 5201314', '靓号 1314666']))
    expect(screen.getByText('包含「1314」的靓号')).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
    fireEvent.change(field, { target: { value: '0000' } })
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    expect(await screen.findByText('没有包含 0000 的靓号')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '返回分类' }))
    await waitFor(() => expect(numbers()[0]).toBe('靓号 1111'))
    expect(screen.getByRole('tab', { name: 'AAAA' }).getAttribute('aria-selected')).toBe('true')
  })

  it('shows my numbers with their end, the worn one as my ID, and wears and takes off', async () => {
    asScenario('number-owned')
    await open()
    expect(shownID()).toBe('686868')
    expect(mine('686868').textContent).toContain('佩戴中')
    expect(mine('686868').textContent).toContain('永久有效')
    expect(mine('520').textContent).toMatch(/有效期至 \d{1,2}月\d{1,2}日 \d\d:\d\d/)
    fireEvent.click(within(mine('520')).getByRole('button', { name: '佩戴' }))
    await waitFor(() => expect(shownID()).toBe('520'))
    expect(mine('520').textContent).toContain('佩戴中')
    expect(mine('686868').textContent).not.toContain('佩戴中')
    fireEvent.click(within(mine('520')).getByRole('button', { name: '取下' }))
    // No number worn: the original ID shows again.
    await waitFor(() => expect(shownID()).toMatch(/^\d+$/))
    await waitFor(() => expect(screen.queryByText('佩戴中')).toBeNull())
    expect(shownID()).not.toBe('520')
    expect(shownID()).toBe(screen.getByText(/^原 ID /).textContent!.replace('原 ID ', ''))
  })

  it('buys a number once for a double tap, then it is mine and off sale', async () => {
    asScenario('vip-none')
    const buys = countRequests(server, '/v1/mall/buy')
    await open()
    const sheet = await chooseToBuy('8888', '1个月')
    expect(within(sheet).getByTestId('purchase-price').textContent).toContain('8,800')
    await waitFor(() => expect(within(sheet).getByTestId('purchase-balance').textContent).toMatch(/\d/))
    const confirm = within(sheet).getByRole('button', { name: '立即购买' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(mine('8888')).toBeTruthy())
    expect(buys()).toBe(1)
    expect(mine('8888').textContent).toMatch(/有效期至/)
    await waitFor(() => expect(numbers()).not.toContain('靓号 8888'))
  })

  it('says a number taken first, and the catalogue loads again', async () => {
    asScenario('number-taken')
    const catalogue = countRequests(server, '/v1/number/catalogue')
    await open()
    const sheet = await chooseToBuy('8888', '1个月')
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '立即购买' })).toHaveProperty('disabled', false))
    fireEvent.click(within(sheet).getByRole('button', { name: '立即购买' }))
    expect(await within(sheet).findByText('手慢了，已被他人抢先购买')).toBeTruthy()
    await waitFor(() => expect(catalogue()).toBe(2))
  })

  it('charges nothing at a price the server changed: says so, closes the sheet and shows the new price', async () => {
    asScenario('number-price-changed')
    const buys = countRequests(server, '/v1/mall/buy')
    await open()
    const sheet = await chooseToBuy('8888', '1个月')
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '立即购买' })).toHaveProperty('disabled', false))
    fireEvent.click(within(sheet).getByRole('button', { name: '立即购买' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认购买' })).toBeNull())
    expect(overlays.toast?.message).toBe('价格已变动，请确认新价格后再购买')
    expect(buys()).toBe(1)
    expect(await screen.findByRole('button', { name: '购买 8888 1个月 10,560 钻石' })).toBeTruthy()
    expect(screen.queryByText('还没有靓号，在下方挑一个吧')).toBeTruthy()
  })

  it('refuses a minor, with the way to teen mode', async () => {
    asScenario('mall-minor')
    await open()
    const sheet = await chooseToBuy('8888', '1个月')
    await waitFor(() => expect(within(sheet).getByRole('button', { name: '立即购买' })).toHaveProperty('disabled', false))
    fireEvent.click(within(sheet).getByRole('button', { name: '立即购买' }))
    expect(await within(sheet).findByText('暂不能购买')).toBeTruthy()
    expect(within(sheet).getByRole('link', { name: '了解青少年模式' })).toBeTruthy()
  })

  it('refuses in teen mode before anything is sent', async () => {
    asScenario('vip-none')
    native.teen = true
    const buys = countRequests(server, '/v1/mall/buy')
    await open()
    const sheet = await chooseToBuy('8888', '1个月')
    expect(await within(sheet).findByText('暂不能购买')).toBeTruthy()
    expect(buys()).toBe(0)
  })

  it('asks to sign in when there is no user', async () => {
    signOut()
    visitPage('/beautifulnum', '/beautifulnum', BeautifulnumPage)
    expect(await screen.findByText('请先登录后查看靓号')).toBeTruthy()
  })
})
