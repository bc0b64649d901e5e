import {
  createIdentityState,
  IdentityErrorCode,
  loadPhoneReview,
  pickPhotoInApp,
  PHONE_REVIEW_REASON,
  sendSmsCode,
  submitPhoneReview,
  uploadPhotoToStore,
  type IdentityError,
  type IdentityState,
} from '@h5/identity'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { ErrorState } from '../../components/ErrorState'
import { FieldGroup } from '../../components/FieldGroup'
import { ImageUploadTile } from '../../components/ImageUploadTile'
import { LoadingState } from '../../components/LoadingState'
import { ResultScreen } from '../../components/ResultScreen'
import { TextField } from '../../components/TextField'
import { TitleBar } from '../../components/TitleBar'
import { appApi } from '../../platform/appApi'
import { appBridge } from '../../platform/appBridge'
import { useSignedInServerState } from '../../platform/data/useSignedInServerState'
import { UPLOAD_HOSTS } from '../../platform/uploadHosts'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { showToast } from '../../state/overlays'
import { PHONE_PATHS } from './oauthPaths'
import { PhoneSmsForm } from '../../components/PhoneSmsForm'
import { SIGNED_OUT_MESSAGE } from './RealNameStatusPending'
import { useSessionTokens, type SessionTokens } from '../../platform/session/useSessionTokens'
import { useUploadLimit } from './useUploadLimit'
import { Button } from '../../components/Button'
import '../../styles/formPage.css'
import './OauthPage.css'

const PHOTO_LABEL = '身份证人像面'

/** The ID photo: native's uploadPhotos in the app, the object store with a `realname` policy in a browser. */
function IdPhoto({ state, session, photo, onChange }: { state: IdentityState; session: SessionTokens; photo: string | null; onChange: (ref: string | null) => void }) {
  const inApp = appBridge.inApp
  const limit = useUploadLimit(session, !inApp)
  if (inApp) {
    const pick = async () => {
      const picked = await pickPhotoInApp(state, appBridge)
      if (picked.ok) onChange(picked.data)
      else if (picked.error.code !== IdentityErrorCode.CANCELLED) showToast(picked.error.message)
    }
    return <Cell title={PHOTO_LABEL} value={photo ? '已上传' : '去上传'} onClick={() => void pick()} />
  }
  return (
    <div className="oauth-photos">
      <ImageUploadTile
        label={PHOTO_LABEL}
        shape="card"
        capture="environment"
        maxBytes={limit ?? 0}
        disabled={limit === null}
        onRemove={() => onChange(null)}
        upload={async (file) => {
          const resolved = await session.tokens
          if (!resolved) return { ok: false }
          const uploaded = await uploadPhotoToStore(state, appApi, { tokens: resolved, file, fetch: window.fetch.bind(window), uploadHosts: UPLOAD_HOSTS })
          if (uploaded.ok) onChange(uploaded.data)
          return uploaded.ok ? { ok: true } : { ok: false, message: uploaded.error.message }
        }}
      />
    </div>
  )
}

/**
 * /oauth/phone/mancheck (issue 16): manual review for a user who lost the bound number and so cannot receive
 * its codes. The review as the server has it (getPhoneReview): under review (the new number masked, the working
 * days), approved, rejected with the reason and 重新申请, or none yet: the form, an ID photo (uploadPhotos in the
 * app, the object store in a browser, as the manual real-name flow does), the reason, and the new number with
 * its SMS code (submitPhoneReview). A failure keeps what was typed except the code. The photo and the reason
 * are personal data: they stay in this page's memory.
 */
export default function ManCheckPage() {
  const session = useSessionTokens()
  const { state, snap, signedOut, reload } = useSignedInServerState(session, createIdentityState, (identity, tokens) => loadPhoneReview(identity, appApi, tokens))
  const [photo, setPhoto] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const [retrying, setRetrying] = useState(false)
  const [error, setError] = useState<IdentityError | null>(null)
  const goBack = useGoBack()
  const navigate = useNavigate()

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} />
  const review = snap.phoneReview
  const showForm = review && (review.status === 'none' || (review.status === 'rejected' && retrying))

  return (
    <main className="form-page">
      <TitleBar title="人工审核" onBack={goBack} />
      <div className="form-page__body">
        {!review ? (
          signedOut ? (
            <ErrorState message={SIGNED_OUT_MESSAGE} onRetry={() => void reload()} />
          ) : snap.status.phoneReviewStatus === 'error' && snap.errors.phoneReviewStatus ? (
            <ErrorState message={snap.errors.phoneReviewStatus.message} onRetry={() => void reload()} />
          ) : (
            <LoadingState label="正在获取审核状态…" />
          )
        ) : showForm ? (
          <>
            <p className="form-page__note">原手机号无法接收验证码时，可提交证件照片申请人工审核，审核通过后将为你绑定新手机号。</p>
            <CellGroup title="证件照片" footer="请上传本人身份证人像面，确保四角完整、文字清晰">
              <IdPhoto state={state} session={session} photo={photo} onChange={setPhoto} />
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
    </main>
  )
}
