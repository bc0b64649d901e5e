import { TeenErrorCode, type TeenError } from '@h5/teen'
import { useGoBack } from '../../platform/useGoBack'
import { TeenOpenInAppScreen } from './TeenOpenInAppScreen'
import { TeenPage } from './TeenPage'
import { Button } from '../../components/Button'

/**
 * A teen screen that cannot go on. Outside the app (`NOT_IN_APP`) and in an app too old or not answering
 * (`OUTDATED_APP`): the shared open-in-app screen, with `重试` only for the latter (an unanswered call may be
 * answered the next time; outside the app no retry helps). Any other failure: the TeenError's Chinese message
 * with `重试` when the page can try again. `返回` is always there.
 *
 * @example <TeenErrorState error={status.error} onRetry={retry} />
 */
export function TeenErrorState({ error, onRetry }: { error: TeenError; onRetry?: () => void }) {
  const goBack = useGoBack()
  if (error.code === TeenErrorCode.NOT_IN_APP) return <TeenOpenInAppScreen reason="unsupported" />
  if (error.code === TeenErrorCode.OUTDATED_APP) return <TeenOpenInAppScreen reason="outdated" onRetry={onRetry} />
  return (
    <TeenPage
      art="alert"
      title="暂时无法使用青少年模式"
      lead={error.message}
      actions={
        <>
          {onRetry ? (
            <Button onClick={onRetry}>
              重试
            </Button>
          ) : null}
          <Button variant={onRetry ? 'secondary' : 'primary'} onClick={goBack}>
            返回
          </Button>
        </>
      }
    />
  )
}
