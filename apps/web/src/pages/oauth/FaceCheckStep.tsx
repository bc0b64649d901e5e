import type { IdentityError } from '@h5/identity'
import { ResultScreen } from '../../components/ResultScreen'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import { buttonClass } from '../../platform/ui/buttonClass'

export interface FaceCheckStepProps {
  /** While native's face check and the server's verdict run. */
  busy: boolean
  /** The last try's failure that keeps the user here (the camera closed, no permission, the service down). */
  error: IdentityError | null
  onStart: () => void
  /** The other way, when there is one (人工认证, 人工审核). */
  other?: { label: string; to: string }
}

/**
 * The face check's step: how to hold the phone, then 开始人脸识别 (native's `faceVerify`). A failure that
 * leaves the user here says why above the button, which then reads 重新开始人脸识别.
 */
export function FaceCheckStep({ busy, error, onStart, other }: FaceCheckStepProps) {
  return (
    <>
      <ResultScreen status="pending" title="请正对屏幕" message="保持光线充足，按提示完成眨眼等动作，全程由本人操作" embedded />
      {error && (
        <Notice tone="error">
          {error.message}
        </Notice>
      )}
      <div className="form-page__actions">
        <Button block disabled={busy} onClick={onStart}>
          {busy ? '正在识别…' : error ? '重新开始人脸识别' : '开始人脸识别'}
        </Button>
        {other ? (
          <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to={other.to} replace>
            {other.label}
          </PrefetchLink>
        ) : null}
      </div>
    </>
  )
}
