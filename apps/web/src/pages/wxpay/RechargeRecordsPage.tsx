import type { UserTokens } from '@h5/api'
import { formatChinaTime, formatCount, formatFen } from '@h5/format'
import { rechargeOrderPages, type RechargeError, type RechargeRecord } from '@h5/recharge'
import { createPagedState, loadPage, type PageRequest } from '@h5/request'
import { ErrorState } from '../../components/ErrorState'
import { PagedList } from '../../components/PagedList'
import { pagedListStatus } from '../../components/pagedListStatus'
import { StatusTag } from '../../components/StatusTag'
import { SupportContact } from '../../components/SupportContact'
import { TitleBar } from '../../components/TitleBar'
import { rechargeApi } from '../../platform/api/rechargeApi'
import { useSignedInServerState } from '../../platform/data/useSignedInServerState'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { serverNow } from '../../platform/serverClock'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { useGoBack } from '../../platform/useGoBack'
import { RECORD_CHANNEL_TEXT, RECORD_STATUS_TEXT, RECORD_STATUS_TONE } from './rechargeRecordTexts'
import './RechargeRecordsPage.css'

const newList = () => createPagedState<RechargeRecord, RechargeError>()
const pages = (tokens: UserTokens) => rechargeOrderPages(rechargeApi, tokens)

/** Each order once, where it first appears: an answer may list one twice (a page boundary that moved as orders came in). */
function eachOrderOnce(records: readonly RechargeRecord[]): RechargeRecord[] {
  const seen = new Set<string>()
  return records.filter((record) => {
    if (seen.has(record.orderID)) return false
    seen.add(record.orderID)
    return true
  })
}

/** One order: the 钻石 and what was paid, how and when, where it stands, and its number for customer service. */
function RecordRow({ record }: { record: RechargeRecord }) {
  const how = [RECORD_CHANNEL_TEXT[record.channel], formatChinaTime(record.createdAt, 'moment', serverNow())].filter(Boolean).join(' · ')
  return (
    <article className="recharge-record" aria-label={`${formatCount(record.diamonds)} 钻石，${RECORD_STATUS_TEXT[record.status]}`}>
      <span className="recharge-record__title">{formatCount(record.diamonds)} 钻石</span>
      <span className="recharge-record__amount">¥{formatFen(record.amountFen, { grouping: true })}</span>
      <span className="recharge-record__meta">{how}</span>
      <StatusTag tone={RECORD_STATUS_TONE[record.status]} className="recharge-record__status">
        {RECORD_STATUS_TEXT[record.status]}
      </StatusTag>
      <span className="recharge-record__id">订单号 {record.orderID}</span>
    </article>
  )
}

/**
 * /wxpay/records (充值记录; linked from /wxpay and /alipay in the app): the signed-in account's recharge orders,
 * newest first, a page at a time by the server's cursor (PagedList: more at the end, 没有更多了 after the last,
 * pull to refresh, 重试 on a failure), each with the 钻石, the amount, the channel, the time on China's clock, its
 * status and its order number. A minor's account sees its records too (nothing here asks teen mode). 联系客服 in
 * the title bar.
 */
export default function RechargeRecordsPage() {
  const session = useSessionTokens()
  const goBack = useGoBack()
  const records = useSignedInServerState(session, newList, (list, tokens) => loadPage(list, 'start', pages(tokens)))
  const { snap, state } = records

  const load = async (request: PageRequest) => {
    const tokens = await session.tokens
    if (tokens) await loadPage(state, request, pages(tokens))
  }

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  return (
    <main className="recharge-records">
      <TitleBar title="充值记录" onBack={goBack} right={<SupportContact topic="wallet" />} />
      <div className="recharge-records__body">
        {records.signedOut ? (
          <ErrorState message="请先登录后查看充值记录" onRetry={() => void records.reload()} />
        ) : (
          <PagedList
            label="充值记录"
            items={eachOrderOnce(snap.items)}
            itemKey={(record) => record.orderID}
            renderItem={(record) => <RecordRow record={record} />}
            status={pagedListStatus(snap.status)}
            hasMore={snap.hasMore}
            errorMessage={snap.error?.message}
            onLoadMore={() => void load('next')}
            onRetry={() => void load(snap.items.length === 0 ? 'start' : 'next')}
            onRefresh={() => load('start')}
            emptyMessage="还没有充值记录"
            loadingLabel="正在加载充值记录…"
          />
        )}
      </div>
    </main>
  )
}
