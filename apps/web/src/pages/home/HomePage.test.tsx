import type { FakeHandlers } from '@h5/bridge/testing'
import { MOCK_USER, scenarioSession, type ScenarioName } from '@h5/mock-backend'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { overlays } from '../../state/overlays'
import { expectShownWell, settled, setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import HomePage from './HomePage'

/**
 * The home page in the app on the simulator: another user's page with the worn 靓号, badges, top guards, gift
 * wall and works, follow and unfollow (turned back on a refusal), 私信 through native, my own page, a new user's
 * empty lists, nobody, a banned account, a failure to retry. No amount of money anywhere.
 */
const native = { user: { ...MOCK_USER } as { userID: number; accessToken: string; openID: string }, conversations: [] as unknown[] }
const handlers: FakeHandlers = {
  getCurrentUserInfo: () => native.user as never,
  gotoConversation: (data) => {
    native.conversations.push(data)
    return {}
  },
}
const { server } = setUpGeneratedAnswerPages({ platform: 'android', handlers })

beforeEach(() => {
  native.user = { ...MOCK_USER }
  native.conversations = []
  overlays.toast = null
})

const asScenario = (name: ScenarioName, userID = 30001) => {
  native.user = { userID, nickName: '测试', avatar: '', ...scenarioSession(name) } as never
}

async function visit(url: string) {
  const view = visitPage(url, '/home', HomePage)
  await settled('正在加载主页…')
  return view
}

describe('/home of another user, in the app', () => {
  it('shows who they are, the worn 靓号, badges, guards, gift wall and works, and no money', async () => {
    asScenario('home-host')
    const { container } = await visit('/home?userID=9')
    expect(screen.getByRole('heading', { name: '星河主播' })).toBeTruthy()
    expect(screen.getByTestId('shown-id').textContent).toBe('靓号ID：8888')
    expect(screen.getByText('SVIP')).toBeTruthy()
    expect(screen.getByText('王者16级')).toBeTruthy()
    expect(screen.getByTestId('followers').textContent).toBe('12.8万')
    const guards = screen.getByRole('region', { name: /守护 Ta 的人/ })
    expect(within(guards).getAllByRole('listitem')).toHaveLength(3)
    expect(within(guards).getByRole('link', { name: '去守护' }).getAttribute('href')).toBe('/user/protector?userID=9')
    const gifts = screen.getByRole('region', { name: /礼物墙/ })
    expect(within(gifts).getByText('已点亮 24 种')).toBeTruthy()
    expect(within(gifts).getAllByRole('listitem')).toHaveLength(24)
    const works = screen.getByRole('region', { name: /作品/ })
    expect(within(works).getAllByRole('listitem')).toHaveLength(20)
    expect(within(works).getByText('共 48 首')).toBeTruthy()
    expect(container.textContent).not.toMatch(/钻石|元|¥|价值|消费/)
    expect(screen.queryByText('在App中打开')).toBeNull()
    expectShownWell(container)
  })

  it('follows and unfollows, the button and the follower count as the server says', async () => {
    asScenario('home-host')
    await visit('/home?userID=9')
    fireEvent.click(screen.getByRole('button', { name: '关注' }))
    await waitFor(() => expect(screen.getByRole('button', { name: '已关注' }).getAttribute('aria-pressed')).toBe('true'))
    await waitFor(() => expect(overlays.toast?.message).toBe('已关注'))
    expect(screen.getByTestId('followers').textContent).toBe('12.8万')
    fireEvent.click(screen.getByRole('button', { name: '已关注' }))
    await waitFor(() => expect(overlays.toast?.message).toBe('已取消关注'))
    expect(screen.getByRole('button', { name: '关注' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('sends one request for a double tap', async () => {
    asScenario('home-host')
    let sent = 0
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/v1/user/follow') sent += 1
    })
    await visit('/home?userID=9')
    const follow = screen.getByRole('button', { name: '关注' })
    fireEvent.click(follow)
    fireEvent.click(follow)
    await waitFor(() => expect(overlays.toast?.message).toBe('已关注'))
    expect(sent).toBe(1)
  })

  it('turns the button back with the reason when the server refuses (the follow limit)', async () => {
    asScenario('home-follow-limit')
    await visit('/home?userID=9')
    fireEvent.click(screen.getByRole('button', { name: '关注' }))
    await waitFor(() => expect(overlays.toast?.message).toBe('关注人数已达上限，取消关注一些人后再试'))
    expect(screen.getByRole('button', { name: '关注' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('turns the button back when the answer never comes', async () => {
    asScenario('home-following')
    server.use(http.post('*/v1/user/unfollow', () => HttpResponse.error()))
    await visit('/home?userID=9')
    fireEvent.click(screen.getByRole('button', { name: '已关注' }))
    await waitFor(() => expect(overlays.toast?.message).toBe('网络不给力，请稍后重试'))
    expect(screen.getByRole('button', { name: '已关注' })).toBeTruthy()
  })

  it('opens a chat with them through native for 私信', async () => {
    asScenario('home-host')
    await visit('/home?userID=9')
    fireEvent.click(screen.getByRole('button', { name: '私信' }))
    await waitFor(() => expect(native.conversations).toEqual([{ userID: 9, nickName: '星河主播' }]))
  })

  it('shows a new user with no badges and empty lists', async () => {
    asScenario('home-new-user')
    const { container } = await visit('/home?userID=10086')
    expect(screen.getByTestId('shown-id').textContent).toBe('ID：10086')
    expect(screen.getByText('还没有人守护 Ta')).toBeTruthy()
    expect(screen.getByText('还没有收到礼物')).toBeTruthy()
    expect(screen.getByText('还没有作品')).toBeTruthy()
    expectShownWell(container)
  })

  it('shows huge counts short and long names within the screen', async () => {
    asScenario('home-huge')
    const { container } = await visit('/home?userID=9')
    expect(screen.getByTestId('followers').textContent).toBe('999.9亿')
    expect(screen.getByText('共 999.9亿 首')).toBeTruthy()
    expectShownWell(container)
  })
})

describe('/home, the other branches', () => {
  it('shows my own page (no userID) with my 靓号 and no follow or message', async () => {
    asScenario('home-self', 20001)
    // The simulator names the scenario's user on its first request; native says who I am.
    const { container } = await visit('/home')
    expect(screen.getByTestId('shown-id').textContent).toBe('靓号ID：686868')
    expect(screen.queryByRole('button', { name: /关注/ })).toBeNull()
    expect(screen.queryByRole('button', { name: '私信' })).toBeNull()
    expect(screen.getByText('还没有人守护你')).toBeTruthy()
    expectShownWell(container)
  })

  it('says so for nobody, with nothing to retry', async () => {
    asScenario('home-not-found')
    await visit('/home?userID=404404')
    expect(screen.getByRole('alert').textContent).toContain('该用户不存在')
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
  })

  it('says so for a banned account', async () => {
    asScenario('home-banned')
    await visit('/home?userID=10010')
    expect(screen.getByRole('alert').textContent).toContain('该账号已被封禁')
  })

  it('says so for an address that names nobody', async () => {
    await visit('/home?userID=abc')
    expect(screen.getByRole('alert').textContent).toContain('链接有误')
  })

  it('offers 重试 after a failure and shows the page when it answers', async () => {
    asScenario('home-host')
    let failures = 3
    server.use(
      http.post('*/v1/user/home', () => {
        if (failures-- > 0) return HttpResponse.json({ errno: 500, errmsg: '服务器繁忙' }, { status: 500 })
        return undefined
      }),
    )
    await visit('/home?userID=9')
    fireEvent.click(await screen.findByRole('button', { name: '重试' }, { timeout: 10_000 }))
    expect(await screen.findByRole('heading', { name: '星河主播' })).toBeTruthy()
  }, 15_000)
})
