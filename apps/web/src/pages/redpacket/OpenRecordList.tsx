import { RECORDS_PAGE_SIZE, type OpenRecord, type RedPacketError, type RequestStatus } from '@h5/redpacket'
import { UserRow } from '../../components/UserRow'
import { RedPacketAvatar } from './RedPacketAvatar'
import { recordTime } from './recordTime'
import { RecordListCard } from './RecordListCard'
import { formatFen } from '@h5/format'

export interface OpenRecordListProps {
  total: number
  records: readonly OpenRecord[]
  status: RequestStatus
  error: RedPacketError | null
  onRetry: () => void
}

/**
 * Who opened the packet (docs/openapi.yaml, getOpenRecords): `共N人领取`, then each opener as the kit's `UserRow`
 * (avatar, nickname, time, amount), newest first (one page of 20).
 *
 * @example
 * <OpenRecordList total={snap.total} records={snap.recordList} status={snap.status.records}
 *   error={snap.errors.records} onRetry={reload} />
 */
export function OpenRecordList({ total, records, status, error, onRetry }: OpenRecordListProps) {
  const hasRows = records.length > 0
  return (
    <>
      <RecordListCard
        title={hasRows || status === 'done' ? `共${total}人领取` : '领取记录'}
        hasRows={hasRows}
        status={status}
        error={error}
        emptyMessage="还没有人领取"
        loadingLabel="正在加载领取记录"
        onRetry={onRetry}
      >
        {records.map((record, index) => (
          <UserRow
            key={`${record.time}-${index}`}
            name={record.nickName || '匿名用户'}
            avatar={<RedPacketAvatar src={record.avatar} name={record.nickName} />}
            subtitle={recordTime(record.time)}
            trailing={<span className="rp-record__amount">{formatFen(record.money, { unit: '元' })}</span>}
          />
        ))}
      </RecordListCard>
      {total > records.length && records.length >= RECORDS_PAGE_SIZE ? (
        <p className="rp-record-list__more">仅显示最近{records.length}人</p>
      ) : null}
    </>
  )
}
