import type { CaptchaAnswer } from '@h5/api'
import { createIdentityState, identityError, IdentityErrorCode, loginByPhone, sendLoginCode, type IdentityError } from '@h5/identity'
import { useContext, useEffect, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { AgreementCheckbox } from '../../components/AgreementCheckbox'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { TitleBar } from '../../components/TitleBar'
import { identityApi } from '../../platform/api/identityApi'
import { RouteTableContext } from '../../platform/RouteTableContext'
import { appSession } from '../../platform/session/appSession'
import { useSession } from '../../platform/session/useSession'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { showToast } from '../../state/overlays'
import { PhoneSmsForm, type PhoneCodeSent, type PhoneNumberInput } from '../../components/PhoneSmsForm'
import { safeRedirect } from '../../platform/safeRedirect'
import { useCaptcha } from './useCaptcha'
import '../../styles/formPage.css'

/** The agreements a web login accepts: it may create the account. */
const AGREEMENTS = [
  { key: 'user', title: '用户协议' },
  { key: 'privacy', title: '隐私政策' },
] as const

/**
 * /login. Inside the app the native session is the login: once the session service has the user
 * (getCurrentUserInfo), the page returns to `redirect`. Outside the app (web recharge, shared pages) it is a
 * phone + SMS login (sendLoginCode, loginByPhone) whose tokens go to the session service
 * (`appSession.acceptWebLogin`: memory and the tab's sessionStorage, never the address), then back to
 * `redirect`. A number without an account gets one, so 《用户协议》 and 《隐私政策》 are accepted first: the box
 * starts unticked and holds both the send and the login. The server's risk check may ask for a captcha before
 * the code goes out (a picture or a slide: useCaptcha); a code that does not come can be read out in a call
 * (语音验证码). `redirect` is only ever a same-origin path of the route table (platform/safeRedirect.ts). A
 * login in the cancellation cooling-off period withdraws the cancellation, and the page says so.
 */
export default function WebLoginPage() {
  const session = useSession()
  const { search } = useLocation()
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'), window.location.origin, useContext(RouteTableContext))
  const goBack = useGoBack()
  const [state] = useState(createIdentityState)
  const snap = useSnapshot(state)
  const [error, setError] = useState<IdentityError | null>(null)
  const [agreed, setAgreed] = useState(false)
  const [agreementAsked, setAgreementAsked] = useState(false)
  const navigate = useNavigate()
  const { solve, captchaDialog } = useCaptcha()

  useEffect(() => {
    void appSession.resolve()
  }, [])

  /** Sends the code by SMS or voice, through as many captchas as the server asks for; null when none went out. */
  const sendCode = (channel: 'sms' | 'voice') => async ({ countryCode, phone }: PhoneNumberInput): Promise<PhoneCodeSent | null> => {
    let captcha: CaptchaAnswer | undefined
    for (;;) {
      const sent = await sendLoginCode(state, identityApi, { countryCode, phone, channel, captcha })
      setError(sent.ok ? null : sent.error)
      if (!sent.ok) return null
      if ('sent' in sent.data) return { resendAfterSeconds: sent.data.sent.resendAfterSeconds, sentTo: sent.data.sent.maskedPhone, dailyLeft: sent.data.sent.dailyLeft }
      const { captchaID } = sent.data.captcha
      const resolution = await solve(sent.data.captcha, sent.data.wrong)
      if (resolution === null) return null
      captcha = resolution === 'refresh' ? undefined : { captchaID, answer: resolution.answer }
    }
  }

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
              guard={() => {
                setAgreementAsked(!agreed)
                return agreed
              }}
              onSend={sendCode('sms')}
              onSendVoice={sendCode('voice')}
              onSubmit={async (input) => {
                const login = await loginByPhone(state, identityApi, input)
                setError(login.ok ? null : login.error)
                if (!login.ok) return false
                if (login.data.cancellationWithdrawn) showToast('已撤销账号注销申请，欢迎回来')
                // The session turns ready and the page returns to `redirect` (the Navigate above).
                if (appSession.acceptWebLogin(login.data)) return true
                setError(identityError(IdentityErrorCode.REQUEST_FAILED))
                return false
              }}
            >
              <AgreementCheckbox
                checked={agreed}
                onChange={(checked) => {
                  setAgreed(checked)
                  if (checked) setAgreementAsked(false)
                }}
                agreements={AGREEMENTS}
                onOpen={(key) => void navigate(`/agreement/${key}`)}
                error={agreementAsked ? '请先阅读并同意《用户协议》和《隐私政策》' : undefined}
              />
            </PhoneSmsForm>
          </>
        )}
      </div>
      {captchaDialog}
    </main>
  )
}
