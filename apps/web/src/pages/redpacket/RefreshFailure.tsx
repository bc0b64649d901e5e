import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'

export interface RefreshFailureProps {
  /** The failure's Chinese message, shown as is (e.g. 数据获取失败, 加载失败，请稍后重试). */
  message: string
  onRetry: () => void
}

/**
 * One notice over data that is still on screen when its reload failed (e.g. the refresh of the balance and the
 * list after a send): the kit's error `Notice` with 重试, so the old numbers are not taken for the new ones. With
 * nothing on screen yet, the full error state (the kit's `ErrorState`, RewardCard's) says it instead.
 *
 * @example
 * {hasRows && status === 'error' && error ? <RefreshFailure message={error.message} onRetry={reload} /> : null}
 */
export function RefreshFailure({ message, onRetry }: RefreshFailureProps) {
  return (
    <Notice
      tone="error"
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          重试
        </Button>
      }
    >
      {message}
    </Notice>
  )
}
