import { PHONE_REVIEW_REASON, sendSmsCode, submitPhoneReview, type IdentityError, type IdentityState } from '@h5/identity'
import { useState } from 'react'
import { CellGroup } from '../../components/CellGroup'
import { FieldGroup } from '../../components/FieldGroup'
import { PhoneSmsForm } from '../../components/PhoneSmsForm'
import { TextField } from '../../components/TextField'
import { identityApi } from '../../platform/api/identityApi'
import { appBridge } from '../../platform/appBridge'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import { PhotoSlot } from './PhotoSlot'
import { useUploadLimit } from './useUploadLimit'

export interface ManCheckFormProps {
  state: IdentityState
  session: SessionTokens
  /** While the submission is in flight. */
  submitting: boolean
  /** The ID photo's URL (native) or object key (browser), kept by the page: back asks before dropping it. */
  photo: string | null
  onPhotoChange: (photo: string | null) => void
  /** The reason, kept by the page as the photo is. */
  reason: string
  onReasonChange: (reason: string) => void
  /** The server took the review: the page shows it as the server has it. */
  onSubmitted: () => void
}

/**
 * The form of /oauth/phone/mancheck (ManCheckPage.tsx, which loads this module once the user agreed to the ID
 * photo's use): the photo beside an example (uploadPhotos in the app, the object store in a browser), the reason,
 * and the new number with its SMS code (submitPhoneReview). A failure keeps what was typed except the code.
 */
export function ManCheckForm({ state, session, submitting, photo, onPhotoChange, reason, onReasonChange, onSubmitted }: ManCheckFormProps) {
  const limit = useUploadLimit(session, !appBridge.inApp)
  const [error, setError] = useState<IdentityError | null>(null)
  return (
    <>
    <p className="form-page__note">原手机号无法接收验证码时，可提交证件照片申请人工审核，审核通过后将为你绑定新手机号。</p>
    <CellGroup title="证件照片" footer="请上传本人身份证人像面，确保四角完整、文字清晰">
      <div className="oauth-photos">
        <PhotoSlot state={state} tokens={session.tokens} label="身份证人像面" example="front" capture="environment" photo={photo} onChange={onPhotoChange} limit={limit} />
      </div>
    </CellGroup>
    <FieldGroup title="申请原因">
      <TextField
        label="原因"
        value={reason}
        onValueChange={(text) => onReasonChange(text.slice(0, PHONE_REVIEW_REASON.max))}
        placeholder="如：原手机号已停用，无法接收验证码"
        hint={`${reason.trim().length}/${PHONE_REVIEW_REASON.max}`}
      />
    </FieldGroup>
    <PhoneSmsForm
      title="新手机号"
      submitText="提交审核"
      submittingText="正在提交…"
      submitting={submitting}
      error={error}
      onSend={async ({ countryCode, phone }) => {
        const tokens = await session.tokens
        if (!tokens) return null
        const sent = await sendSmsCode(state, identityApi, { scene: 'phoneChange', tokens, countryCode, phone })
        setError(sent.ok ? null : sent.error)
        return sent.ok ? { resendAfterSeconds: sent.data.resendAfterSeconds, sentTo: sent.data.maskedPhone, dailyLeft: sent.data.dailyLeft } : null
      }}
      onSubmit={async (input) => {
        const tokens = await session.tokens
        if (!tokens) return false
        const sent = await submitPhoneReview(state, identityApi, { tokens, idPhoto: photo, reason, ...input })
        setError(sent.ok ? null : sent.error)
        if (sent.ok) onSubmitted()
        return sent.ok
      }}
    />    </>
  )
}
