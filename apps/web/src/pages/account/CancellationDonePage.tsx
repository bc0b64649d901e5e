import { BridgeError } from '@h5/bridge'
import { useState } from 'react'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { appBridge } from '../../platform/appBridge'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { showToast } from '../../state/overlays'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { CANCELLATION_PATHS } from './cancellationPaths'
import { formatChinaTime } from '@h5/format'
import { useCancellationCheck } from './useCancellationCheck'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Button } from '../../components/Button'
import '../../styles/formPage.css'
import './Cancellation.css'

/**
 * /account/cancellation/done (issue 16): the cancellation is submitted, not done (a pending result, never a
 * success): the day it takes effect and the cooling-off period, both from the server, and that logging in again
 * within it withdraws the cancellation. 退出登录 then asks native to log the user out (`exitAccount`,
 * docs/native-contract.md). Opened with nothing submitted, it leads to the notice.
 */
export default function CancellationDonePage() {
  const session = useSessionTokens()
  const { snap, reload, signedOut } = useCancellationCheck(session)
  const [leaving, setLeaving] = useState(false)

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const check = snap.cancellation

  async function exitAccount() {
    setLeaving(true)
    try {
      await appBridge.call('exitAccount')
    } catch (error) {
      showToast(error instanceof BridgeError ? '退出登录失败，请在App设置中退出' : '退出登录失败，请重试')
    }
    setLeaving(false)
  }

  if (check?.pending) {
    const day = formatChinaTime(check.pending.effectiveAt, 'date')
    return (
      <ResultScreen
        status="pending"
        title="注销申请已提交"
        message={
          <>
            <p>
              冷静期{check.coolingOffDays}天，{day ? `账号将于${day}永久注销。` : '期满后账号将被永久注销。'}
            </p>
            <p>冷静期内重新登录该账号，即可撤销注销申请。</p>
          </>
        }
      >
        <Button block onClick={() => void exitAccount()} loading={leaving}>
          退出登录
        </Button>
      </ResultScreen>
    )
  }
  return (
    <main className="form-page">
      <div className="form-page__body">
        {check ? (
          <ResultScreen status="pending" title="尚未提交注销申请" embedded>
            <PrefetchLink className={buttonClass({ block: true })} to={CANCELLATION_PATHS.notice} replace>
              去注销
            </PrefetchLink>
          </ResultScreen>
        ) : signedOut ? (
          <ErrorState message="请先登录要注销的账号" onRetry={reload} />
        ) : snap.status.cancellationCheck === 'error' && snap.errors.cancellationCheck ? (
          <ErrorState message={snap.errors.cancellationCheck.message} onRetry={reload} />
        ) : (
          <LoadingState label="正在获取注销进度…" />
        )}
      </div>
    </main>
  )
}
