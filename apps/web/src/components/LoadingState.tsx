import './LoadingState.css'

export interface LoadingStateProps {
  /** What is loading, for screen readers (e.g. 正在加载交易记录). */
  label?: string
  /** Placeholder rows drawn. */
  rows?: number
}

/**
 * A list or section waiting for its first data (docs/ui-kit.md, "Look and feel"): grey placeholder rows the shape
 * of the content, so the page does not jump when it arrives; screen readers hear the label. (A whole page waiting
 * for its code is PageLoading; a request the user is waiting on is the loading overlay.)
 *
 * @example
 * {status === 'loading' && items.length === 0 ? <LoadingState label="正在加载交易记录" /> : null}
 */
export function LoadingState({ label = '加载中…', rows = 3 }: LoadingStateProps) {
  return (
    <div className="loading-state" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="loading-state__row" aria-hidden="true">
          <span className="loading-state__disc" />
          <span className="loading-state__lines">
            <span className="loading-state__line" />
            <span className="loading-state__line loading-state__line--short" />
          </span>
        </div>
      ))}
    </div>
  )
}
