import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import type { RealNameStatusView } from './useRealNameStatus'

/** Why a real-name page has no status when the session has no user, and the way on (重试 asks again). */
export const SIGNED_OUT_MESSAGE = '请先登录后再进行实名认证'

interface RealNameStatusPendingProps {
  view: RealNameStatusView
  /** The loader's words while the status loads. */
  loadingLabel: string
}

/**
 * What a real-name page shows until the status is there: the loader while it loads, the error with 重试 when
 * it failed or when there is no signed-in user. Every real-name page draws this in place of its content, so
 * none is left on its loader for good (a failed status request once left quick, manual and quick-result
 * loading).
 *
 * @example
 * {view.snap.realName ? <QuickForm status={view.snap.realName} /> : <RealNameStatusPending view={view} loadingLabel="正在准备…" />}
 */
export function RealNameStatusPending({ view, loadingLabel }: RealNameStatusPendingProps) {
  const { snap, signedOut, reload } = view
  if (signedOut) return <ErrorState message={SIGNED_OUT_MESSAGE} onRetry={reload} />
  if (snap.status.status === 'error' && snap.errors.status) return <ErrorState message={snap.errors.status.message} onRetry={reload} />
  return <LoadingState label={loadingLabel} />
}
