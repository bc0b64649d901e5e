import type { DocumentType, RealNameStatus } from '@h5/api'
import { checkDocumentNumber, checkRealName, DOCUMENT_TYPES, SMS_CODE_ERRORS, submitManualVerify } from '@h5/identity'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ActionSheet } from '../../components/ActionSheet'
import { Cell } from '../../components/Cell'
import { ErrorState } from '../../components/ErrorState'
import { FieldGroup } from '../../components/FieldGroup'
import { LoadingState } from '../../components/LoadingState'
import { Notice } from '../../components/Notice'
import { Steps } from '../../components/Steps'
import { TextField } from '../../components/TextField'
import { identityApi } from '../../platform/api/identityApi'
import { onDemand, useOnDemand } from '../../platform/onDemand'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import { buttonClass } from '../../platform/ui/buttonClass'
import { showToast } from '../../state/overlays'
import type { ManualPhotoRefs, PhotoSide } from './ManualPhotos'
import { OAUTH_PATHS } from './oauthPaths'
import type { OauthFlowLinks } from './useOauthFlow'
import type { RealNameStatusView } from './useRealNameStatus'

const STEPS = [{ title: '填写信息' }, { title: '上传照片' }, { title: '验证手机' }] as const

/**
 * The photos step: loaded when the user moves on to it (from the touch on 下一步), not with the first step
 * (platform/onDemand.ts): a route's start-up JS is what its first screen needs (README "Performance").
 */
const photosStep = onDemand(() => import('./ManualPhotos').then((module) => module.ManualPhotos))

/** The SMS step (the kit's SMS code field and the sending): loaded while the user takes the photos. */
const codeStep = onDemand(() => import('./ManualSmsCode').then((module) => module.ManualSmsCode))

/** What the user typed and took: the page keeps it, so back asks before dropping it. */
export interface ManualEntry {
  name: string
  docType: DocumentType
  docNumber: string
  photos: ManualPhotoRefs
  code: string
}

export interface ManualFormProps {
  view: RealNameStatusView
  session: SessionTokens
  status: RealNameStatus
  flow: OauthFlowLinks
  /** The step shown: 0 the document, 1 the photos, 2 the SMS code. */
  step: number
  onStep: (step: number) => void
  entry: ManualEntry
  onEntry: (change: Partial<ManualEntry>) => void
  /** A photo uploaded or removed: merged into the photos as they are then, as uploads may end together. */
  onPhoto: (side: PhotoSide, ref: string | null) => void
}

/**
 * The three steps of /oauth/v2/manual (ManualPage.tsx, which loads this module once the user agreed to the
 * photos' use): name, document and number; front, back and hand-held photos, each beside an example; the bound
 * phone's SMS code; then the submission and /oauth/v2/result (under review). The photos and SMS steps load when
 * the user moves on to them; a failed load offers 重试 in place and keeps what was typed. A failed submission
 * keeps everything except the code.
 */
export function ManualForm({ view, session, status, flow, step, onStep, entry, onEntry, onPhoto }: ManualFormProps) {
  const { state, snap } = view
  const navigate = useNavigate()
  const [choosingType, setChoosingType] = useState(false)
  const [tried, setTried] = useState(false)
  const { value: ManualPhotos, failed: photosFailed, retry: retryPhotos } = useOnDemand(photosStep, step >= 1)
  const { value: ManualSmsCode, failed: codeFailed, retry: retryCode } = useOnDemand(codeStep, step >= 1)
  const { name, docType, docNumber, photos, code } = entry
  const nameCheck = checkRealName(name)
  const numberCheck = checkDocumentNumber(docType, docNumber)
  const typeLabel = DOCUMENT_TYPES.find((type) => type.value === docType)?.label ?? ''
  const photosDone = photos.front !== null && photos.back !== null && photos.handheld !== null

  const next = () => {
    setTried(true)
    if (step === 0 && (!nameCheck.ok || !numberCheck.ok)) return
    if (step === 1 && !photosDone) return showToast('请上传证件正面、反面和手持证件照')
    setTried(false)
    onStep(step + 1)
  }

  const submit = async () => {
    setTried(true)
    const tokens = await session.tokens
    if (!tokens) return
    const result = await submitManualVerify(state, identityApi, { tokens, realName: name, docType, docNumber, photos, smsCode: code })
    if (result.ok) void navigate(flow.to(OAUTH_PATHS.result), { replace: true })
    else onEntry({ code: '' })
  }

  const error = snap.errors.manual
  return (
    <>
      <Steps steps={STEPS} current={step} label="认证步骤" />
      {step === 0 ? (
        <FieldGroup title="证件信息">
          <Cell title="证件类型" value={typeLabel} onClick={() => setChoosingType(true)} />
          <TextField label="姓名" value={name} onValueChange={(text) => onEntry({ name: text })} placeholder="请输入证件上的姓名" autoComplete="off" maxLength={30} error={tried && !nameCheck.ok ? nameCheck.message : undefined} />
          <TextField
            label="证件号码"
            value={docNumber}
            onValueChange={(text) => onEntry({ docNumber: text.toUpperCase() })}
            placeholder="请输入证件号码"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            error={tried && !numberCheck.ok ? numberCheck.message : undefined}
          />
        </FieldGroup>
      ) : step === 1 ? (
        ManualPhotos ? (
          <ManualPhotos state={state} session={session} photos={photos} onChange={onPhoto} />
        ) : photosFailed ? (
          <ErrorState message="页面加载失败，请检查网络后重试" onRetry={retryPhotos} />
        ) : (
          <LoadingState rows={3} />
        )
      ) : ManualSmsCode ? (
        <ManualSmsCode
          state={state}
          tokens={session.tokens}
          maskedPhone={status.maskedPhone}
          code={code}
          onChange={(text) => onEntry({ code: text })}
          showErrors={tried}
          error={error && SMS_CODE_ERRORS.includes(error.code) ? error.message : undefined}
        />
      ) : codeFailed ? (
        <ErrorState message="页面加载失败，请检查网络后重试" onRetry={retryCode} />
      ) : (
        <LoadingState rows={1} />
      )}
      {error && step === 2 && !SMS_CODE_ERRORS.includes(error.code) && (
        <Notice tone="error">
          {error.message}
        </Notice>
      )}
      <p className="form-page__note">提交后将在{status.reviewDays}个工作日内完成审核，你的证件信息仅用于实名认证。</p>
      <div className="form-page__actions">
        {step < 2 ? (
          <button
            className={buttonClass({ block: true })}
            type="button"
            onClick={next}
            // The finger's touch starts loading the next step, a moment before the click.
            onPointerDown={() => void photosStep.load().catch(() => undefined)}
          >
            下一步
          </button>
        ) : (
          <button className={buttonClass({ block: true })} type="button" onClick={() => void submit()} disabled={snap.status.manual === 'loading'}>
            {snap.status.manual === 'loading' ? '正在提交…' : '提交审核'}
          </button>
        )}
      </div>
      <ActionSheet
        open={choosingType}
        title="选择证件类型"
        onClose={() => setChoosingType(false)}
        actions={DOCUMENT_TYPES.map((type) => ({ key: type.value, label: type.label }))}
        onSelect={(key) => onEntry({ docType: key as DocumentType })}
      />
    </>
  )
}
