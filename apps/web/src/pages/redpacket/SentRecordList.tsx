import { formatFen } from '@h5/format'
import type { RedPacketError, RequestStatus, SentRecord } from '@h5/redpacket'
import { UserRow } from '../../components/UserRow'
import { PacketIcon } from './PacketIcon'
import { recordTime } from './recordTime'
import { RecordListCard } from './RecordListCard'

export interface SentRecordListProps {
  records: readonly SentRecord[]
  status: RequestStatus
  error: RedPacketError | null
  onRetry: () => void
}

/**
 * The packets I sent (GET /v1/packet/myRecord, limit 100), each a row of the kit's `UserRow` with the
 * packet for its picture: greeting, time, amount and how many shares were taken, newest first.
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
        <UserRow
          key={`${record.redpacketID}-${index}`}
          name={record.greeting}
          avatar={
            <span className="rp-record__icon">
              <PacketIcon size={28} />
            </span>
          }
          subtitle={recordTime(record.time)}
          trailing={
            <span className="rp-record__side">
              <span className="rp-record__amount">{formatFen(record.amount, { unit: '元' })}</span>
              <span className="rp-record__detail">
                已领取 {record.openedCount}/{record.count}
              </span>
            </span>
          }
        />
      ))}
    </RecordListCard>
  )
}
