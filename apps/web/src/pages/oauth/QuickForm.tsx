import type { RealNameStatus } from '@h5/api'
import { chinaTimeParts } from '@h5/format'
import { ADULT_AGE, ageOn, checkIdNumber, checkRealName, IdentityErrorCode, notifyOauthOutcome, runFaceCheck, startFaceVerify, STREAMING_AGE } from '@h5/identity'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { FieldGroup } from '../../components/FieldGroup'
import { IdNumberField } from '../../components/IdNumberField'
import { Notice } from '../../components/Notice'
import { TextField } from '../../components/TextField'
import { identityApi } from '../../platform/api/identityApi'
import { appBridge } from '../../platform/appBridge'
import { serverNow } from '../../platform/serverClock'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import { buttonClass } from '../../platform/ui/buttonClass'
import { FaceCheckStep } from './FaceCheckStep'
import type { QuickResultState } from './flowState'
import { OAUTH_PATHS } from './oauthPaths'
import type { OauthFlowLinks } from './useOauthFlow'
import type { RealNameStatusView } from './useRealNameStatus'

/** The form, then the face check: steps of one page, so going back from the camera keeps what was typed. */
export type QuickStep = 'form' | 'face'

export interface QuickFormProps {
  view: RealNameStatusView
  session: SessionTokens
  status: RealNameStatus
  flow: OauthFlowLinks
  step: QuickStep
  onStep: (step: QuickStep) => void
  /** The name and the ID number as typed: the page keeps them, so back asks before dropping them. */
  name: string
  onName: (name: string) => void
  idText: string
  onIdText: (idText: string) => void
  /** 改用人工认证, the page's link to the manual path. */
  manual: ReactNode
}

/**
 * The steps of /oauth/v2/quick (QuickPage.tsx, which loads this module once the user agreed to the face
 * check's use of their data): name and ID number (mainland ID, Hong Kong/Macau/Taiwan residence permits,
 * foreigners' permanent-residence IDs, checked by @h5/identity, each field saying its own rule), the server's
 * ticket and the face check (native's `faceVerify`, then the server's verdict, which is where an attempt counts).
 * The result replaces the page in the history, so back from it leaves the flow.
 */
export function QuickForm({ view, session, status, flow, step, onStep, name, onName, idText, onIdText, manual }: QuickFormProps) {
  const { state, snap } = view
  const navigate = useNavigate()
  const [ticket, setTicket] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const nameCheck = checkRealName(name)
  const id = checkIdNumber(idText)
  // The birthday counts by the day in China on the server's clock, not the phone's date or zone.
  const today = chinaTimeParts(serverNow())
  const age = id.ok && today ? ageOn(id.birthDate, today) : null
  // The fields say their own rules; the banner is for what the server answered.
  const certifyError = snap.errors.certify?.code === IdentityErrorCode.INVALID_INPUT ? null : snap.errors.certify
  const busy = snap.status.certify === 'loading'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!nameCheck.ok || !id.ok) return
    const tokens = await session.tokens
    if (!tokens) return
    const result = await startFaceVerify(state, identityApi, { tokens, realName: name, idNumber: idText })
    if (!result.ok) return
    setTicket(result.data.certifyID)
    onStep('face')
  }

  const check = async () => {
    const tokens = await session.tokens
    if (!tokens || !ticket) return
    const result = await runFaceCheck(state, { api: identityApi, bridge: appBridge }, { tokens, certifyID: ticket })
    if (!result.ok && result.error.code !== IdentityErrorCode.FACE_FAILED && result.error.code !== IdentityErrorCode.TICKET_EXPIRED) return
    const outcome: QuickResultState = result.ok ? { outcome: 'passed' } : { outcome: 'failed', message: result.error.message }
    void notifyOauthOutcome(appBridge, outcome.outcome, outcome.outcome === 'failed' ? outcome.message : undefined)
    void navigate(flow.to(OAUTH_PATHS.quickResult), { replace: true, state: outcome })
  }

  return step === 'face' ? (
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
          onValueChange={onName}
          placeholder="请输入证件上的姓名"
          autoComplete="off"
          maxLength={30}
          error={submitted && !nameCheck.ok ? nameCheck.message : undefined}
        />
        <IdNumberField label="证件号码" value={idText} onChange={onIdText} check={checkIdNumber} showErrors={submitted} placeholder="请输入18位证件号码" />
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
  )
}
