import { canUseFaceVerify, IDENTITY_ERROR_MESSAGES, IdentityErrorCode } from '@h5/identity'
import { useState } from 'react'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { TitleBar } from '../../components/TitleBar'
import { onDemand, useOnDemand } from '../../platform/onDemand'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import type { QuickStep } from './QuickForm'
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

/**
 * The form and the face check (QuickForm.tsx): loaded once the user agreed to the face check's use of their
 * data, not with the page, whose first screen is the status or the consent (platform/onDemand.ts).
 */
const form = onDemand(() => import('./QuickForm').then((module) => module.QuickForm))

/**
 * /oauth/v2/quick and the old /oauth/quick: the quick path. The status first (verified or under review: said
 * at once, nothing to fill in), then the separate consent to the face check's sensitive data, then name and ID
 * number, the server's ticket and the face check (QuickForm.tsx). Back from the face check returns to the form as
 * typed; the result replaces this page in the history, so back from it leaves the flow. The name and number live
 * in this page's fields only: never in the address, storage or the history. The form loads once the user agreed;
 * a failed load offers 重试 in place.
 */
export default function QuickPage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const appVersion = useAppVersion()
  const flow = useOauthFlow()
  const [agreed, setAgreed] = useState(false)
  const [step, setStep] = useState<QuickStep>('form')
  const [name, setName] = useState('')
  const [idText, setIdText] = useState('')
  const { back, confirmDialog } = useFormBack({ step: step === 'face' ? 1 : 0, toStep: () => setStep('form'), dirty: name !== '' || idText !== '' })
  const status = view.snap.realName
  const faceOk = status ? canUseFaceVerify(appVersion ?? null, status.limits.faceVerifyMinAppVersion) : true
  const filling = status !== null && status.status !== 'verified' && status.status !== 'reviewing' && appVersion !== undefined && faceOk && agreed
  const { value: QuickForm, failed: formFailed, retry: retryForm } = useOnDemand(form, filling)

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const manual = (
    <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to={flow.to(OAUTH_PATHS.manual)}>
      改用人工认证
    </PrefetchLink>
  )
  return (
    <main className="form-page">
      <TitleBar title={step === 'face' ? '人脸识别' : '快速认证'} onBack={back} />
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
        ) : QuickForm ? (
          <QuickForm
            view={view}
            session={session}
            status={status}
            flow={flow}
            step={step}
            onStep={setStep}
            name={name}
            onName={setName}
            idText={idText}
            onIdText={setIdText}
            manual={manual}
          />
        ) : formFailed ? (
          <ErrorState message="页面加载失败，请检查网络后重试" onRetry={retryForm} />
        ) : (
          <LoadingState label="正在准备…" />
        )}
      </div>
      {confirmDialog}
    </main>
  )
}
