import { formatChinaTime } from '@h5/format'
import { BridgeError } from '@h5/bridge'
import { withdrawCancellation } from '@h5/identity'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { useConfirm } from '../../components/useConfirm'
import { identityApi } from '../../platform/api/identityApi'
import { appBridge } from '../../platform/appBridge'
import { appSession } from '../../platform/session/appSession'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { showToast } from '../../state/overlays'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { CANCELLATION_PATHS } from './cancellationPaths'
import { useCancellationCheck } from './useCancellationCheck'
import { PrefetchLink } from '../../platform/PrefetchLink'
import './Cancellation.css'
import { Button } from '../../components/Button'
import { buttonClass } from '../../platform/ui/buttonClass'

/**
 * /account/cancellation/done: the cancellation is submitted, not done (a pending result, never a success): the
 * days left of the cooling-off period and the day it takes effect, both from the server, and the ways on:
 * 撤销注销 (withdrawCancellation, asked once more; the account stays), or 退出登录 (native's `exitAccount` in
 * the app, docs/native-contract.md; the web login's end in a browser). Opened with nothing submitted, it leads
 * to the notice. A title bar with back on every state.
 */
export default function CancellationDonePage() {
  const session = useSessionTokens()
  const { state, snap, reload, signedOut } = useCancellationCheck(session)
  const goBack = useGoBack()
  const navigate = useNavigate()
  const { confirm, confirmDialog } = useConfirm()
  const [leaving, setLeaving] = useState(false)
  const [withdrawn, setWithdrawn] = useState(false)

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const check = snap.cancellation

  async function exitAccount() {
    if (!appBridge.inApp) {
      // A browser's session is the web login: ending it is the logout.
      appSession.end()
      void navigate('/', { replace: true })
      return
    }
    setLeaving(true)
    try {
      await appBridge.call('exitAccount')
    } catch (error) {
      showToast(error instanceof BridgeError ? '退出登录失败，请在App设置中退出' : '退出登录失败，请重试')
    }
    setLeaving(false)
  }

  async function withdraw() {
    const confirmed = await confirm({ title: '撤销注销申请？', message: '撤销后账号恢复正常使用，如需注销需要重新申请。', confirmText: '撤销注销' })
    if (!confirmed) return
    const tokens = await session.tokens
    if (!tokens) return
    const done = await withdrawCancellation(state, identityApi, { tokens })
    if (done.ok) setWithdrawn(true)
    else showToast(done.error.message)
  }

  const withdrawing = snap.status.cancellationWithdraw === 'loading'
  const pending = check?.pending
  const day = pending ? formatChinaTime(pending.effectiveAt, 'date') : ''
  return (
    <main className="cancellation-page">
      <TitleBar title="注销账号" onBack={goBack} />
      <div className="cancellation-page__body">
        {withdrawn ? (
          <ResultScreen status="success" title="已撤销注销申请" message="你的账号已恢复正常使用" embedded>
            <Button block onClick={goBack}>
              完成
            </Button>
          </ResultScreen>
        ) : pending ? (
          <ResultScreen
            status="pending"
            title="注销申请已提交"
            message={
              <>
                <p>
                  冷静期还剩{pending.daysLeft}天，{day ? `账号将于${day}永久注销。` : '期满后账号将被永久注销。'}
                </p>
                <p>冷静期内可随时撤销注销申请，重新登录该账号也会撤销。</p>
              </>
            }
            embedded
          >
            <Button block onClick={() => void withdraw()} disabled={withdrawing}>
              {withdrawing ? '正在撤销…' : '撤销注销'}
            </Button>
            <Button variant="secondary" block onClick={() => void exitAccount()} disabled={leaving}>
              退出登录
            </Button>
          </ResultScreen>
        ) : check ? (
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
      {confirmDialog}
    </main>
  )
}
