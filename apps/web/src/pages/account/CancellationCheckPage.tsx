import { canCancel } from '@h5/identity'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import { TitleBar } from '../../components/TitleBar'
import { useConfirm } from '../../components/useConfirm'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { CancellationConditions } from './CancellationConditions'
import { forfeitText } from './forfeitText'
import { CANCELLATION_PATHS, type CancellationCodeState } from './cancellationPaths'
import { CancellationCheckPending } from './CancellationCheckPending'
import { useCancellationCheck } from './useCancellationCheck'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import '../../styles/formPage.css'
import './Cancellation.css'

/**
 * /account/cancellation/check: each of the server's conditions met or not, an unmet one with how to clear it; a
 * balance may be given up instead (the amounts named, on the row and in the question asked once more: it
 * cannot be undone after the cancellation).
 * 下一步 opens the SMS step once every condition is met. The check loads again when the user comes back from a
 * native page (a withdrawal finished) and on 重新检查.
 */
export default function CancellationCheckPage() {
  const session = useSessionTokens()
  const cancellationCheck = useCancellationCheck(session)
  const { snap, reload } = cancellationCheck
  const goBack = useGoBack()
  const navigate = useNavigate()
  const { confirm, confirmDialog } = useConfirm()
  const [waived, setWaived] = useState(false)

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const check = snap.cancellation
  if (check?.pending) return <Navigate to={CANCELLATION_PATHS.done} replace />

  async function toggleWaive() {
    if (waived || !check) return setWaived(false)
    const forfeit = forfeitText(check.balances)
    const confirmed = await confirm({
      title: '放弃剩余余额与钻石？',
      message: `${forfeit ? `你将放弃${forfeit}。` : ''}放弃后，账号中的余额、钻石与收益将在注销生效时清空，无法找回。`,
      confirmText: '放弃',
      danger: true,
    })
    if (confirmed) setWaived(true)
  }

  const ready = check !== null && canCancel(check, waived)
  const nextState: CancellationCodeState = { waiveBalances: waived }
  return (
    <main className="form-page">
      <TitleBar title="注销检查" onBack={goBack} />
      <div className="form-page__body">
        {check ? (
          <>
            <p className="cancellation-page__lead">{ready ? '你的账号已满足注销条件。' : '以下条件未满足，处理后即可继续注销：'}</p>
            <CancellationConditions conditions={check.conditions} balances={check.balances} waived={waived} onToggleWaive={() => void toggleWaive()} />
            {snap.status.cancellationCheck === 'error' && snap.errors.cancellationCheck ? (
              <Notice tone="error">
                {snap.errors.cancellationCheck.message}
              </Notice>
            ) : null}
            <div className="form-page__actions">
              <Button block
                disabled={!ready}
                onClick={() => navigate(CANCELLATION_PATHS.code, { state: nextState })}>
                下一步
              </Button>
              {!ready && (
                <Button variant="secondary" block onClick={reload} loading={snap.status.cancellationCheck === 'loading'}>
                  {snap.status.cancellationCheck === 'loading' ? '正在检查…' : '我已处理，重新检查'}
                </Button>
              )}
            </div>
          </>
        ) : (
          <CancellationCheckPending check={cancellationCheck} loadingLabel="正在检查注销条件…" />
        )}
      </div>
      {confirmDialog}
    </main>
  )
}
