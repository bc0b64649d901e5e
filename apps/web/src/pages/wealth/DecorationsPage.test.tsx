import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectShownWell, settled, visitPage } from '../../test/generatedAnswerPages'
import { countRequests, failOnce } from '../../test/serverRequests'
import DecorationsPage from './DecorationsPage'
import { setUpMallPages } from '../../test/mallPageTests'
import { ROUTE_TITLES } from '../../routes/routeTitles'

const { server, native, asScenario } = setUpMallPages()

async function open(path = '/wealth/items/tab') {
  const view = visitPage(path, path, DecorationsPage)
  await settled('正在加载装扮…')
  return view
}

const card = (name: string) => screen.getByRole('article', { name })
const names = () => screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))

/** Opens 购买 on `name`, chooses `option` and goes on to the purchase sheet. */
async function chooseToBuy(name: string, option: string) {
  fireEvent.click(within(card(name)).getByRole('button', { name: /购买|续费/ }))
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(option) }))
  fireEvent.click(screen.getByRole('button', { name: '下一步' }))
  return screen.findByRole('dialog', { name: '确认购买' })
}

describe('/wealth/items/tab', () => {
  it('shows the server’s four categories and the first one’s items, each with how it is unlocked', async () => {
    asScenario('vip-none')
    const { container } = await open()
    expect(within(screen.getByRole('tablist', { name: '装扮分类' })).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['头像框', '聊天气泡', '进场飘屏', '资料卡'])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTE_TITLES['/wealth/items/tab'])
    expect(names()).toEqual(['星光头像框', '王者之冠', '尊享头像框'])
    expect(card('星光头像框').textContent).toContain('300 钻石起')
    expect(within(card('星光头像框')).getByRole('button', { name: '购买' })).toBeTruthy()
    expect(card('王者之冠').textContent).toContain('财富等级 10 级解锁')
    expect(card('王者之冠').textContent).toContain('未解锁')
    expect(within(card('王者之冠')).queryByRole('button')).toBeNull()
    expect(card('尊享头像框').textContent).toContain('SVIP 专属')
    expectShownWell(container)
  })

  it('draws each preview at the server’s size, lazily', async () => {
    asScenario('vip-none')
    await open()
    const picture = card('星光头像框').querySelector('img')!
    expect(picture.getAttribute('loading')).toBe('lazy')
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['96', '96'])
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  })

  it('switches category, keeping it in the address', async () => {
    asScenario('vip-none')
    await open()
    fireEvent.click(screen.getByRole('tab', { name: '聊天气泡' }))
    await waitFor(() => expect(names()).toEqual(['糖果气泡', '鎏金气泡']))
    expect(window.location.search).toBe('?tab=bubble')
    expect(card('鎏金气泡').textContent).toContain('VIP 专属')
  })

  it('wears and takes off, one worn per category', async () => {
    asScenario('mall-owned')
    await open()
    // Level 12 unlocks 王者之冠; 星光头像框 is worn, until a day the server names.
    expect(card('星光头像框').textContent).toMatch(/佩戴中有效期至 \d{1,2}月\d{1,2}日 \d\d:\d\d/)
    expect(card('王者之冠').textContent).toContain('已拥有')
    fireEvent.click(within(card('王者之冠')).getByRole('button', { name: '佩戴' }))
    await waitFor(() => expect(card('王者之冠').textContent).toContain('佩戴中'))
    expect(card('星光头像框').textContent).toContain('已拥有')
    expect(within(card('星光头像框')).getByRole('button', { name: '佩戴' })).toBeTruthy()
    fireEvent.click(within(card('王者之冠')).getByRole('button', { name: '取下' }))
    await waitFor(() => expect(card('王者之冠').textContent).toContain('已拥有'))
    expect(screen.getAllByRole('article').filter((item) => item.textContent?.includes('佩戴中'))).toHaveLength(0)
  })

  it('buys a decoration once for a double tap, and then shows it owned', async () => {
    asScenario('vip-none')
    const buys = countRequests(server, '/v1/mall/buy')
    await open()
    const sheet = await chooseToBuy('星光头像框', '7天')
    expect(within(sheet).getByTestId('purchase-price').textContent).toContain('300')
    expect(within(sheet).getByTestId('purchase-balance').textContent).toContain('100,000')
    const confirm = await within(sheet).findByRole('button', { name: '立即购买' })
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false))
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(card('星光头像框').textContent).toContain('已拥有'))
    expect(buys()).toBe(1)
    expect(within(card('星光头像框')).getByRole('button', { name: '续费' })).toBeTruthy()
  })

  it('refuses a minor’s account with the way to teen mode, and nothing is bought', async () => {
    asScenario('mall-minor')
    await open()
    const sheet = await chooseToBuy('星光头像框', '7天')
    const confirm = await within(sheet).findByRole('button', { name: '立即购买' })
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false))
    fireEvent.click(confirm)
    expect(await within(sheet).findByText('暂不能购买')).toBeTruthy()
    expect(within(sheet).getByRole('link', { name: '了解青少年模式' }).getAttribute('href')).toBe('/teenager')
    expect(card('星光头像框').textContent).not.toContain('已拥有')
  })

  it('refuses in teen mode before anything is sent', async () => {
    asScenario('vip-none')
    native.teen = true
    const buys = countRequests(server, '/v1/mall/buy')
    await open()
    const sheet = await chooseToBuy('星光头像框', '7天')
    expect(await within(sheet).findByText('暂不能购买')).toBeTruthy()
    expect(buys()).toBe(0)
  })

  it('hands off to recharge when the 钻石 are short', async () => {
    asScenario('mall-low-diamonds')
    await open()
    const sheet = await chooseToBuy('星光头像框', '7天')
    expect(await within(sheet).findByText('钻石余额不足，还差 250 钻石')).toBeTruthy()
    expect(within(sheet).getByRole('link', { name: '去充值' }).getAttribute('href')).toBe('/wxpay')
  })

  it('says the price changed, charges nothing, and offers the new prices', async () => {
    asScenario('mall-price-changed')
    const buys = countRequests(server, '/v1/mall/buy')
    await open()
    const sheet = await chooseToBuy('星光头像框', '7天')
    const confirm = await within(sheet).findByRole('button', { name: '立即购买' })
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false))
    fireEvent.click(confirm)
    expect(await screen.findByRole('radiogroup', { name: '购买时长' })).toBeTruthy()
    expect(buys()).toBe(1)
    expect(card('星光头像框').textContent).not.toContain('已拥有')
  })

  it('shows a failed load with 重试, which loads the items', async () => {
    asScenario('vip-none')
    failOnce(server, '/v1/mall/goods')
    const { container } = await open()
    expect(screen.getByText('网络不给力，请稍后重试')).toBeTruthy()
    expectShownWell(container)
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(names()).toHaveLength(3))
  })
})

describe('the category pages', () => {
  it.each([
    ['/wealth/items/txk', '头像框', ['星光头像框', '王者之冠', '尊享头像框']],
    ['/wealth/items/qp', '聊天气泡', ['糖果气泡', '鎏金气泡']],
    ['/wealth/items/jcpp', '进场飘屏', ['龙腾飘屏']],
    ['/wealth/items/tupian', '资料卡', ['樱花资料卡']],
  ])('%s shows the %s only, without the tabs', async (path, title, items) => {
    asScenario('vip-none')
    await open(path)
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy()
    // The route's title (the document's before the page loads) is the one the title bar shows.
    expect(ROUTE_TITLES[path]).toBe(title)
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(names()).toEqual(items)
  })

  it('offers only the 钻石 options of an item sold for money too', async () => {
    asScenario('vip-none')
    await open('/wealth/items/jcpp')
    fireEvent.click(within(card('龙腾飘屏')).getByRole('button', { name: '购买' }))
    const choices = await screen.findAllByRole('radio')
    expect(choices.map((choice) => choice.textContent)).toEqual([expect.stringContaining('2,000 钻石')])
  })
})
