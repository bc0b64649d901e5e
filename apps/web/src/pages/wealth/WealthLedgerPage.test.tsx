import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatCount } from '@h5/format'
import { ledgerMonth } from '@h5/mall'
import { scenarioSession } from '@h5/mock-backend'
import { mallApi } from '../../platform/api/mallApi'
import { expectShownWell, settled, visitPage } from '../../test/generatedAnswerPages'
import { countRequests, failOnce } from '../../test/serverRequests'
import { serverNow } from '../../platform/serverClock'
import { monthInWords, shiftMonth } from './ledgerMonths'
import WealthLedgerPage from './WealthLedgerPage'
import { ROUTE_TITLES } from '../../routes/routeTitles'
import { setUpMallPages } from '../../test/mallPageTests'

const { server, asScenario, signOut } = setUpMallPages()

/** The months the requests asked for, in order. */
function monthsAsked(): string[] {
  const months: string[] = []
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/v1/wealth/ledger') months.push(((await request.clone().json()) as { month: string }).month)
  })
  return months
}

async function openLedger(url = '/wealth/detail') {
  const view = visitPage(url, '/wealth/detail', WealthLedgerPage)
  await settled('正在加载财富明细…')
  return view
}

const thisMonth = () => ledgerMonth(serverNow())
const rows = () => within(screen.getByRole('list', { name: /财富明细$/ })).getAllByRole('article')

describe('/wealth/detail', () => {
  it('shows this month’s entries, newest first, each with what added it, when and how much', async () => {
    asScenario('wealth-ledger-month')
    const asked = monthsAsked()
    const { container } = await openLedger()
    expect(screen.getByRole('heading', { name: monthInWords(thisMonth()) })).toBeTruthy()
    // The route's title (the document's before the page loads) is the one the title bar shows.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ROUTE_TITLES['/wealth/detail'])
    expect(asked).toEqual([thisMonth()])
    const first = rows()[0]!
    expect(first.querySelector('.wealth-entry__reason')?.textContent).toBe('开通守护：星河主播（白银守护 3个月）')
    expect(first.querySelector('.wealth-entry__value')?.textContent).toBe('+10')
    expect(first.querySelector('.wealth-entry__time')?.textContent).toMatch(/^\d{1,2}月\d{1,2}日 \d\d:\d\d$/)
    expect(screen.getByRole('button', { name: '下个月' }).hasAttribute('disabled')).toBe(true)
    expectShownWell(container)
  })

  it('shows each month’s value as the server answered it beside the entries, another month’s for another month', async () => {
    asScenario('wealth-ledger-month')
    const tokens = scenarioSession('wealth-ledger-month')
    const monthValue = async (month: string) => (await mallApi.getWealthLedger({ ...tokens, month, limit: 1 })).data.monthValue
    await openLedger()
    const value = await monthValue(thisMonth())
    expect(screen.getByTestId('month-value').textContent).toBe(`${monthInWords(thisMonth())}共获得财富值 +${formatCount(value)}`)
    fireEvent.click(screen.getByRole('button', { name: '上个月' }))
    const before = shiftMonth(thisMonth(), -1)
    const valueBefore = await monthValue(before)
    expect(valueBefore).not.toBe(value)
    await waitFor(() => expect(screen.getByTestId('month-value').textContent).toBe(`${monthInWords(before)}共获得财富值 +${formatCount(valueBefore)}`))
  })

  it('loads 20 at a time, more on 加载更多, one request for a double tap, and says 没有更多了 after the last of 45', async () => {
    asScenario('wealth-ledger-month')
    const sent = countRequests(server, '/v1/wealth/ledger')
    await openLedger()
    expect(rows()).toHaveLength(20)
    const more = screen.getByRole('button', { name: '加载更多' })
    fireEvent.click(more)
    fireEvent.click(more)
    await waitFor(() => expect(rows()).toHaveLength(40))
    expect(sent()).toBe(2)
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }))
    await waitFor(() => expect(rows()).toHaveLength(45))
    expect(screen.getByText('没有更多了')).toBeTruthy()
    expect(rows()[0]!.textContent).toContain('开通守护：星河主播（白银守护 3个月）+10')
  })

  it('goes to the month before, which has none of this month’s entries, and back', async () => {
    asScenario('wealth-ledger-month')
    const asked = monthsAsked()
    await openLedger()
    fireEvent.click(screen.getByRole('button', { name: '上个月' }))
    const before = shiftMonth(thisMonth(), -1)
    expect(await screen.findByRole('heading', { name: monthInWords(before) })).toBeTruthy()
    await settled('正在加载财富明细…')
    expect(window.location.search).toBe(`?month=${before}`)
    expect(screen.getByText(`${monthInWords(before)}没有财富值记录`)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '下个月' }))
    await screen.findByRole('heading', { name: monthInWords(thisMonth()) })
    expect(window.location.search).toBe('')
    await waitFor(() => expect(rows()).toHaveLength(20))
    expect(asked).toEqual([thisMonth(), before, thisMonth()])
  })

  it('shows this month for a month to come or one that is not a month, and asks for nothing else', async () => {
    asScenario('wealth-ledger-month')
    const asked = monthsAsked()
    const future = await openLedger('/wealth/detail?month=2999-01')
    expect(screen.getByRole('heading', { name: monthInWords(thisMonth()) })).toBeTruthy()
    future.unmount()
    await openLedger('/wealth/detail?month=abc')
    expect(screen.getByRole('heading', { name: monthInWords(thisMonth()) })).toBeTruthy()
    expect(asked).toEqual([thisMonth(), thisMonth()])
  })

  it('says a month without entries has none', async () => {
    asScenario('mall-empty')
    const { container } = await openLedger()
    expect(screen.getByText(`${monthInWords(thisMonth())}没有财富值记录`)).toBeTruthy()
    expectShownWell(container)
  })

  it('shows a failed first page with 重试, which loads it', async () => {
    asScenario('wealth-ledger-month')
    failOnce(server, '/v1/wealth/ledger')
    const { container } = await openLedger()
    expect(screen.getByText('网络不给力，请稍后重试')).toBeTruthy()
    expectShownWell(container)
    fireEvent.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(rows()).toHaveLength(20))
  })

  it('asks to sign in, sending nothing, when native has nobody signed in', async () => {
    signOut()
    const sent = countRequests(server, '/v1/wealth/ledger')
    visitPage('/wealth/detail', '/wealth/detail', WealthLedgerPage)
    expect(await screen.findByText('请先登录后查看财富明细')).toBeTruthy()
    expect(sent()).toBe(0)
  })
})
