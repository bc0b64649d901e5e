import { canCancel, IdentityErrorCode, sendSmsCode, SMS_CODE_ERRORS, submitCancellation } from '@h5/identity'
import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { FieldGroup } from '../../components/FieldGroup'
import { SmsCodeField } from '../../components/SmsCodeField'
import { SupportContact } from '../../components/SupportContact'
import { TitleBar } from '../../components/TitleBar'
import { useConfirm } from '../../components/useConfirm'
import { identityApi } from '../../platform/api/identityApi'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { showToast } from '../../state/overlays'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { CANCELLATION_PATHS, readWaiveBalances } from './cancellationPaths'
import { CancellationCheckPending } from './CancellationCheckPending'
import { useCancellationCheck } from './useCancellationCheck'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import '../../styles/formPage.css'
import './Cancellation.css'


/**
 * /account/cancellation/code: the SMS code to the bound phone, named (masked) before anything is sent (the kit's
 * field; the resend wait is the server's), one more confirmation, then the submission (a double tap submits once) and
 * /account/cancellation/done. Opened on its own (a resumed flow) it checks the conditions first: unmet ones
 * send the user back to the check. A failure clears the code only; an unmet condition offers the check.
 */
export default function CancellationCodePage() {
  const session = useSessionTokens()
  const cancellationCheck = useCancellationCheck(session)
  const { state, snap } = cancellationCheck
  const goBack = useGoBack()
  const navigate = useNavigate()
  const waiveBalances = readWaiveBalances(useLocation().state)
  const { confirm, confirmDialog } = useConfirm()
  const [code, setCode] = useState('')
  const [tried, setTried] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const check = snap.cancellation
  if (check?.pending) return <Navigate to={CANCELLATION_PATHS.done} replace />
  if (check && !canCancel(check, waiveBalances)) return <Navigate to={CANCELLATION_PATHS.check} replace />

  const error = snap.errors.cancellation
  const submitting = snap.status.cancellation === 'loading'

  async function submit() {
    setTried(true)
    if (!/^\d{6}$/.test(code) || !check) return
    const confirmed = await confirm({
      title: '确认注销账号？',
      message: `提交后进入${check.coolingOffDays}天冷静期，期间重新登录即可撤销；期满后账号将被永久注销。`,
      confirmText: '确认注销',
      danger: true,
    })
    if (!confirmed) return
    const tokens = await session.tokens
    if (!tokens) return
    const done = await submitCancellation(state, identityApi, { tokens, smsCode: code, waiveBalances })
    if (done.ok) {
      navigate(CANCELLATION_PATHS.done, { replace: true })
      return
    }
    setCode('')
    setTried(false)
  }

  return (
    <main className="form-page">
      <TitleBar title="注销验证" onBack={goBack} />
      <div className="form-page__body">
        {check ? (
          <>
            <p className="cancellation-page__lead">
              {check.maskedPhone ? (
                `为确认是你本人操作，我们将向你绑定的手机 ${check.maskedPhone} 发送验证码。`
              ) : (
                <>
                  你的账号未绑定手机号，无法接收验证码，请<SupportContact topic="identity" />注销。
                </>
              )}
            </p>
            <FieldGroup title="验证手机">
              <SmsCodeField
                value={code}
                onChange={(text) => setCode(text)}
                showErrors={tried}
                sendDisabled={check.maskedPhone === ''}
                hint={sentTo ? `验证码已发送至${sentTo}` : check.maskedPhone ? `验证码将发送至${check.maskedPhone}` : undefined}
                error={error && SMS_CODE_ERRORS.includes(error.code) ? error.message : undefined}
                onSend={async () => {
                  const tokens = await session.tokens
                  if (!tokens) return null
                  const sent = await sendSmsCode(state, identityApi, { scene: 'cancellation', tokens })
                  if (!sent.ok) {
                    showToast(sent.error.message)
                    return null
                  }
                  setSentTo(sent.data.maskedPhone)
                  return { resendAfterSeconds: sent.data.resendAfterSeconds }
                }}
              />
            </FieldGroup>
            {error && !SMS_CODE_ERRORS.includes(error.code) ? (
              <Notice tone="error">
                {error.message}
                {error.code === IdentityErrorCode.CANCELLATION_BLOCKED ? (
                  <>
                    {' '}
                    <PrefetchLink to={CANCELLATION_PATHS.check} replace>
                      查看注销条件
                    </PrefetchLink>
                  </>
                ) : null}
              </Notice>
            ) : null}
            <div className="form-page__actions">
              <Button block onClick={() => void submit()} loading={submitting}>
                {submitting ? '正在提交…' : '确认注销'}
              </Button>
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
