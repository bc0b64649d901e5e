import { createIdentityState, loadPhoneReview } from '@h5/identity'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ErrorState } from '../../components/ErrorState'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { identityApi } from '../../platform/api/identityApi'
import { useSignedInServerState } from '../../platform/data/useSignedInServerState'
import { onDemand, useOnDemand } from '../../platform/onDemand'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { PHONE_PATHS } from './oauthPaths'
import { RealNameStatusPending, SIGNED_OUT_MESSAGE } from './RealNameStatusPending'
import { SensitiveDataConsent } from './SensitiveDataConsent'
import { useFormBack } from './useFormBack'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRealNameStatus } from './useRealNameStatus'
import '../../styles/formPage.css'
import './OauthPage.css'
import { Button } from '../../components/Button'

/**
 * The form (the photo, the reason, the new number): loaded when the user has agreed to the photo's use, not with
 * the page, whose first screen is the review's status or the consent (platform/onDemand.ts).
 */
const form = onDemand(() => import('./ManCheckForm').then((module) => module.ManCheckForm))

/**
 * /oauth/phone/mancheck: manual review for a user who lost the bound number and so cannot receive its codes
 * (nor, not verified, prove it by face). The review as the server has it (getPhoneReview): under review (the
 * new number masked, the working days), approved, rejected with the reason and 重新申请, or none yet: the
 * separate consent to the ID photo, then the form: the photo beside an example (uploadPhotos in the app, the
 * object store in a browser, as the manual real-name flow does), the reason, and the new number with its SMS
 * code (submitPhoneReview). A failure keeps what was typed except the code; back asks before dropping a form
 * with input. The photo and the reason are personal data: they stay in this page's memory.
 */
export default function ManCheckPage() {
  const session = useSessionTokens()
  const { state, snap, signedOut, reload } = useSignedInServerState(session, createIdentityState, (identity, tokens) => loadPhoneReview(identity, identityApi, tokens))
  // The consent's terms come with the real-name status (who handles the photo, how long it is kept).
  const realName = useRealNameStatus(session)
  const terms = realName.snap.realName?.sensitiveData
  const [agreed, setAgreed] = useState(false)
  const [photo, setPhoto] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const [retrying, setRetrying] = useState(false)
  const navigate = useNavigate()
  const { back, confirmDialog } = useFormBack({ step: 0, toStep: () => {}, dirty: photo !== null || reason.trim() !== '' })
  const review = snap.phoneReview
  const showForm = review && (review.status === 'none' || (review.status === 'rejected' && retrying))
  const { value: ManCheckForm, failed: formFailed, retry: retryForm } = useOnDemand(form, Boolean(showForm && agreed))

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />

  return (
    <main className="form-page">
      <TitleBar title="人工审核" onBack={back} />
      <div className="form-page__body">
        {!review ? (
          signedOut ? (
            <ErrorState message={SIGNED_OUT_MESSAGE} onRetry={() => void reload()} />
          ) : snap.status.phoneReviewStatus === 'error' && snap.errors.phoneReviewStatus ? (
            <ErrorState message={snap.errors.phoneReviewStatus.message} onRetry={() => void reload()} />
          ) : (
            <LoadingState label="正在获取审核状态…" />
          )
        ) : showForm && !agreed ? (
          terms ? (
            <SensitiveDataConsent purpose="phoneReview" terms={terms} onAgree={() => setAgreed(true)} onDecline={back} />
          ) : (
            <RealNameStatusPending view={realName} loadingLabel="正在准备…" />
          )
        ) : showForm ? (
          <>
            {ManCheckForm ? (
              <ManCheckForm
                state={state}
                session={session}
                submitting={snap.status.phoneReview === 'loading'}
                photo={photo}
                onPhotoChange={setPhoto}
                reason={reason}
                onReasonChange={setReason}
                onSubmitted={() => setRetrying(false)}
              />
            ) : formFailed ? (
              <ErrorState message="页面加载失败，请检查网络后重试" onRetry={retryForm} />
            ) : (
              <LoadingState label="正在准备…" />
            )}
          </>
        ) : review.status === 'reviewing' ? (
          <ResultScreen
            status="pending"
            title="申请已提交，等待审核"
            message={`审核将在${review.reviewDays}个工作日内完成，通过后将为你绑定新手机号${review.maskedPhone ? ` ${review.maskedPhone}` : ''}`}
            embedded
          />
        ) : review.status === 'approved' ? (
          <ResultScreen status="success" title="审核已通过" message={review.maskedPhone ? `已为你绑定新手机号 ${review.maskedPhone}` : '已为你绑定新手机号'} embedded>
            <Button block onClick={() => void navigate(PHONE_PATHS.nav, { replace: true })}>
              完成
            </Button>
          </ResultScreen>
        ) : (
          <ResultScreen status="failed" title="审核未通过" message={review.rejectReason ?? '请重新提交申请'} embedded>
            <Button block onClick={() => setRetrying(true)}>
              重新申请
            </Button>
          </ResultScreen>
        )}
      </div>
      {confirmDialog}
    </main>
  )
}
