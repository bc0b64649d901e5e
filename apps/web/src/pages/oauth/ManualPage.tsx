import type { DocumentType } from '@h5/api'
import { checkDocumentNumber, checkRealName, DOCUMENT_TYPES, sendSmsCode, SMS_CODE_ERRORS, submitManualVerify } from '@h5/identity'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ActionSheet } from '../../components/ActionSheet'
import { Cell } from '../../components/Cell'
import { FieldGroup } from '../../components/FieldGroup'
import { SmsCodeField } from '../../components/SmsCodeField'
import { Steps } from '../../components/Steps'
import { TextField } from '../../components/TextField'
import { TitleBar } from '../../components/TitleBar'
import { appApi } from '../../platform/appApi'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { showToast } from '../../state/overlays'
import { RealNameStatusPending } from './RealNameStatusPending'
import { ManualPhotos, type ManualPhotoRefs } from './ManualPhotos'
import { OAUTH_PATHS } from './oauthPaths'
import { RealNameSettled } from './RealNameSettled'
import { SensitiveDataConsent } from './SensitiveDataConsent'
import { useFormBack } from './useFormBack'
import { useOauthFlow } from './useOauthFlow'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRealNameStatus } from './useRealNameStatus'
import { Notice } from '../../components/Notice'
import '../../styles/formPage.css'
import './OauthPage.css'
import { buttonClass } from '../../platform/ui/buttonClass'

const STEPS = [{ title: '填写信息' }, { title: '上传照片' }, { title: '验证手机' }] as const

/**
 * /oauth/v2/manual and the old /oauth/manual, /oauth/manual/card and /oauth/manual/phone: manual review. The
 * status first (verified or under review: said at once), then the separate consent to the document photos,
 * then three steps kept in this page (name, document and number; front, back and hand-held photos, each beside
 * an example; the bound phone's SMS code), the submission and /oauth/v2/result (under review). Back, from the
 * title bar or native's back key, goes a step back; on the first step with input it asks before leaving. The
 * old links' steps are this page's steps: what was typed lives only here, so an old link to a later step
 * starts at the first. A failed submission keeps everything except the code.
 */
export default function ManualPage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const { state, snap } = view
  const flow = useOauthFlow()
  const navigate = useNavigate()
  const [agreed, setAgreed] = useState(false)
  const [step, setStep] = useState(0)
  const [name, setName] = useState('')
  const [docType, setDocType] = useState<DocumentType>('idCard')
  const [docNumber, setDocNumber] = useState('')
  const [photos, setPhotos] = useState<ManualPhotoRefs>({ front: null, back: null, handheld: null })
  const [code, setCode] = useState('')
  const [choosingType, setChoosingType] = useState(false)
  const [tried, setTried] = useState(false)
  const dirty = name !== '' || docNumber !== '' || Object.values(photos).some((photo) => photo !== null)
  const { back, confirmDialog } = useFormBack({ step, toStep: setStep, dirty })

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const status = snap.realName
  const nameCheck = checkRealName(name)
  const numberCheck = checkDocumentNumber(docType, docNumber)
  const typeLabel = DOCUMENT_TYPES.find((type) => type.value === docType)?.label ?? ''
  const photosDone = photos.front !== null && photos.back !== null && photos.handheld !== null

  const next = () => {
    setTried(true)
    if (step === 0 && (!nameCheck.ok || !numberCheck.ok)) return
    if (step === 1 && !photosDone) return showToast('请上传证件正面、反面和手持证件照')
    setTried(false)
    setStep(step + 1)
  }

  const submit = async () => {
    setTried(true)
    const tokens = await session.tokens
    if (!tokens) return
    const result = await submitManualVerify(state, appApi, { tokens, realName: name, docType, docNumber, photos, smsCode: code })
    if (result.ok) void navigate(flow.to(OAUTH_PATHS.result), { replace: true })
    else setCode('')
  }

  const error = snap.errors.manual
  const settled = status?.status === 'verified' || status?.status === 'reviewing'
  const filling = status !== null && !settled && agreed
  return (
    <main className="form-page">
      <TitleBar title="人工认证" onBack={back} />
      <div className="form-page__body">
        {filling ? <Steps steps={STEPS} current={step} label="认证步骤" /> : null}
        {!status ? (
          <RealNameStatusPending view={view} loadingLabel="正在准备…" />
        ) : settled ? (
          <RealNameSettled status={status} flow={flow} />
        ) : !agreed ? (
          <SensitiveDataConsent purpose="manual" terms={status.sensitiveData} onAgree={() => setAgreed(true)} onDecline={back} />
        ) : step === 0 ? (
          <FieldGroup title="证件信息">
            <Cell title="证件类型" value={typeLabel} onClick={() => setChoosingType(true)} />
            <TextField label="姓名" value={name} onValueChange={setName} placeholder="请输入证件上的姓名" autoComplete="off" maxLength={30} error={tried && !nameCheck.ok ? nameCheck.message : undefined} />
            <TextField
              label="证件号码"
              value={docNumber}
              onValueChange={(text) => setDocNumber(text.toUpperCase())}
              placeholder="请输入证件号码"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              error={tried && !numberCheck.ok ? numberCheck.message : undefined}
            />
          </FieldGroup>
        ) : step === 1 ? (
          <ManualPhotos state={state} session={session} photos={photos} onChange={(side, ref) => setPhotos((current) => ({ ...current, [side]: ref }))} />
        ) : (
          <FieldGroup title={`验证绑定手机 ${status.maskedPhone}`}>
            <SmsCodeField
              value={code}
              onChange={(text) => setCode(text)}
              showErrors={tried}
              error={error && SMS_CODE_ERRORS.includes(error.code) ? error.message : undefined}
              onSend={async () => {
                const tokens = await session.tokens
                if (!tokens) return null
                const sent = await sendSmsCode(state, appApi, { scene: 'realname', tokens })
                if (!sent.ok) showToast(sent.error.message)
                return sent.ok ? { resendAfterSeconds: sent.data.resendAfterSeconds } : null
              }}
            />
          </FieldGroup>
        )}
        {filling ? (
          <>
            {error && step === 2 && !SMS_CODE_ERRORS.includes(error.code) && (
              <Notice tone="error">
                {error.message}
              </Notice>
            )}
            <p className="form-page__note">提交后将在{status.reviewDays}个工作日内完成审核，你的证件信息仅用于实名认证。</p>
            <div className="form-page__actions">
              {step < 2 ? (
                <button className={buttonClass({ block: true })} type="button" onClick={next}>
                  下一步
                </button>
              ) : (
                <button className={buttonClass({ block: true })} type="button" onClick={() => void submit()} disabled={snap.status.manual === 'loading'}>
                  {snap.status.manual === 'loading' ? '正在提交…' : '提交审核'}
                </button>
              )}
            </div>
          </>
        ) : null}
      </div>
      {confirmDialog}
      <ActionSheet
        open={choosingType}
        title="选择证件类型"
        onClose={() => setChoosingType(false)}
        actions={DOCUMENT_TYPES.map((type) => ({ key: type.value, label: type.label }))}
        onSelect={(key) => setDocType(key as DocumentType)}
      />
    </main>
  )
}
