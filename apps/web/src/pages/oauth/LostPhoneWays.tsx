import type { RealNameStatus } from '@h5/api'
import { canUseFaceVerify } from '@h5/identity'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { PHONE_PATHS } from './oauthPaths'
import { useAppVersion } from './useAppVersion'

/**
 * The other ways to prove the bound number when its code cannot arrive (NewPhonePage.tsx loads this module when
 * the user says so): a face check against the verified document, in an app new enough for it, or the manual
 * review of /oauth/phone/mancheck.
 */
export function LostPhoneWays({ status, onFace }: { status: RealNameStatus; onFace: () => void }) {
  const appVersion = useAppVersion()
  const faceOk = status.status === 'verified' && canUseFaceVerify(appVersion ?? null, status.limits.faceVerifyMinAppVersion)
  return (
    <CellGroup title="用其他方式验证" footer={faceOk ? undefined : '刷脸验证需要已完成实名认证，并在最新版 App 内使用。'}>
      {faceOk ? <Cell title="刷脸验证" description="与你实名认证的证件比对，通过后即可更换" onClick={onFace} /> : null}
      <Cell title="申请人工审核" description={`提交证件照片，${status.reviewDays}个工作日内完成审核`} to={PHONE_PATHS.manualCheck} />
    </CellGroup>
  )
}
