import { changePhone, IdentityErrorCode, sendSmsCode, type IdentityError, type IdentityState } from '@h5/identity'
import type { UserTokens } from '@h5/api'
import { useState } from 'react'
import { PhoneSmsForm } from '../../components/PhoneSmsForm'
import { identityApi } from '../../platform/api/identityApi'

export interface NewNumberStepProps {
  state: IdentityState
  /** A number is bound: this is a change, with `proof` of holding it; otherwise the first binding. */
  bound: boolean
  proof: string | null
  /** While the change is in flight. */
  submitting: boolean
  /** The session's tokens, or null (the page then says the user is signed out). */
  tokens: () => Promise<UserTokens | null>
  /** The proof expired or was used: the page asks for the bound number's code again and says why. */
  onProofExpired: (error: IdentityError) => void
  /** The number changed: the server's mask of it, or '' when it sent none. */
  onChanged: (maskedPhone: string) => void
}

/**
 * The new number of /oauth/phone/newphone (NewPhonePage.tsx loads this module once the bound number is proven,
 * or at once when none is bound): the number with its dialling code and the code sent to it (the kit's phone
 * form), then changePhone with the proof. A failure keeps the number and clears the code.
 */
export function NewNumberStep({ state, bound, proof, submitting, tokens: tokensOrSignedOut, onProofExpired, onChanged }: NewNumberStepProps) {
  const [error, setError] = useState<IdentityError | null>(null)
  return (
    <>
    <p className="form-page__note">{bound ? '原手机号已验证。更换后，原手机号将不能再用于登录和接收验证码。' : '绑定后，手机号可用于登录、找回账号和接收安全验证码。'}</p>
    <PhoneSmsForm
      title="新手机号"
      submitText={bound ? '确认更换' : '确认绑定'}
      submittingText="正在提交…"
      submitting={submitting}
      error={error}
      onSend={async ({ countryCode, phone }) => {
        const tokens = await tokensOrSignedOut()
        if (!tokens) return null
        const sent = await sendSmsCode(state, identityApi, { scene: 'phoneChange', tokens, countryCode, phone })
        setError(sent.ok ? null : sent.error)
        return sent.ok ? { resendAfterSeconds: sent.data.resendAfterSeconds, sentTo: sent.data.maskedPhone, dailyLeft: sent.data.dailyLeft } : null
      }}
      onSubmit={async (input) => {
        const tokens = await tokensOrSignedOut()
        if (!tokens) return false
        const changed = await changePhone(state, identityApi, { tokens, ...input, ...(proof !== null && { proofTicket: proof }) })
        if (!changed.ok && changed.error.code === IdentityErrorCode.PHONE_PROOF_INVALID) {
          // The proof expired or was used: prove the bound number again.
          onProofExpired(changed.error)
          return false
        }
        setError(changed.ok ? null : changed.error)
        // The server's mask, or '' when it sent none (the done screen then names no number).
        if (changed.ok) onChanged(typeof changed.data.maskedPhone === 'string' ? changed.data.maskedPhone : '')
        return changed.ok
      }}
    />    </>
  )
}
