import type { RedPacketError, RequestStatus } from '@h5/redpacket'
import { useId, type ReactNode } from 'react'
import { EmptyState } from '../../components/EmptyState'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { RefreshFailure } from './RefreshFailure'
import './RecordList.css'

export interface RecordListCardProps {
  title: string
  /** Whether there are rows to show (`children`); rows already shown stay while a reload runs. */
  hasRows: boolean
  status: RequestStatus
  error: RedPacketError | null
  emptyMessage: string
  loadingLabel: string
  onRetry: () => void
  /** The `<li>` rows (the kit's `UserRow`). */
  children: ReactNode
}

/**
 * The card both red-packet record lists share: a title, then the rows, or the kit's loading, empty or error
 * (with 重试) state (docs/ui-kit.md, "Look and feel"). When a reload fails while rows are shown, they stay under
 * the failure and 重试: they are the last ones loaded, not the current ones.
 */
export function RecordListCard({ title, hasRows, status, error, emptyMessage, loadingLabel, onRetry, children }: RecordListCardProps) {
  const titleId = useId()
  return (
    <section className="rp-record-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="rp-record-list__title">
        {title}
      </h2>
      {hasRows ? (
        <>
          {status === 'error' && error ? (
            <div className="rp-record-list__failure">
              <RefreshFailure message={error.message} onRetry={onRetry} />
            </div>
          ) : null}
          <ol className="rp-record-list__items">{children}</ol>
        </>
      ) : status === 'error' && error ? (
        <ErrorState message={error.message} onRetry={onRetry} />
      ) : status === 'done' ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <LoadingState label={loadingLabel} />
      )}
    </section>
  )
}
