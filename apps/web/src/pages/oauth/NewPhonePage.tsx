import { provePhoneOwnerByCode, provePhoneOwnerByFace, sendSmsCode, SMS_CODE_ERRORS, type IdentityError } from '@h5/identity'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { FieldGroup } from '../../components/FieldGroup'
import { ResultScreen } from '../../components/ResultScreen'
import { SmsCodeField } from '../../components/SmsCodeField'
import { TitleBar } from '../../components/TitleBar'
import { identityApi } from '../../platform/api/identityApi'
import { appBridge } from '../../platform/appBridge'
import { onDemand, useOnDemand } from '../../platform/onDemand'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { PHONE_PATHS } from './oauthPaths'
import { RealNameStatusPending, SIGNED_OUT_MESSAGE } from './RealNameStatusPending'
import { useFormBack } from './useFormBack'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { Button } from '../../components/Button'
import { useRealNameStatus } from './useRealNameStatus'
import '../../styles/formPage.css'
import './OauthPage.css'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Notice } from '../../components/Notice'

/**
 * The new number's step (NewNumberStep.tsx: the kit's phone and SMS code form, the change): loaded when the user
 * has proven the bound number (from the touch on 下一步), not with the page, whose first screen asks for that
 * proof (platform/onDemand.ts); with no number bound it is the first step, loaded once the status is there.
 */
const newNumberStep = onDemand(() => import('./NewNumberStep').then((module) => module.NewNumberStep))

/** The other ways to prove the number (LostPhoneWays.tsx): loaded when the user says the code cannot arrive. */
const lostPhoneWays = onDemand(() => import('./LostPhoneWays').then((module) => module.LostPhoneWays))

/** The face check's way (its consent and its step): loaded when the user picks 刷脸验证. */
const faceConsent = onDemand(() => import('./SensitiveDataConsent').then((module) => module.SensitiveDataConsent))
const faceStep = onDemand(() => import('./FaceCheckStep').then((module) => module.FaceCheckStep))

/** How the user proves they hold the bound number: its code, or (lost, verified) a face check. */
type OwnerWay = 'code' | 'face'

/**
 * /oauth/phone/newphone: a phone change in two steps. First the proof that the user holds the bound number (an
 * unlocked phone with the app signed in must not be enough to move the account): the code sent to it
 * (sendSmsCode `phoneOwner`, provePhoneOwnerByCode), or, when that number is lost, identity: a face check
 * against the verified document (the separate consent first; provePhoneOwnerByFace) or the manual review of
 * /oauth/phone/mancheck. Then the new number (mainland `1[3-9]…`, or another region from the picker) and the
 * code sent to it, and changePhone with the proof; the done screen shows the new number masked. With no number
 * bound there is nothing to prove: the new number at once. Errnos keep what was typed except the code; an
 * expired proof goes back to the first step. Back goes a step back, from the title bar and native's back key.
 */
