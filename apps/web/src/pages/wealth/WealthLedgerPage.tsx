import type { UserTokens, WealthEntry } from '@h5/api'
import { formatChinaTime, formatCount } from '@h5/format'
import { ledgerMonth, wealthLedgerPages, type MallError } from '@h5/mall'
import { createPagedState, loadPage, type PageRequest } from '@h5/request'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ErrorState } from '../../components/ErrorState'
import { PagedList } from '../../components/PagedList'
import { pagedListStatus } from '../../components/pagedListStatus'
import { TitleBar } from '../../components/TitleBar'
import { mallApi } from '../../platform/api/mallApi'
import { useSignedInServerState } from '../../platform/data/useSignedInServerState'
import { serverNow } from '../../platform/serverClock'
import { useSessionTokens, type SessionTokens } from '../../platform/session/useSessionTokens'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { useGoBack } from '../../platform/useGoBack'
import { monthInWords, shiftMonth, shownMonth } from './ledgerMonths'
import './Wealth.css'

const newList = () => createPagedState<WealthEntry, MallError>()

/** The month buttons' arrow, pointing back or on. */
function Arrow({ back }: { back: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d={back ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** One entry: what added the value, when (China time), and how much. */
function EntryRow({ entry }: { entry: WealthEntry }) {
  return (
    <article className="wealth-entry" aria-label={`${entry.reason}，财富值 +${formatCount(entry.value)}`}>
      <span className="wealth-entry__reason">{entry.reason}</span>
      <span className="wealth-entry__value">+{formatCount(entry.value)}</span>
      <span className="wealth-entry__time">{formatChinaTime(entry.at, 'moment', serverNow())}</span>
    </article>
  )
}

/**
 * One month's value and its entries, a page at a time: a list of its own, so another month never shows this one's
 * rows or value. The value is the server's (`monthValue`, beside each page), never a sum of the rows shown.
 */
function MonthLedger({ session, month }: { session: SessionTokens; month: string }) {
  const [monthValue, setMonthValue] = useState<number | null>(null)
  const pages = (tokens: UserTokens) =>
    wealthLedgerPages(mallApi, { tokens, month }, (page) => {
      if (page.month === month && Number.isSafeInteger(page.monthValue)) setMonthValue(page.monthValue)
    })
  const ledger = useSignedInServerState(session, newList, (list, tokens) => loadPage(list, 'start', pages(tokens)))
  const { snap, state } = ledger
  const load = async (request: PageRequest) => {
    const tokens = await session.tokens
    if (tokens) await loadPage(state, request, pages(tokens))
  }
  if (ledger.signedOut) return <ErrorState message="请先登录后查看财富明细" onRetry={() => void ledger.reload()} />
  return (
    <>
      {monthValue === null ? null : (
        <p className="wealth-month-value" data-testid="month-value">
          {monthInWords(month)}共获得财富值 <strong>+{formatCount(monthValue)}</strong>
        </p>
      )}
      <PagedList
        label={`${monthInWords(month)}财富明细`}
        items={snap.items}
        itemKey={(entry) => entry.entryID}
        renderItem={(entry) => <EntryRow entry={entry} />}
        status={pagedListStatus(snap.status)}
        hasMore={snap.hasMore}
        errorMessage={snap.error?.message}
        onLoadMore={() => void load('next')}
        onRetry={() => void load(snap.items.length === 0 ? 'start' : 'next')}
        onRefresh={() => load('start')}
        emptyMessage={`${monthInWords(month)}没有财富值记录`}
        loadingLabel="正在加载财富明细…"
      />
    </>
  )
}

/**
 * /wealth/detail (财富明细; `?month=YYYY-MM`, this month on the server's calendar by default): my wealth value
 * ledger, what added value and when, newest first, one month at a time (the month before, the month after up to
 * this one), each month paged by the server's cursor (PagedList: more at the end, pull to refresh, 重试). My own
 * entries only. The month stays in the address, so back from another page finds the same month.
 */
export default function WealthLedgerPage() {
  const session = useSessionTokens()
  const goBack = useGoBack()
  const [params, setParams] = useSearchParams()
  const thisMonth = ledgerMonth(serverNow())
  const month = shownMonth(params.get('month'), thisMonth)
  const show = (next: string) => setParams(next === thisMonth ? {} : { month: next }, { replace: true })
  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  return (
    <main className="wealth-page">
      <TitleBar title="财富明细" onBack={goBack} />
      <nav className="wealth-months" aria-label="月份">
        <button type="button" className="wealth-months__step" aria-label="上个月" onClick={() => show(shiftMonth(month, -1))}>
          <Arrow back />
        </button>
        <h2 className="wealth-months__current" aria-live="polite">
          {monthInWords(month)}
        </h2>
        <button type="button" className="wealth-months__step" aria-label="下个月" disabled={month >= thisMonth} onClick={() => show(shiftMonth(month, 1))}>
          <Arrow back={false} />
        </button>
      </nav>
      <div className="wealth-page__body">
        <p className="wealth-page__note">只展示你本人的财富值明细，按服务器时间（北京时间）分月。</p>
        <MonthLedger key={month} session={session} month={month} />
      </div>
    </main>
  )
}
