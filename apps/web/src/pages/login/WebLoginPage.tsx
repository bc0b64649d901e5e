import { createIdentityState, identityError, IdentityErrorCode, loginByPhone, sendSmsCode, type IdentityError } from '@h5/identity'
import { useContext, useEffect, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { TitleBar } from '../../components/TitleBar'
import { appApi } from '../../platform/appApi'
import { RouteTableContext } from '../../platform/RouteTableContext'
import { appSession } from '../../platform/session/appSession'
import { useSession } from '../../platform/session/useSession'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { showToast } from '../../state/overlays'
import { PhoneSmsForm } from '../../components/PhoneSmsForm'
import { safeRedirect } from './safeRedirect'
import '../../styles/formPage.css'

/**
 * /login (issue 16). Inside the app the native session is the login: once the session service has the user
 * (getCurrentUserInfo), the page returns to `redirect`. Outside the app (web recharge, shared pages) it is a
 * phone + SMS login (sendLoginSmsCode, loginByPhone) whose tokens go to the session service
 * (`appSession.acceptWebLogin`: memory and the tab's sessionStorage, never the address), then back to
 * `redirect`. `redirect` is only ever a same-origin path of the route table (safeRedirect.ts). A login in the
 * cancellation cooling-off period withdraws the cancellation, and the page says so.
 */
export default function WebLoginPage() {
  const session = useSession()
  const { search } = useLocation()
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'), window.location.origin, useContext(RouteTableContext))
  const goBack = useGoBack()
  const [state] = useState(createIdentityState)
  const snap = useSnapshot(state)
  const [error, setError] = useState<IdentityError | null>(null)

  useEffect(() => {
    void appSession.resolve()
  }, [])

  if (session.status === 'ready') return <Navigate to={redirect} replace />
  if (session.status === 'outdated') return <OpenInAppScreen reason="outdated" />
  return (
    <main className="form-page">
      <TitleBar title="登录" onBack={goBack} />
      <div className="form-page__body">
        {session.status === 'unresolved' ? (
          <LoadingState label="正在确认登录状态…" />
        ) : session.status === 'missing' ? (
          <ErrorState
            message="请先在App中登录，再返回此页面"
            onRetry={() => {
              // Asks native again: the user may have logged in on the app's own screen meanwhile.
              appSession.end()
              void appSession.resolve()
            }}
          />
        ) : (
          <>
            <p className="form-page__note">未注册的手机号验证后将自动创建账号。</p>
            <PhoneSmsForm
              title="手机号登录"
              submitText="登录"
              submittingText="正在登录…"
              submitting={snap.status.login === 'loading'}
              error={error}
              onSend={async ({ countryCode, phone }) => {
                const sent = await sendSmsCode(state, appApi, { scene: 'login', countryCode, phone })
                setError(sent.ok ? null : sent.error)
                return sent.ok ? { resendAfterSeconds: sent.data.resendAfterSeconds, sentTo: sent.data.maskedPhone, dailyLeft: sent.data.dailyLeft } : null
              }}
              onSubmit={async (input) => {
                const login = await loginByPhone(state, appApi, input)
                setError(login.ok ? null : login.error)
                if (!login.ok) return false
                if (login.data.cancellationWithdrawn) showToast('已撤销账号注销申请，欢迎回来')
                // The session turns ready and the page returns to `redirect` (the Navigate above).
                if (appSession.acceptWebLogin(login.data)) return true
                setError(identityError(IdentityErrorCode.REQUEST_FAILED))
                return false
              }}
            />
          </>
        )}
      </div>
    </main>
  )
}
