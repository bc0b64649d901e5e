import './RefreshFailure.css'

export interface RefreshFailureProps {
  /** The failure's Chinese message, shown as is (e.g. 数据获取失败, 加载失败，请稍后重试). */
  message: string
  onRetry: () => void
  /** `red` on the red header of /redpacket/send, `light` on a white card. */
  tone?: 'light' | 'red'
}

/**
 * One line over data that is still on screen when its reload failed (e.g. the refresh of the balance and the
 * list after a send): the failure's message and 重试, so the old numbers are not taken for the new ones. With
 * nothing on screen yet, the full error state (ListStatus, RewardCard) says it instead.
 *
 * @example
 * {hasRows && status === 'error' && error ? <RefreshFailure message={error.message} onRetry={reload} /> : null}
 */
export function RefreshFailure({ message, onRetry, tone = 'light' }: RefreshFailureProps) {
  return (
    <div className={`rp-refresh-failure rp-refresh-failure--${tone}`} role="alert">
      <p className="rp-refresh-failure__message">{message}</p>
      <button className="rp-refresh-failure__retry" type="button" onClick={onRetry}>
        重试
      </button>
    </div>
  )
}
