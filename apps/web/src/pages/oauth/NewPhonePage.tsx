import { changePhone, createIdentityState, sendSmsCode, type IdentityError } from '@h5/identity'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ErrorState } from '../../components/ErrorState'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { appApi } from '../../platform/appApi'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { PHONE_PATHS } from './oauthPaths'
import { PhoneSmsForm } from '../../components/PhoneSmsForm'
import { SIGNED_OUT_MESSAGE } from './RealNameStatusPending'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { Button } from '../../components/Button'
import '../../styles/formPage.css'
import './OauthPage.css'

/**
 * /oauth/phone/newphone (issue 16): a new number (mainland `1[3-9]…`, or another region from the picker) and the
 * 6-digit code sent to it (sendSmsCode `phoneChange`; the resend wait and the sends left are the server's),
 * then changePhone and the done screen with the new number masked. Errnos: code wrong or expired, sending too
 * often or the day's sends used, the number bound to another account; each keeps what was typed except the
 * code.
 */
export default function NewPhonePage() {
  const session = useSessionTokens()
  const [state] = useState(createIdentityState)
  const snap = useSnapshot(state)
  const [error, setError] = useState<IdentityError | null>(null)
  const [signedOut, setSignedOut] = useState(false)
  const [changedTo, setChangedTo] = useState<string | null>(null)
  const goBack = useGoBack()
  const navigate = useNavigate()

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />

  async function tokensOrSignedOut() {
    const tokens = await session.tokens
    if (!tokens) setSignedOut(true)
    return tokens
  }

  return (
    <main className="form-page">
      <TitleBar title="更换手机号" onBack={goBack} />
      <div className="form-page__body">
        {changedTo !== null ? (
          <ResultScreen status="success" title="手机号已更换" message={changedTo === '' ? '下次登录请使用新手机号' : `已绑定新手机号 ${changedTo}，下次登录请使用新手机号`} embedded>
            <Button block onClick={() => void navigate(PHONE_PATHS.nav, { replace: true })}>
              完成
            </Button>
          </ResultScreen>
        ) : signedOut ? (
          <ErrorState message={SIGNED_OUT_MESSAGE} onRetry={() => setSignedOut(false)} />
        ) : (
          <>
            <p className="form-page__note">更换后，原手机号将不能再用于登录和接收验证码。</p>
            <PhoneSmsForm
              title="新手机号"
              submitText="确认更换"
              submittingText="正在提交…"
              submitting={snap.status.phone === 'loading'}
              error={error}
              onSend={async ({ countryCode, phone }) => {
                const tokens = await tokensOrSignedOut()
                if (!tokens) return null
                const sent = await sendSmsCode(state, appApi, { scene: 'phoneChange', tokens, countryCode, phone })
                setError(sent.ok ? null : sent.error)
                return sent.ok ? { resendAfterSeconds: sent.data.resendAfterSeconds, sentTo: sent.data.maskedPhone, dailyLeft: sent.data.dailyLeft } : null
              }}
              onSubmit={async (input) => {
                const tokens = await tokensOrSignedOut()
                if (!tokens) return false
                const changed = await changePhone(state, appApi, { tokens, ...input })
                setError(changed.ok ? null : changed.error)
                // The server's mask, or '' when it sent none (the done screen then names no number).
                if (changed.ok) setChangedTo(typeof changed.data.maskedPhone === 'string' ? changed.data.maskedPhone : '')
                return changed.ok
              }}
            />
          </>
        )}
      </div>
    </main>
  )
}
