import type { CashoutInfo } from '@h5/api'
import { formatFen, type WithdrawalPreview, type WithdrawalProof } from '@h5/benefit'
import { useState } from 'react'
import { Dialog } from '../../components/Dialog'
import { FieldGroup } from '../../components/FieldGroup'
import { SmsCodeField, type SmsSendResult } from '../../components/SmsCodeField'
import { TextField } from '../../components/TextField'
import { normalizeDigits } from '../../platform/normalizeDigits'

/** The payment password is six digits (docs/openapi.yaml `WithdrawalPayload.payPassword`). */
const PASSWORD_DIGITS = 6

export interface WithdrawConfirmDialogProps {
  open: boolean
  info: Pick<CashoutInfo, 'verifyBy' | 'maskedPhone' | 'channel'>
  preview: WithdrawalPreview
  /** Sends the withdrawal's code to the bound phone; answers the server's wait, or null when none went. */
  onSendCode: () => Promise<SmsSendResult>
  /** The server's refusal of the last try (a wrong code or password), shown under the field. */
  error: string | undefined
  sending: boolean
  onConfirm: (proof: WithdrawalProof) => void
  onClose: () => void
}

/**
 * Before a withdrawal is paid out: what goes where (the amount, the fee, the money that arrives, the WeChat account)
 * and the check that it is the owner, as the server asks (`verifyBy`): the SMS code sent to the bound phone, or the
 * payment password. 确认提现 sends nothing until the proof is complete. The password stays in this sheet's memory.
 */
export function WithdrawConfirmDialog({ open, info, preview, onSendCode, error, sending, onConfirm, onClose }: WithdrawConfirmDialogProps) {
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [tried, setTried] = useState(false)
  const [sentTo, setSentTo] = useState(false)
  const bySms = info.verifyBy === 'sms'
  const complete = bySms ? /^\d{6}$/.test(code) : password.length === PASSWORD_DIGITS

  const confirm = () => {
    setTried(true)
    if (!complete || sending) return
    onConfirm(bySms ? { smsCode: code } : { payPassword: password })
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="确认提现"
      actions={[
        { label: '取消', onClick: onClose },
        { label: sending ? '正在提交…' : '确认提现', onClick: confirm, tone: 'primary' },
      ]}
    >
      <dl className="cashout-preview cashout-confirm" aria-label="提现明细">
        <div>
          <dt>提现金额</dt>
          <dd>¥{formatFen(preview.amountFen)}</dd>
        </div>
        <div>
          <dt>手续费</dt>
          <dd>¥{formatFen(preview.feeFen)}</dd>
        </div>
        <div className="cashout-preview__arrival">
          <dt>实际到账</dt>
          <dd>¥{formatFen(preview.arrivalFen)}</dd>
        </div>
        <div>
          <dt>到账账户</dt>
          <dd>微信零钱 {info.channel.nickName}</dd>
        </div>
      </dl>
      <FieldGroup title="确认是本人操作">
        {bySms ? (
          <SmsCodeField
            value={code}
            onChange={(text) => setCode(text)}
            showErrors={tried}
            error={error}
            hint={sentTo ? `验证码已发送至${info.maskedPhone}` : `验证码将发送至${info.maskedPhone}`}
            onSend={async () => {
              const sent = await onSendCode()
              if (sent) setSentTo(true)
              return sent
            }}
          />
        ) : (
          <TextField
            label="支付密码"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            onValueChange={(typed) => setPassword(normalizeDigits(typed, { maxLength: PASSWORD_DIGITS }))}
            placeholder="6位数字支付密码"
            error={error ?? (tried && !complete ? '请输入6位支付密码' : undefined)}
          />
        )}
      </FieldGroup>
    </Dialog>
  )
}
