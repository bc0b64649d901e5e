import { createIdentityState, loadPhoneReview, PHONE_REVIEW_REASON, sendSmsCode, submitPhoneReview, type IdentityError } from '@h5/identity'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { CellGroup } from '../../components/CellGroup'
import { ErrorState } from '../../components/ErrorState'
import { FieldGroup } from '../../components/FieldGroup'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TextField } from '../../components/TextField'
import { TitleBar } from '../../components/TitleBar'
import { appApi } from '../../platform/appApi'
import { appBridge } from '../../platform/appBridge'
import { useSignedInServerState } from '../../platform/data/useSignedInServerState'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { PHONE_PATHS } from './oauthPaths'
import { PhoneSmsForm } from '../../components/PhoneSmsForm'
import { PhotoSlot } from './PhotoSlot'
import { RealNameStatusPending, SIGNED_OUT_MESSAGE } from './RealNameStatusPending'
import { SensitiveDataConsent } from './SensitiveDataConsent'
import { useFormBack } from './useFormBack'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useUploadLimit } from './useUploadLimit'
import { useRealNameStatus } from './useRealNameStatus'
import '../../styles/formPage.css'
import './OauthPage.css'
import { Button } from '../../components/Button'

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
  const { state, snap, signedOut, reload } = useSignedInServerState(session, createIdentityState, (identity, tokens) => loadPhoneReview(identity, appApi, tokens))
  // The consent's terms come with the real-name status (who handles the photo, how long it is kept).
  const realName = useRealNameStatus(session)
  const terms = realName.snap.realName?.sensitiveData
  const limit = useUploadLimit(session, !appBridge.inApp)
  const [agreed, setAgreed] = useState(false)
  const [photo, setPhoto] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const [retrying, setRetrying] = useState(false)
  const [error, setError] = useState<IdentityError | null>(null)
  const navigate = useNavigate()
  const { back, confirmDialog } = useFormBack({ step: 0, toStep: () => {}, dirty: photo !== null || reason.trim() !== '' })

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const review = snap.phoneReview
  const showForm = review && (review.status === 'none' || (review.status === 'rejected' && retrying))

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
            <p className="form-page__note">原手机号无法接收验证码时，可提交证件照片申请人工审核，审核通过后将为你绑定新手机号。</p>
            <CellGroup title="证件照片" footer="请上传本人身份证人像面，确保四角完整、文字清晰">
              <div className="oauth-photos">
                <PhotoSlot state={state} tokens={session.tokens} label="身份证人像面" example="front" capture="environment" photo={photo} onChange={setPhoto} limit={limit} />
              </div>
            </CellGroup>
            <FieldGroup title="申请原因">
              <TextField
                label="原因"
                value={reason}
                onValueChange={(text) => setReason(text.slice(0, PHONE_REVIEW_REASON.max))}
                placeholder="如：原手机号已停用，无法接收验证码"
                hint={`${reason.trim().length}/${PHONE_REVIEW_REASON.max}`}
              />
            </FieldGroup>
            <PhoneSmsForm
              title="新手机号"
              submitText="提交审核"
              submittingText="正在提交…"
              submitting={snap.status.phoneReview === 'loading'}
              error={error}
              onSend={async ({ countryCode, phone }) => {
                const tokens = await session.tokens
                if (!tokens) return null
                const sent = await sendSmsCode(state, appApi, { scene: 'phoneChange', tokens, countryCode, phone })
                setError(sent.ok ? null : sent.error)
                return sent.ok ? { resendAfterSeconds: sent.data.resendAfterSeconds, sentTo: sent.data.maskedPhone, dailyLeft: sent.data.dailyLeft } : null
              }}
              onSubmit={async (input) => {
                const tokens = await session.tokens
                if (!tokens) return false
                const sent = await submitPhoneReview(state, appApi, { tokens, idPhoto: photo, reason, ...input })
                setError(sent.ok ? null : sent.error)
                if (sent.ok) setRetrying(false)
                return sent.ok
              }}
            />
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
