import { useState } from 'react'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { TitleBar } from '../../components/TitleBar'
import { onDemand, useOnDemand } from '../../platform/onDemand'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import type { ManualEntry } from './ManualForm'
import { RealNameStatusPending } from './RealNameStatusPending'
import { RealNameSettled } from './RealNameSettled'
import { SensitiveDataConsent } from './SensitiveDataConsent'
import { useFormBack } from './useFormBack'
import { useOauthFlow } from './useOauthFlow'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRealNameStatus } from './useRealNameStatus'
import '../../styles/formPage.css'
import './OauthPage.css'

/**
 * The three steps (ManualForm.tsx): loaded once the user agreed to the photos' use, not with the page, whose
 * first screen is the status or the consent (platform/onDemand.ts).
 */
const form = onDemand(() => import('./ManualForm').then((module) => module.ManualForm))

/** Nothing typed or taken yet. */
const EMPTY: ManualEntry = { name: '', docType: 'idCard', docNumber: '', photos: { front: null, back: null, handheld: null }, code: '' }

/**
 * /oauth/v2/manual and the old /oauth/manual, /oauth/manual/card and /oauth/manual/phone: manual review. The
 * status first (verified or under review: said at once), then the separate consent to the document photos,
 * then three steps kept in this page (name, document and number; front, back and hand-held photos, each beside
 * an example; the bound phone's SMS code: ManualForm.tsx), the submission and /oauth/v2/result (under review).
 * Back, from the title bar or native's back key, goes a step back; on the first step with input it asks before
 * leaving. The old links' steps are this page's steps: what was typed lives only here, so an old link to a later
 * step starts at the first. The steps load once the user agreed; a failed load offers 重试 in place.
 */
export default function ManualPage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const flow = useOauthFlow()
  const [agreed, setAgreed] = useState(false)
  const [step, setStep] = useState(0)
  const [entry, setEntry] = useState(EMPTY)
  const dirty = entry.name !== '' || entry.docNumber !== '' || Object.values(entry.photos).some((photo) => photo !== null)
  const { back, confirmDialog } = useFormBack({ step, toStep: setStep, dirty })
  const status = view.snap.realName
  const settled = status?.status === 'verified' || status?.status === 'reviewing'
  const { value: ManualForm, failed: formFailed, retry: retryForm } = useOnDemand(form, status !== null && !settled && agreed)

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  return (
    <main className="form-page">
      <TitleBar title="人工认证" onBack={back} />
      <div className="form-page__body">
        {!status ? (
          <RealNameStatusPending view={view} loadingLabel="正在准备…" />
        ) : settled ? (
          <RealNameSettled status={status} flow={flow} />
        ) : !agreed ? (
          <SensitiveDataConsent purpose="manual" terms={status.sensitiveData} onAgree={() => setAgreed(true)} onDecline={back} />
        ) : ManualForm ? (
          <ManualForm
            view={view}
            session={session}
            status={status}
            flow={flow}
            step={step}
            onStep={setStep}
            entry={entry}
            onEntry={(change) => setEntry((current) => ({ ...current, ...change }))}
            onPhoto={(side, ref) => setEntry((current) => ({ ...current, photos: { ...current.photos, [side]: ref } }))}
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
