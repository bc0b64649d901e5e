import { useState } from 'react'
import { normalizeDigits } from '../../platform/normalizeDigits'
import { FieldGroup } from '../FieldGroup'
import { TextField } from '../TextField'
import { Button } from '../Button'

export interface AccountStepProps {
  busy: boolean
  /** The server's or the check's message for the last lookup. */
  error: string | null
  initialID: string
  onLookup: (accountID: string) => void
}

/**
 * Web recharge's first step: the account ID to recharge (shown on the user's profile in the app). The next step
 * shows the nickname and avatar the server answers, for the user to confirm it is the right account.
 */
export function AccountStep({ busy, error, initialID, onLookup }: AccountStepProps) {
  const [accountID, setAccountID] = useState(initialID)
  return (
    <form
      className="recharge-page__body"
      onSubmit={(event) => {
        event.preventDefault()
        onLookup(accountID)
      }}
    >
      <section className="recharge-hero" aria-label="网页充值">
        <p className="recharge-hero__title">网页充值 · 更优惠</p>
        <p className="recharge-hero__text">为自己或好友的账号充值钻石，到账后在 App 内即可使用</p>
      </section>
      <FieldGroup title="充值账号">
        <TextField
          label="账号ID"
          value={accountID}
          onValueChange={(value) => setAccountID(normalizeDigits(value, { maxLength: 12 }))}
          inputMode="numeric"
          placeholder="请输入要充值的账号ID"
          error={error ?? undefined}
          hint="在 App「我的」页面头像下方可以看到账号ID"
          autoComplete="off"
        />
      </FieldGroup>
      <Button block type="submit" disabled={busy || accountID === ''} aria-busy={busy}>
        {busy ? '查询中…' : '下一步'}
      </Button>
    </form>
  )
}
