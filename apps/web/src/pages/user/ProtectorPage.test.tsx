import type { FakeHandlers } from '@h5/bridge/testing'
import { MOCK_USER, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { overlays } from '../../state/overlays'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { mallApi } from '../../platform/api/mallApi'
import ProtectorPage from './ProtectorPage'

const DAY = 24 * 60 * 60_000

/** The date a China-time moment falls on, as the pages write it (2026年12月27日). */
const chinaDate = (ms: number) => {
  const day = new Date(ms + 8 * 60 * 60_000)
  return `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日`
}

/**
 * The guard page on the simulator, tap by tap: another user's guard bought through the purchase sheet, renewal,
 * the tipping rules (my own page, real-name verification, a minor, the caps) and the guards' list.
 */
const native = { user: { ...MOCK_USER } as { userID: number; accessToken: string; openID: string }, teen: false }
const handlers: FakeHandlers = {
  getCurrentUserInfo: () => native.user as never,
  teenagerCanUse: () => ({ canUse: !native.teen, open: native.teen }),
}
const { server } = setUpGeneratedAnswerPages({ platform: 'android', handlers })

beforeEach(() => {
  native.user = { ...MOCK_USER }
  native.teen = false
  overlays.toast = null
})

const asScenario = (name: ScenarioName) => {
  native.user = { userID: 30001, nickName: '测试', avatar: '', ...scenarioSession(name) } as never
}

async function visit(url: string) {
  const view = visitPage(url, '/user/protector', ProtectorPage)
  await settled('正在加载守护信息…')
  return view
}

describe('/user/protector of another user', () => {
  it('names whose guard it is and buys a guard through the sheet, once, at the server price', async () => {
    asScenario('guard-ready')
    let sent = 0
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v1/mall/buy-guard') sent += 1
    })
    const { container } = await visit('/user/protector?userID=9')
    expect(screen.getByText('Ta的守护')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '星河主播' })).toBeTruthy()
    expect(screen.getByText('ID：9')).toBeTruthy()
    expect(within(screen.getByTestId('my-guard')).getByText('未守护')).toBeTruthy()
    expect(await screen.findAllByText(/守护至/)).not.toHaveLength(0)
    // The first option is chosen to start with; the user chooses the second.
    expect(screen.getAllByRole('radio')[0]!.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(screen.getAllByRole('radio')[1]!)
    const buy = screen.getByRole('button', { name: '开通守护' })
    fireEvent.click(buy)
    const sheet = await screen.findByRole('dialog', { name: '确认开通守护' })
    expect(within(sheet).getByTestId('purchase-price').textContent).toContain('3,000')
    const confirm = await within(sheet).findByRole('button', { name: '确认开通' })
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(overlays.toast?.message).toMatch(/^开通成功，守护至 \d{4}年\d{1,2}月\d{1,2}日$/))
    expect(sent).toBe(1)
    await waitFor(() => expect(screen.getByRole('button', { name: '续费守护' })).toBeTruthy())
    expectShownWell(container)
  })

  it('offers 续费守护 with the end of my guard', async () => {
    asScenario('guard-active')
    await visit('/user/protector?userID=9')
    expect(within(screen.getByTestId('my-guard')).getByText(/^守护至 \d{4}年/)).toBeTruthy()
    expect(screen.getByRole('button', { name: '续费守护' })).toBeTruthy()
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('白银守护')
  })

  it('names the end after a renewal, from my guard’s current end, and shows the server’s new end after', async () => {
    asScenario('guard-active')
    const tokens = scenarioSession('guard-active')
    const before = (await mallApi.getGuardInfo({ ...tokens, targetUserID: 9 })).data.mine!.expireAt
    await visit('/user/protector?userID=9')
    fireEvent.click(screen.getAllByRole('radio')[1]!)
    fireEvent.click(screen.getByRole('button', { name: '续费守护' }))
    const sheet = await screen.findByRole('dialog', { name: '确认续费守护' })
    const months = Number(/^白银守护 · (\d+)个月$/.exec(within(sheet).getByText(/^白银守护 · /).textContent ?? '')?.[1])
    const after = chinaDate(before + months * 30 * DAY)
    expect(within(sheet).getByText(/续费后/).textContent).toBe(`守护「星河主播」，续费后 ${after} 到期`)
    const confirm = await within(sheet).findByRole('button', { name: '确认续费' })
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(confirm)
    await waitFor(() => expect(overlays.toast?.message).toBe(`续费成功，守护至 ${after}`))
    await waitFor(() => expect(within(screen.getByTestId('my-guard')).getByText(`守护至 ${after}`)).toBeTruthy())
  })

  it('sends an unverified user to real-name verification first, and back here after', async () => {
    asScenario('guard-unverified')
    await visit('/user/protector?userID=9')
    expect(screen.getByText('开通守护需要先完成实名认证')).toBeTruthy()
    expect(screen.getByRole('link', { name: '去实名认证' }).getAttribute('href')).toBe(`/oauth?return=${encodeURIComponent('/user/protector?userID=9')}`)
    expect(screen.queryByRole('button', { name: '开通守护' })).toBeNull()
  })

  it('refuses a minor, with the way to teen mode', async () => {
    asScenario('mall-minor')
    await visit('/user/protector?userID=9')
    expect(screen.getByText('未成年人不能开通守护')).toBeTruthy()
    expect(screen.getByRole('link', { name: '了解青少年模式' }).getAttribute('href')).toBe('/teenager')
    expect(screen.queryByRole('button', { name: '开通守护' })).toBeNull()
  })

  it('refuses in teen mode: the sheet names it and sends nothing', async () => {
    asScenario('guard-ready')
    native.teen = true
    let sent = 0
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v1/mall/buy-guard') sent += 1
    })
    await visit('/user/protector?userID=9')
    fireEvent.click(screen.getAllByRole('radio')[0]!)
    fireEvent.click(screen.getByRole('button', { name: '开通守护' }))
    const sheet = await screen.findByRole('dialog', { name: '确认开通守护' })
    expect(await within(sheet).findByText('青少年模式下不能购买')).toBeTruthy()
    expect(within(sheet).queryByRole('button', { name: '确认开通' })).toBeNull()
    expect(sent).toBe(0)
  })

  it('dims the options the daily cap would break, and says the cap', async () => {
    asScenario('guard-daily-cap')
    await visit('/user/protector?userID=9')
    expect(screen.getByText(/今日 4,500 \/ 5,000/)).toBeTruthy()
    const radios = screen.getAllByRole('radio')
    expect(radios.every((radio) => radio.getAttribute('aria-disabled') === 'true' || (radio as HTMLButtonElement).disabled)).toBe(true)
    expect(screen.getAllByText('超出今日打赏上限').length).toBe(radios.length)
    expect((screen.getByRole('button', { name: '开通守护' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('/user/protector of myself', () => {
  it('is 我的守护: my guards, and no way to guard myself', async () => {
    const { container } = await visit('/user/protector')
    expect(screen.getByText('我的守护')).toBeTruthy()
    expect(screen.getByRole('heading', { name: MOCK_USER.nickName })).toBeTruthy()
    expect(screen.getByText('不能守护自己')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /开通守护|续费守护/ })).toBeNull()
    expect(screen.getByRole('region', { name: '守护我的人' })).toBeTruthy()
    expectShownWell(container)
  })

  it('with ?title=1 draws its own title bar', async () => {
    await visit('/user/protector?title=1')
    expect(screen.getByRole('heading', { level: 1, name: '我的守护' })).toBeTruthy()
  })
})

describe('/user/protector with an address or answer it cannot use', () => {
  it('says a link naming nobody is wrong, and asks nothing', async () => {
    let asked = 0
    server.use(http.post('*/v1/guard/info', () => ((asked += 1), HttpResponse.json({ errno: 0 }))))
    await visit('/user/protector?userID=abc')
    expect(screen.getByText('链接有误，找不到该用户')).toBeTruthy()
    expect(asked).toBe(0)
  })

  it('shows an unknown user as the server says, with 重试', async () => {
    await visit('/user/protector?userID=77777')
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy()
  })
})
