import type { UserTokens } from '@h5/api'
import { sendSmsCode, type IdentityState } from '@h5/identity'
import { FieldGroup } from '../../components/FieldGroup'
import { SmsCodeField } from '../../components/SmsCodeField'
import { identityApi } from '../../platform/api/identityApi'
import { showToast } from '../../state/overlays'

/**
 * The last step of a manual submission: the SMS code sent to the bound phone (`scene: 'realname'`). `error` is
 * the server's answer about the code (wrong, expired), shown under the field.
 */
export function ManualSmsCode({
  state,
  tokens,
  maskedPhone,
  code,
  onChange,
  showErrors,
  error,
}: {
  state: IdentityState
  tokens: Promise<UserTokens | null>
  maskedPhone: string
  code: string
  onChange: (code: string) => void
  showErrors: boolean
  error: string | undefined
}) {
  return (
    <FieldGroup title={`验证绑定手机 ${maskedPhone}`}>
      <SmsCodeField
        value={code}
        onChange={onChange}
        showErrors={showErrors}
        error={error}
        onSend={async () => {
          const signedIn = await tokens
          if (!signedIn) return null
          const sent = await sendSmsCode(state, identityApi, { scene: 'realname', tokens: signedIn })
          if (!sent.ok) showToast(sent.error.message)
          return sent.ok ? { resendAfterSeconds: sent.data.resendAfterSeconds } : null
        }}
      />
    </FieldGroup>
  )
}
