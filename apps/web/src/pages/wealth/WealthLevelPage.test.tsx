import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectShownWell, settled, visitPage } from '../../test/generatedAnswerPages'
import { countRequests, failOnce } from '../../test/serverRequests'
import WealthLevelPage from './WealthLevelPage'
import { setUpMallPages } from '../../test/mallPageTests'

const { server, asScenario, signOut } = setUpMallPages()

async function openLevel() {
  const view = visitPage('/wealth/newwealth', '/wealth/newwealth', WealthLevelPage)
  await settled('正在加载财富等级…')
  return view
}

const hero = () => screen.getByRole('region', { name: '我的财富等级' })
const keep = () => screen.getByRole('region', { name: '保级' })
const levelRows = () => within(screen.getByRole('list', { name: '等级与特权' })).getAllByRole('listitem')

describe('/wealth/newwealth', () => {
  it('shows my level, my value, the gap to the next level and the bar between them', async () => {
    asScenario('mall-owned')
    const { container } = await openLevel()
    // 150,000 is level 12 (from 144,000); level 13 starts at 169,000: 19,000 to go, 6,000 of 25,000 done.
    expect(within(hero()).getByText('伯爵12级')).toBeTruthy()
    expect(hero().textContent).toContain('财富值 150,000')
    expect(hero().textContent).toContain('距侯爵13级还差 19,000 财富值')
    expect(within(hero()).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('24')
    expectShownWell(container)
  })

  it('states the keep-level rule with the day the level drops when the value in the window falls short', async () => {
    asScenario('mall-owned')
    await openLevel()
    expect(within(keep()).getByText('未达成')).toBeTruthy()
    expect(keep().textContent).toMatch(/近 30 天内累计 14,400 财富值即可保持当前等级，未达成将于 \d{1,2}月\d{1,2}日 降级。/)
    expect(keep().textContent).toContain('近 30 天已累计 0 / 14,400，还差 14,400')
  })

  it('says the level is kept when the window holds enough', async () => {
    asScenario('wealth-ledger')
    await openLevel()
    expect(within(hero()).getByText('子爵8级')).toBeTruthy()
    expect(within(keep()).getByText('已达成')).toBeTruthy()
    expect(keep().textContent).not.toContain('还差')
  })

  it('lists every level the server names with the value it starts at and its privileges, mine marked', async () => {
    asScenario('mall-owned')
    await openLevel()
    const rows = levelRows()
    expect(rows).toHaveLength(21)
    expect(rows[0]!.textContent).toContain('暂无特权')
    const mine = rows.filter((row) => row.getAttribute('aria-current') === 'true')
    expect(mine).toHaveLength(1)
    expect(mine[0]!.textContent).toContain('伯爵12级当前')
    expect(mine[0]!.textContent).toContain('财富值 144,000 起')
    expect(mine[0]!.textContent).toContain('保级：30 天内 14,400')
    expect(mine[0]!.textContent).toContain('财富勋章、进场提示、王者之冠头像框')
  })

  it('says the top level is reached, with no gap, for the largest value', async () => {
    asScenario('mall-huge')
    const { container } = await openLevel()
    expect(hero().textContent).toContain('财富值 99,999,999,000')
    expect(within(hero()).getByText('已达到最高等级')).toBeTruthy()
    expect(within(hero()).queryByRole('progressbar')).toBeNull()
    expectShownWell(container)
  })

  it('asks nothing of the lowest level, and offers no way to buy a level', async () => {
    asScenario('mall-empty')
    const { container } = await openLevel()
    expect(within(hero()).getByText('新秀')).toBeTruthy()
    expect(keep().textContent).toContain('当前等级无需保级。')
    expect(container.textContent).toContain('等级只能通过消费提升，不能购买')
    expect(screen.queryByRole('button', { name: /购买|开通|充值/ })).toBeNull()
  })

  it('asks for my own figures only: the session’s tokens, naming no user', async () => {
    asScenario('wealth-ledger')
    const bodies: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/v1/wealth/level') bodies.push(await request.clone().json())
    })
    await openLevel()
    expect(bodies).toHaveLength(1)
    expect(Object.keys(bodies[0] as object).sort()).toEqual(['accessToken', 'openID'])
  })

  it('links to my ledger, my decorations and the rules', async () => {
    asScenario('wealth-ledger')
    await openLevel()
    expect(screen.getByRole('link', { name: /财富明细/ }).getAttribute('href')).toBe('/wealth/detail')
    expect(screen.getByRole('link', { name: /我的装扮/ }).getAttribute('href')).toBe('/wealth/items/tab')
    expect(screen.getByRole('link', { name: '规则' }).getAttribute('href')).toBe('/wealth/rule')
  })

  it('shows a failure with 重试, which loads the level', async () => {
    asScenario('wealth-ledger')
    failOnce(server, '/v1/wealth/level')
    const { container } = await openLevel()
    expect(screen.getByText('网络不给力，请稍后重试')).toBeTruthy()
    expectShownWell(container)
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(await screen.findByText('子爵8级', { selector: '.wealth-hero__name' })).toBeTruthy()
  })

  it('asks to sign in, sending nothing, when native has nobody signed in', async () => {
    signOut()
    const sent = countRequests(server, '/v1/wealth/level')
    visitPage('/wealth/newwealth', '/wealth/newwealth', WealthLevelPage)
    expect(await screen.findByText('请先登录后查看财富等级')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(screen.getByText('请先登录后查看财富等级')).toBeTruthy())
    expect(sent()).toBe(0)
  })
})
