import { ADULT_AGE, ageOn, canUseFaceVerify, checkIdNumber, IDENTITY_ERROR_MESSAGES, IdentityErrorCode, startFaceVerify, STREAMING_AGE } from '@h5/identity'
import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { FieldGroup } from '../../components/FieldGroup'
import { IdNumberField } from '../../components/IdNumberField'
import { LoadingState } from '../../components/LoadingState'
import { TextField } from '../../components/TextField'
import { TitleBar } from '../../components/TitleBar'
import { appApi } from '../../platform/appApi'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { RealNameStatusPending } from './RealNameStatusPending'
import type { LivingState } from './flowState'
import { OAUTH_PATHS, readFrom, withFrom } from './oauthPaths'
import { useAppVersion } from './useAppVersion'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRealNameStatus } from './useRealNameStatus'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import '../../styles/formPage.css'
import { PrefetchLink } from '../../platform/PrefetchLink'
import './OauthPage.css'

/**
 * /oauth/v2/quick and the old /oauth/quick (issue 16): the quick path's first step. Name and ID number
 * (mainland ID, Hong Kong/Macau/Taiwan residence permits, foreigners' permanent-residence IDs), checked by
 * @h5/identity, then the server's certify ticket and on to the face check (/oauth/v2/living). The name and
 * number live in this page's fields only: never in the address, storage or the next page's state. A failure
 * keeps them as typed.
 */
export default function QuickPage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const { state, snap } = view
  const appVersion = useAppVersion()
  const from = readFrom(useLocation().search)
  const navigate = useNavigate()
  const goBack = useGoBack()
  const [name, setName] = useState('')
  const [idText, setIdText] = useState('')
  const [submitted, setSubmitted] = useState(false)

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const status = snap.realName
  const id = checkIdNumber(idText)
  const age = id.ok ? ageOn(id.birthDate, new Date()) : null
  const error = snap.errors.certify
  const busy = snap.status.certify === 'loading'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const tokens = await session.tokens
    if (!tokens) return
    const result = await startFaceVerify(state, appApi, { tokens, realName: name, idNumber: idText })
    if (result.ok) {
      const next: LivingState = { certifyID: result.data.certifyID }
      void navigate(withFrom(OAUTH_PATHS.living, from), { state: next })
    }
  }

  const faceOk = status ? canUseFaceVerify(appVersion ?? null, status.limits.faceVerifyMinAppVersion) : true
  return (
    <main className="form-page">
      <TitleBar title="快速认证" onBack={goBack} />
      <form className="form-page__body" onSubmit={(event) => void submit(event)} noValidate>
        {!status ? (
          <RealNameStatusPending view={view} loadingLabel="正在准备…" />
        ) : appVersion === undefined ? (
          <LoadingState label="正在准备…" />
        ) : !faceOk ? (
          <Notice tone="error">
            {IDENTITY_ERROR_MESSAGES[appVersion === null ? IdentityErrorCode.NOT_IN_APP : IdentityErrorCode.OUTDATED_APP]}
          </Notice>
        ) : (
          <>
            <p className="form-page__lead">请填写本人证件信息，下一步将进行人脸识别。支持居民身份证、港澳台居民居住证、外国人永久居留身份证。</p>
            <FieldGroup title="证件信息">
              <TextField
                label="姓名"
                value={name}
                onValueChange={setName}
                placeholder="请输入证件上的姓名"
                autoComplete="off"
                maxLength={30}
              />
              <IdNumberField label="证件号码" value={idText} onChange={(text) => setIdText(text)} showErrors={submitted} placeholder="请输入18位证件号码" />
            </FieldGroup>
            {age !== null && age < ADULT_AGE && (
              <Notice tone="warning">
                {from === 'live' && age < STREAMING_AGE ? '未满16周岁不能开播，' : ''}认证后账号将标记为未成年人，不能充值和打赏。
              </Notice>
            )}
            {error && (
              <Notice tone="error">
                {error.message}
              </Notice>
            )}
            <p className="form-page__note">今日还可认证 {status.limits.quickAttemptsLeft} 次。</p>
          </>
        )}
        <div className="form-page__actions">
          {status && faceOk && appVersion !== undefined && (
            <Button block type="submit" disabled={busy || status.limits.quickAttemptsLeft === 0}>
              {busy ? '正在提交…' : '下一步：人脸识别'}
            </Button>
          )}
          {(!faceOk || error?.code === IdentityErrorCode.ATTEMPTS_EXHAUSTED || status?.limits.quickAttemptsLeft === 0) && (
            <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to={withFrom(OAUTH_PATHS.manual, from)}>
              改用人工认证
            </PrefetchLink>
          )}
        </div>
      </form>
    </main>
  )
}
