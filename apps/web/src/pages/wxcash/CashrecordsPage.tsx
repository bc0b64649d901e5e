import { formatChinaTime, formatFen } from '@h5/format'
import type { WithdrawalSummary } from '@h5/api'
import { toBenefitError, withdrawalPages, type BenefitError } from '@h5/benefit'
import { createPagedState, loadPage } from '@h5/request'
import { PagedList } from '../../components/PagedList'
import { pagedListStatus } from '../../components/pagedListStatus'
import { StatusTag } from '../../components/StatusTag'
import { TitleBar } from '../../components/TitleBar'
import { benefitApi } from '../../platform/api/benefitApi'
import { useKeptServerState } from '../../platform/data/useKeptServerState'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { serverNow } from '../../platform/serverClock'
import { withdrawalStatusText, withdrawalStatusTone } from './withdrawalStatusText'
import { PrefetchLink } from '../../platform/PrefetchLink'
import '../../components/cashout/Cashout.css'

function RecordRow({ record }: { record: WithdrawalSummary }) {
  return (
    <PrefetchLink className="cashout-record" to={`/wxcash/cashdetail?id=${encodeURIComponent(record.withdrawalID)}`}>
      <span className="cashout-record__title">提现 ¥{formatFen(record.amountFen, { grouping: true })}</span>
      <StatusTag tone={withdrawalStatusTone(record.status)} className="cashout-status">
        {withdrawalStatusText(record.status)}
      </StatusTag>
      <span className="cashout-record__time">{formatChinaTime(record.createdAt, 'moment', serverNow())}</span>
      <span className="cashout-record__fee">手续费 ¥{formatFen(record.feeFen, { grouping: true })}</span>
    </PrefetchLink>
  )
}

/**
 * /wxcash/cashrecords: the withdrawals, newest first, a page at a time by the server's cursor
 * (PagedList: more at the end, pull to refresh), each with its amount, fee and status; a row opens its detail,
 * and back from it finds the rows loaded and the place scrolled to as they were.
 */
export default function CashrecordsPage() {
  const session = useSessionTokens()
  const goBack = useGoBack()
  const source = {
    fetch: async (cursor: string | null) => {
      const tokens = await session.tokens
      if (!tokens) return { items: [], cursor: null, hasMore: false }
      return withdrawalPages(benefitApi, tokens).fetch(cursor)
    },
    toError: toBenefitError,
    retry: 2,
  }
  // Kept across a row's detail and back: the pages loaded and the scroll position stay.
  const { state, snap } = useKeptServerState('withdrawals', () => createPagedState<WithdrawalSummary, BenefitError>(), (list) => loadPage(list, 'start', source))
  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  return (
    <main className="cashout-page">
      <TitleBar title="提现记录" onBack={goBack} />
      <PagedList
        label="提现记录"
        items={snap.items}
        itemKey={(record) => record.withdrawalID}
        renderItem={(record) => <RecordRow record={record} />}
        status={pagedListStatus(snap.status)}
        hasMore={snap.hasMore}
        errorMessage={snap.error?.message}
        onLoadMore={() => void loadPage(state, 'next', source)}
        onRetry={() => void loadPage(state, snap.items.length === 0 ? 'start' : 'next', source)}
        onRefresh={() => loadPage(state, 'start', source)}
        emptyMessage="还没有提现记录"
        loadingLabel="正在加载提现记录…"
      />
    </main>
  )
}
