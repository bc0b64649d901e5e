import type { RedPacketError, RequestStatus, SentRecord } from '@h5/redpacket'
import { recordTime } from './recordTime'
import { PacketIcon } from './PacketIcon'
import { RecordListCard } from './RecordListCard'
import { formatFen } from '@h5/format'

export interface SentRecordListProps {
  records: readonly SentRecord[]
  status: RequestStatus
  error: RedPacketError | null
  onRetry: () => void
}

/**
 * The packets I sent (issue 6, GET /v1/packet/myRecord limit 100): greeting, time, amount and how many shares
 * were taken, newest first.
 *
 * @example
 * <SentRecordList records={snap.sendInfo.recordList} status={snap.status.myRecord} error={snap.errors.myRecord} onRetry={reload} />
 */
export function SentRecordList({ records, status, error, onRetry }: SentRecordListProps) {
  const hasRows = records.length > 0
  return (
    <RecordListCard
      title={hasRows ? `我发出的红包（${records.length}个）` : '我发出的红包'}
      hasRows={hasRows}
      status={status}
      error={error}
      emptyMessage="还没有发过红包，发一个给好友吧"
      loadingLabel="正在加载我发出的红包"
      onRetry={onRetry}
    >
      {/* The index too: redpacketID is '' when the server left it out, and two rows must not share a key. */}
      {records.map((record, index) => (
        <li key={`${record.redpacketID}-${index}`} className="rp-record">
          <span className="rp-record__icon">
            <PacketIcon size={28} />
          </span>
          <span className="rp-record__main">
            <span className="rp-record__name">{record.greeting}</span>
            <span className="rp-record__time">{recordTime(record.time)}</span>
          </span>
          <span className="rp-record__side">
            <span className="rp-record__amount">{formatFen(record.amount, { unit: '元' })}</span>
            <span className="rp-record__detail">
              已领取 {record.openedCount}/{record.count}
            </span>
          </span>
        </li>
      ))}
    </RecordListCard>
  )
}
