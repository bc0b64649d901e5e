import {
  ADULT_AGE,
  ageOn,
  canUseFaceVerify,
  checkIdNumber,
  checkRealName,
  IDENTITY_ERROR_MESSAGES,
  IdentityErrorCode,
  notifyOauthOutcome,
  runFaceCheck,
  startFaceVerify,
  STREAMING_AGE,
} from '@h5/identity'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { FieldGroup } from '../../components/FieldGroup'
import { IdNumberField } from '../../components/IdNumberField'
import { LoadingState } from '../../components/LoadingState'
import { TextField } from '../../components/TextField'
import { TitleBar } from '../../components/TitleBar'
import { appApi } from '../../platform/appApi'
import { appBridge } from '../../platform/appBridge'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { FaceCheckStep } from './FaceCheckStep'
import type { QuickResultState } from './flowState'
import { OAUTH_PATHS } from './oauthPaths'
import { RealNameSettled } from './RealNameSettled'
import { RealNameStatusPending } from './RealNameStatusPending'
import { SensitiveDataConsent } from './SensitiveDataConsent'
import { useAppVersion } from './useAppVersion'
import { useFormBack } from './useFormBack'
import { useOauthFlow } from './useOauthFlow'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRealNameStatus } from './useRealNameStatus'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Notice } from '../../components/Notice'
import '../../styles/formPage.css'
import './OauthPage.css'
import { PrefetchLink } from '../../platform/PrefetchLink'

/** The form, then the face check: steps of this one page, so going back from the camera keeps what was typed. */
const FORM = 0
const FACE = 1

/**
 * /oauth/v2/quick and the old /oauth/quick: the quick path. The status first (verified or under review: said
 * at once, nothing to fill in), then the separate consent to the face check's sensitive data, then name and ID
 * number (mainland ID, Hong Kong/Macau/Taiwan residence permits, foreigners' permanent-residence IDs, checked by
 * @h5/identity, each field saying its own rule), the server's ticket and the face check (native's
 * `faceVerify`, then the server's verdict, which is where an attempt counts). Back from the face check returns
 * to the form as typed; the result replaces this page in the history, so back from it leaves the flow. The name
 * and number live in this page's fields only: never in the address, storage or the history.
 */
export default function QuickPage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const { state, snap } = view
  const appVersion = useAppVersion()
  const flow = useOauthFlow()
  const navigate = useNavigate()
  const [agreed, setAgreed] = useState(false)
  const [step, setStep] = useState(FORM)
  const [ticket, setTicket] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [idText, setIdText] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const { back, confirmDialog } = useFormBack({ step, toStep: setStep, dirty: name !== '' || idText !== '' })

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const status = snap.realName
  const nameCheck = checkRealName(name)
  const id = checkIdNumber(idText)
  const age = id.ok ? ageOn(id.birthDate, new Date()) : null
  // The fields say their own rules; the banner is for what the server answered.
  const certifyError = snap.errors.certify?.code === IdentityErrorCode.INVALID_INPUT ? null : snap.errors.certify
  const busy = snap.status.certify === 'loading'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!nameCheck.ok || !id.ok) return
    const tokens = await session.tokens
    if (!tokens) return
    const result = await startFaceVerify(state, appApi, { tokens, realName: name, idNumber: idText })
    if (!result.ok) return
    setTicket(result.data.certifyID)
    setStep(FACE)
  }

  const check = async () => {
    const tokens = await session.tokens
    if (!tokens || !ticket) return
    const result = await runFaceCheck(state, { api: appApi, bridge: appBridge }, { tokens, certifyID: ticket })
    if (!result.ok && result.error.code !== IdentityErrorCode.FACE_FAILED && result.error.code !== IdentityErrorCode.TICKET_EXPIRED) return
    const outcome: QuickResultState = result.ok ? { outcome: 'passed' } : { outcome: 'failed', message: result.error.message }
    void notifyOauthOutcome(appBridge, outcome.outcome, outcome.outcome === 'failed' ? outcome.message : undefined)
    void navigate(flow.to(OAUTH_PATHS.quickResult), { replace: true, state: outcome })
  }

  const faceOk = status ? canUseFaceVerify(appVersion ?? null, status.limits.faceVerifyMinAppVersion) : true
  const manual = (
    <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to={flow.to(OAUTH_PATHS.manual)}>
      改用人工认证
    </PrefetchLink>
  )
  return (
    <main className="form-page">
      <TitleBar title={step === FACE ? '人脸识别' : '快速认证'} onBack={back} />
      <div className="form-page__body">
        {!status ? (
          <RealNameStatusPending view={view} loadingLabel="正在准备…" />
        ) : status.status === 'verified' || status.status === 'reviewing' ? (
          <RealNameSettled status={status} flow={flow} />
        ) : appVersion === undefined ? (
          <LoadingState label="正在准备…" />
        ) : !faceOk ? (
          <>
            <Notice tone="error">
              {IDENTITY_ERROR_MESSAGES[appVersion === null ? IdentityErrorCode.NOT_IN_APP : IdentityErrorCode.OUTDATED_APP]}
            </Notice>
            <div className="form-page__actions">{manual}</div>
          </>
        ) : !agreed ? (
          <SensitiveDataConsent purpose="quick" terms={status.sensitiveData} onAgree={() => setAgreed(true)} onDecline={back} />
        ) : step === FACE ? (
          <FaceCheckStep
            busy={snap.status.faceCheck === 'loading'}
            error={snap.errors.faceCheck}
            onStart={() => void check()}
            other={{ label: '改用人工认证', to: flow.to(OAUTH_PATHS.manual) }}
          />
        ) : (
          <form className="form-page__body form-page__body--flush" onSubmit={(event) => void submit(event)} noValidate>
            <p className="form-page__lead">请填写本人证件信息，下一步将进行人脸识别。支持居民身份证、港澳台居民居住证、外国人永久居留身份证。</p>
            <FieldGroup title="证件信息">
              <TextField
                label="姓名"
                value={name}
                onValueChange={setName}
                placeholder="请输入证件上的姓名"
                autoComplete="off"
                maxLength={30}
                error={submitted && !nameCheck.ok ? nameCheck.message : undefined}
              />
              <IdNumberField label="证件号码" value={idText} onChange={(text) => setIdText(text)} check={checkIdNumber} showErrors={submitted} placeholder="请输入18位证件号码" />
            </FieldGroup>
            {age !== null && age < ADULT_AGE && (
              <Notice tone="info">
                {flow.from === 'live' && age < STREAMING_AGE ? '未满16周岁不能开播，' : ''}认证后账号将标记为未成年人，不能充值和打赏。
              </Notice>
            )}
            {certifyError && (
              <Notice tone="error">
                {certifyError.message}
              </Notice>
            )}
            <p className="form-page__note">今日还可认证 {status.limits.quickAttemptsLeft} 次，人脸识别完成才计入次数。</p>
            <div className="form-page__actions">
              <button className={buttonClass({ block: true })} type="submit" disabled={busy || status.limits.quickAttemptsLeft === 0}>
                {busy ? '正在提交…' : '下一步：人脸识别'}
              </button>
              {certifyError?.code === IdentityErrorCode.ATTEMPTS_EXHAUSTED || status.limits.quickAttemptsLeft === 0 ? manual : null}
            </div>
          </form>
        )}
      </div>
      {confirmDialog}
    </main>
  )
}
