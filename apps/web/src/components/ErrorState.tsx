import { Button } from './Button'
import { StateBlock } from './StateBlock'

/** A cloud with a break in it: the data did not come. */
function ErrorArt() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M17 40h-1a9 9 0 0 1-1-17.9A13 13 0 0 1 40 20a10 10 0 0 1 1 20h-2" />
      <path d="M28 30v8M28 44v0.5" />
    </svg>
  )
}

export interface ErrorStateProps {
  /** The failure's Chinese message as the package gives it (e.g. 数据获取失败，请稍后重试). */
  message: string
  /** Tries again; without it (nothing to retry) there is no button. */
  onRetry?: () => void
}

/**
 * What a list or section shows when its data failed to load (docs/ui-kit.md, "Look and feel"): the message, read
 * out as it appears, and 重试.
 *
 * @example
 * <ErrorState message={error.message} onRetry={reload} />
 */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <StateBlock
      art={<ErrorArt />}
      message={message}
      role="alert"
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            重试
          </Button>
        ) : undefined
      }
    />
  )
}
