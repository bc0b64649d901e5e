import type { RealNameStatus } from '@h5/api'
import { canUseFaceVerify } from '@h5/identity'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { OAUTH_PATHS } from './oauthPaths'
import type { OauthFlowLinks } from './useOauthFlow'

/**
 * The two ways: quick (a face check, when the app is new enough for the server and attempts are left) and
 * manual (photos of the document, reviewed in working days).
 */
export function VerifyWays({ status, appVersion, flow }: { status: RealNameStatus; appVersion: string | null; flow: OauthFlowLinks }) {
  const { faceVerifyMinAppVersion, quickAttemptsLeft } = status.limits
  const faceOk = canUseFaceVerify(appVersion, faceVerifyMinAppVersion)
  const quickNote = !faceOk
    ? appVersion === null
      ? '请在App内使用快速认证'
      : '当前App版本过低，升级后可使用快速认证'
    : quickAttemptsLeft === 0
      ? '今日次数已用完，请明天再试'
      : `人脸识别，立即完成（今日还可认证${quickAttemptsLeft}次）`
  return (
    <CellGroup title="选择认证方式">
      {faceOk && quickAttemptsLeft > 0 ? (
        <Cell title="快速认证" description={quickNote} to={flow.to(OAUTH_PATHS.quick)} />
      ) : (
        <Cell title="快速认证（暂不可用）" description={quickNote} />
      )}
      <Cell title="人工认证" description={`上传证件照片，${status.reviewDays}个工作日内完成审核`} to={flow.to(OAUTH_PATHS.manual)} />
    </CellGroup>
  )
}
