import { canUseFaceVerify, changePhone, IdentityErrorCode, provePhoneOwnerByCode, provePhoneOwnerByFace, sendSmsCode, SMS_CODE_ERRORS, type IdentityError } from '@h5/identity'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { ErrorState } from '../../components/ErrorState'
import { FieldGroup } from '../../components/FieldGroup'
import { PhoneSmsForm } from '../../components/PhoneSmsForm'
import { ResultScreen } from '../../components/ResultScreen'
import { SmsCodeField } from '../../components/SmsCodeField'
import { TitleBar } from '../../components/TitleBar'
import { appApi } from '../../platform/appApi'
import { appBridge } from '../../platform/appBridge'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { FaceCheckStep } from './FaceCheckStep'
import { PHONE_PATHS } from './oauthPaths'
import { RealNameStatusPending, SIGNED_OUT_MESSAGE } from './RealNameStatusPending'
import { SensitiveDataConsent } from './SensitiveDataConsent'
import { useAppVersion } from './useAppVersion'
import { useFormBack } from './useFormBack'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { Button } from '../../components/Button'
import { useRealNameStatus } from './useRealNameStatus'
import '../../styles/formPage.css'
import './OauthPage.css'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Notice } from '../../components/Notice'

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
  const appVersion = useAppVersion()
  const navigate = useNavigate()
  const [way, setWay] = useState<OwnerWay>('code')
  const [lost, setLost] = useState(false)
  const [faceAgreed, setFaceAgreed] = useState(false)
  const [ownerCode, setOwnerCode] = useState('')
  const [ownerTried, setOwnerTried] = useState(false)
  const [ownerError, setOwnerError] = useState<IdentityError | null>(null)
  const [ownerSentTo, setOwnerSentTo] = useState<string | null>(null)
  const [proof, setProof] = useState<string | null>(null)
  const [error, setError] = useState<IdentityError | null>(null)
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
    const proven = await provePhoneOwnerByCode(state, appApi, { tokens, smsCode: ownerCode })
    setOwnerError(proven.ok ? null : proven.error)
    setOwnerCode('')
    setOwnerTried(false)
    if (proven.ok) setProof(proven.data.proofTicket)
  }

  async function proveByFace() {
    const tokens = await tokensOrSignedOut()
    if (!tokens) return
    const proven = await provePhoneOwnerByFace(state, { api: appApi, bridge: appBridge }, { tokens })
    if (proven.ok) {
      setWay('code')
      setProof(proven.data.proofTicket)
    }
  }

  const faceOk = status !== null && status.status === 'verified' && canUseFaceVerify(appVersion ?? null, status.limits.faceVerifyMinAppVersion)
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
        ) : bound && proof === null && way === 'face' ? (
          faceAgreed ? (
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
                  const sent = await sendSmsCode(state, appApi, { scene: 'phoneOwner', tokens })
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
              <button className={buttonClass({ block: true })} type="button" onClick={() => void proveByCode()} disabled={snap.status.phoneOwner === 'loading'}>
                {snap.status.phoneOwner === 'loading' ? '正在验证…' : '下一步'}
              </button>
              <button className="oauth-page__link" type="button" onClick={() => setLost(true)} aria-expanded={lost}>
                原手机号无法接收验证码？
              </button>
            </div>
            {lost ? (
              <CellGroup title="用其他方式验证" footer={faceOk ? undefined : '刷脸验证需要已完成实名认证，并在最新版 App 内使用。'}>
                {faceOk ? <Cell title="刷脸验证" description="与你实名认证的证件比对，通过后即可更换" onClick={() => setWay('face')} /> : null}
                <Cell title="申请人工审核" description={`提交证件照片，${status.reviewDays}个工作日内完成审核`} to={PHONE_PATHS.manualCheck} />
              </CellGroup>
            ) : null}
          </>
        ) : (
          <>
            <p className="form-page__note">{bound ? '原手机号已验证。更换后，原手机号将不能再用于登录和接收验证码。' : '绑定后，手机号可用于登录、找回账号和接收安全验证码。'}</p>
            <PhoneSmsForm
              title="新手机号"
              submitText={bound ? '确认更换' : '确认绑定'}
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
                const changed = await changePhone(state, appApi, { tokens, ...input, ...(proof !== null && { proofTicket: proof }) })
                if (!changed.ok && changed.error.code === IdentityErrorCode.PHONE_PROOF_INVALID) {
                  // The proof expired or was used: prove the bound number again.
                  setProof(null)
                  setOwnerError(changed.error)
                  return false
                }
                setError(changed.ok ? null : changed.error)
                // The server's mask, or '' when it sent none (the done screen then names no number).
                if (changed.ok) setChangedTo(typeof changed.data.maskedPhone === 'string' ? changed.data.maskedPhone : '')
                return changed.ok
              }}
            />
          </>
        )}
      </div>
      {confirmDialog}
    </main>
  )
}
