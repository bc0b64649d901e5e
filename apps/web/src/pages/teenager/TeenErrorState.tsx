import type { TeenError, TeenErrorCode } from '@h5/teen'
import { useGoBack } from '../../platform/useGoBack'
import { TeenPage } from './TeenPage'

/** The heading over the TeenError's own message; the message (from @h5/teen) says what to do. */
const HEADINGS: Partial<Record<TeenErrorCode, string>> = {
  NOT_IN_APP: '请在App内使用',
  OUTDATED_APP: 'App版本过低',
}

/**
 * A teen screen that cannot go on: the TeenError's Chinese message, `重试` when trying again can help, and
 * always `返回` (brief: 998 outside the app and 999 an old app get a clear state with a way back).
 *
 * @example <TeenErrorState error={status.error} onRetry={retry} />
 */
export function TeenErrorState({ error, onRetry }: { error: TeenError; onRetry?: () => void }) {
  const goBack = useGoBack()
  // Outside the app no retry helps; an unanswered query (also 999) might answer the next time.
  const canRetry = onRetry !== undefined && error.code !== 'NOT_IN_APP'
  return (
    <TeenPage
      art="alert"
      title={HEADINGS[error.code] ?? '暂时无法使用青少年模式'}
      lead={error.message}
      actions={
        <>
          {canRetry ? (
            <button className="button button--primary" type="button" onClick={onRetry}>
              重试
            </button>
          ) : null}
          <button className={canRetry ? 'button button--secondary' : 'button button--primary'} type="button" onClick={goBack}>
            返回
          </button>
        </>
      }
    />
  )
}
