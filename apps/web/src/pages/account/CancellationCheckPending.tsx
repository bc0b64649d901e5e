import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import type { CancellationCheckState } from './useCancellationCheck'

interface CancellationCheckPendingProps {
  check: CancellationCheckState
  /** The loader's words while the check loads. */
  loadingLabel: string
}

/**
 * What a cancellation page shows until the server's check is there: the loader while it loads, the error with
 * 重试 when it failed or when no user is signed in. The notice, check and code pages draw this in place of
 * their content, so none is left on its loader (the same rule as the real-name pages' RealNameStatusPending).
 *
 * @example
 * {snap.cancellation ? <Conditions check={snap.cancellation} /> : <CancellationCheckPending check={check} loadingLabel="正在检查注销条件…" />}
 */
export function CancellationCheckPending({ check, loadingLabel }: CancellationCheckPendingProps) {
  const { snap, signedOut, reload } = check
  if (signedOut) return <ErrorState message="请先登录要注销的账号" onRetry={reload} />
  if (snap.status.cancellationCheck === 'error' && snap.errors.cancellationCheck) {
    return <ErrorState message={snap.errors.cancellationCheck.message} onRetry={reload} />
  }
  return <LoadingState label={loadingLabel} />
}
