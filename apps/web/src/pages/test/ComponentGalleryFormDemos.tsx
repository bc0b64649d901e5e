import { useState, type FormEvent } from 'react'
import { AgreementCheckbox } from '../../components/AgreementCheckbox'
import { AmountField } from '../../components/AmountField'
import { formatFen } from '@h5/format'
import { FieldGroup } from '../../components/FieldGroup'
import { IdNumberField } from '../../components/IdNumberField'
import { ImageUploadTile, type UploadOutcome } from '../../components/ImageUploadTile'
import { MobileField } from '../../components/MobileField'
import { SmsCodeField, type SmsSendResult } from '../../components/SmsCodeField'
import { showToast } from '../../state/overlays'
import { GallerySegments } from './ComponentGallerySegments'
import { Button } from '../../components/Button'

/** The demo's rules, as a wallet page would get them from the server. */
const DEMO_MIN_FEN = 100
const DEMO_BALANCE_FEN = 20000
const DEMO_RESEND_SECONDS = 60
const DEMO_MAX_PHOTO_BYTES = 5 * 1024 * 1024
const DEMO_LATENCY_MS = 800

function after<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => window.setTimeout(() => resolve(value), ms))
}

interface Entry<T> {
  text: string
  value: T | null
}

const empty = <T,>(): Entry<T> => ({ text: '', value: null })

/** Amount, mobile number with its SMS code, ID number: checked as typed, all messages shown on 提交. */
export function FormFieldsDemo() {
  const [amount, setAmount] = useState(empty<number>)
  const [mobile, setMobile] = useState(empty<string>)
  const [code, setCode] = useState(empty<string>)
  const [idNumber, setIdNumber] = useState(empty<string>)
  const [submitted, setSubmitted] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    if ([amount, mobile, code, idNumber].every((entry) => entry.value !== null)) {
      showToast(`已提交：提现 ${formatFen(amount.value ?? 0)} 元`)
    }
  }

  async function sendCode(): Promise<SmsSendResult> {
    const result = await after(DEMO_LATENCY_MS, { resendAfterSeconds: DEMO_RESEND_SECONDS })
    showToast('验证码已发送（示例）')
    return result
  }

  return (
    <form className="gallery__form" noValidate onSubmit={submit} aria-label="表单示例">
      <FieldGroup title="提现">
        <AmountField
          label="提现金额"
          value={amount.text}
          onChange={(text, value) => setAmount({ text, value })}
          minFen={DEMO_MIN_FEN}
          maxFen={DEMO_BALANCE_FEN}
          hint={`可提现 ${formatFen(DEMO_BALANCE_FEN)} 元，单笔至少 ${formatFen(DEMO_MIN_FEN)} 元`}
          showErrors={submitted}
        />
      </FieldGroup>
      <FieldGroup title="绑定手机号">
        <MobileField value={mobile.text} onChange={(text, value) => setMobile({ text, value })} showErrors={submitted} />
        <SmsCodeField
          value={code.text}
          onChange={(text, value) => setCode({ text, value })}
          onSend={sendCode}
          sendDisabled={mobile.value === null}
          showErrors={submitted}
        />
      </FieldGroup>
      <FieldGroup title="实名信息">
        <IdNumberField value={idNumber.text} onChange={(text, value) => setIdNumber({ text, value })} showErrors={submitted} />
      </FieldGroup>
      <Button block type="submit">
        提交
      </Button>
    </form>
  )
}

const UPLOAD_OPTIONS = [
  { value: 'ok', label: '上传成功' },
  { value: 'fail', label: '上传失败' },
] as const

/** Two ID-card tiles and a square one over a pretend upload that succeeds or fails as switched. */
export function UploadDemo() {
  const [outcome, setOutcome] = useState<(typeof UPLOAD_OPTIONS)[number]['value']>('ok')
  const upload = (): Promise<UploadOutcome> =>
    after(DEMO_LATENCY_MS, outcome === 'ok' ? { ok: true } : { ok: false, message: '网络不给力，上传失败' })
  return (
    <>
      <GallerySegments label="上传结果" options={UPLOAD_OPTIONS} value={outcome} onChange={setOutcome} />
      <div className="gallery__tiles">
        <ImageUploadTile label="身份证人像面" shape="card" capture="environment" maxBytes={DEMO_MAX_PHOTO_BYTES} upload={upload} />
        <ImageUploadTile label="身份证国徽面" shape="card" capture="environment" maxBytes={DEMO_MAX_PHOTO_BYTES} upload={upload} />
        <ImageUploadTile label="上传截图" maxBytes={DEMO_MAX_PHOTO_BYTES} upload={upload} />
      </div>
    </>
  )
}

const AGREEMENTS = [
  { key: 'user', title: '用户服务协议' },
  { key: 'privacy', title: '隐私政策' },
]

export function AgreementDemo() {
  const [agreed, setAgreed] = useState(false)
  const [error, setError] = useState<string>()
  return (
    <div className="gallery__agreement">
      <AgreementCheckbox
        checked={agreed}
        onChange={(checked) => {
          setAgreed(checked)
          if (checked) setError(undefined)
        }}
        agreements={AGREEMENTS}
        onOpen={(key) => showToast(`打开《${AGREEMENTS.find((agreement) => agreement.key === key)?.title ?? key}》`)}
        error={error}
      />
      <Button block
        onClick={() => (agreed ? showToast('已同意，继续') : setError('请先阅读并同意协议'))}>
        同意并继续
      </Button>
    </div>
  )
}