export default function NewPhonePage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const { state, snap } = view
  const navigate = useNavigate()
  const [way, setWay] = useState<OwnerWay>('code')
  const [lost, setLost] = useState(false)
  const [faceAgreed, setFaceAgreed] = useState(false)
  const [ownerCode, setOwnerCode] = useState('')
  const [ownerTried, setOwnerTried] = useState(false)
  const [ownerError, setOwnerError] = useState<IdentityError | null>(null)
  const [ownerSentTo, setOwnerSentTo] = useState<string | null>(null)
  const [proof, setProof] = useState<string | null>(null)
  const [signedOut, setSignedOut] = useState(false)
  const [changedTo, setChangedTo] = useState<string | null>(null)
  const status = snap.realName
  const bound = status !== null && status.maskedPhone !== ''
  const level = bound && (proof !== null || way === 'face') ? 1 : 0
  const { back, confirmDialog } = useFormBack({
    step: changedTo === null ? level : 0,
    toStep: () => (proof !== null ? setProof(null) : setWay('code')),
    dirty: changedTo === null && ownerCode !== '',
  })

  const onFacePath = bound && proof === null && way === 'face'
  const { value: SensitiveDataConsent, failed: consentFailed, retry: retryConsent } = useOnDemand(faceConsent, onFacePath)
  const { value: FaceCheckStep, failed: faceFailed, retry: retryFace } = useOnDemand(faceStep, onFacePath)
  const { value: NewNumberStep, failed: stepFailed, retry: retryStep } = useOnDemand(newNumberStep, status !== null && (!bound || proof !== null))
  const { value: LostPhoneWays, failed: waysFailed, retry: retryWays } = useOnDemand(lostPhoneWays, lost)

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />

  async function tokensOrSignedOut() {
    const tokens = await session.tokens
    if (!tokens) setSignedOut(true)
    return tokens
  }

  async function proveByCode() {
    setOwnerTried(true)
    if (!/^\d{6}$/.test(ownerCode)) return
    const tokens = await tokensOrSignedOut()
    if (!tokens) return
    const proven = await provePhoneOwnerByCode(state, identityApi, { tokens, smsCode: ownerCode })
    setOwnerError(proven.ok ? null : proven.error)
    setOwnerCode('')
    setOwnerTried(false)
    if (proven.ok) setProof(proven.data.proofTicket)
  }

  async function proveByFace() {
    const tokens = await tokensOrSignedOut()
    if (!tokens) return
    const proven = await provePhoneOwnerByFace(state, { api: identityApi, bridge: appBridge }, { tokens })
    if (proven.ok) {
      setWay('code')
      setProof(proven.data.proofTicket)
    }
  }

  const title = status && !bound ? '绑定手机号' : '更换手机号'
  const ownerFormError = ownerError && !SMS_CODE_ERRORS.includes(ownerError.code) ? ownerError : null

  return (
    <main className="form-page">
      <TitleBar title={way === 'face' && proof === null ? '刷脸验证' : title} onBack={back} />
      <div className="form-page__body">
        {changedTo !== null ? (
          <ResultScreen status="success" title="手机号已更换" message={changedTo === '' ? '下次登录请使用新手机号' : `已绑定新手机号 ${changedTo}，下次登录请使用新手机号`} embedded>
            <Button block onClick={() => void navigate(PHONE_PATHS.nav, { replace: true })}>
              完成
            </Button>
          </ResultScreen>
        ) : signedOut ? (
          <ErrorState message={SIGNED_OUT_MESSAGE} onRetry={() => setSignedOut(false)} />
        ) : !status ? (
          <RealNameStatusPending view={view} loadingLabel="正在获取手机号…" />
        ) : onFacePath ? (
          consentFailed || faceFailed ? (
            <ErrorState
              message="页面加载失败，请检查网络后重试"
              onRetry={() => {
                retryConsent()
                retryFace()
              }}
            />
          ) : !SensitiveDataConsent || !FaceCheckStep ? (
            <LoadingState label="正在准备…" />
          ) : faceAgreed ? (
            <FaceCheckStep
              busy={snap.status.phoneOwner === 'loading'}
              error={snap.errors.phoneOwner}
              onStart={() => void proveByFace()}
              other={{ label: '申请人工审核', to: PHONE_PATHS.manualCheck }}
            />
          ) : (
            <SensitiveDataConsent purpose="phoneFace" terms={status.sensitiveData} onAgree={() => setFaceAgreed(true)} onDecline={back} />
          )
        ) : bound && proof === null ? (
          <>
            <p className="form-page__lead">为保护你的账号安全，更换前请先验证当前绑定的手机号 {status.maskedPhone}。</p>
            <FieldGroup title="验证原手机号">
              <SmsCodeField
                value={ownerCode}
                onChange={(text) => setOwnerCode(text)}
                showErrors={ownerTried}
                error={ownerError && SMS_CODE_ERRORS.includes(ownerError.code) ? ownerError.message : undefined}
                hint={ownerSentTo ? `验证码已发送至${ownerSentTo}` : `验证码将发送至${status.maskedPhone}`}
                onSend={async () => {
                  const tokens = await tokensOrSignedOut()
                  if (!tokens) return null
                  const sent = await sendSmsCode(state, identityApi, { scene: 'phoneOwner', tokens })
                  setOwnerError(sent.ok ? null : sent.error)
                  if (!sent.ok) return null
                  setOwnerSentTo(sent.data.maskedPhone)
                  return { resendAfterSeconds: sent.data.resendAfterSeconds }
                }}
              />
            </FieldGroup>
            {ownerFormError ? (
              <Notice tone="error">
                {ownerFormError.message}
              </Notice>
            ) : null}
            <div className="form-page__actions">
              <button
                className={buttonClass({ block: true })}
                type="button"
                onClick={() => void proveByCode()}
                // The finger's touch starts loading the new number's form, a moment before the proof is sent.
                onPointerDown={() => void newNumberStep.load().catch(() => undefined)}
                disabled={snap.status.phoneOwner === 'loading'}
              >
                {snap.status.phoneOwner === 'loading' ? '正在验证…' : '下一步'}
              </button>
              <button className="oauth-page__link" type="button" onClick={() => setLost(true)} aria-expanded={lost}>
                原手机号无法接收验证码？
              </button>
            </div>
            {!lost ? null : LostPhoneWays ? (
              <LostPhoneWays status={status} onFace={() => setWay('face')} />
            ) : waysFailed ? (
              <ErrorState message="页面加载失败，请检查网络后重试" onRetry={retryWays} />
            ) : (
              <LoadingState rows={1} />
            )}
          </>
        ) : stepFailed ? (
          <ErrorState message="页面加载失败，请检查网络后重试" onRetry={retryStep} />
        ) : !NewNumberStep ? (
          <LoadingState label="正在准备…" />
        ) : (
          <>
            <NewNumberStep
              state={state}
              bound={bound}
              proof={proof}
              submitting={snap.status.phone === 'loading'}
              tokens={tokensOrSignedOut}
              onProofExpired={(expired) => {
                setProof(null)
                setOwnerError(expired)
              }}
              onChanged={setChangedTo}
            />
          </>
        )}
      </div>
      {confirmDialog}
    </main>
  )
}
