import { useLocation } from 'react-router-dom'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { FlowDoneButton } from './FlowDoneButton'
import { RealNameStatusPending } from './RealNameStatusPending'
import type { QuickResultState } from './flowState'
import { MinorNotice } from './MinorNotice'
import { OAUTH_PATHS } from './oauthPaths'
import { RealNameSummary } from './RealNameSummary'
import { useOauthFlow } from './useOauthFlow'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRealNameStatus } from './useRealNameStatus'
import { buttonClass } from '../../platform/ui/buttonClass'
import '../../styles/formPage.css'
import './OauthPage.css'
import { PrefetchLink } from '../../platform/PrefetchLink'

/**
 * /oauth/v2/quickResult and the old /oauth/quick/result: the quick path's result, in place of the form in the
 * history (back leaves the flow, never the form again). Passed: the verified status, masked, the minor notice
 * and the way back to where the flow started (`return`: 返回提现); failed: why, with 重新认证 while attempts
 * are left and 人工认证 always. Opened directly (no outcome handed over), it shows the server's status.
 */
export default function QuickResultPage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const { snap } = view
  const location = useLocation()
  const flow = useOauthFlow()
  const goBack = useGoBack()
  const handed = location.state as QuickResultState | null

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const status = snap.realName
  const failed = handed?.outcome === 'failed' && status?.status !== 'verified'
  return (
    <main className="form-page">
      <TitleBar title="认证结果" onBack={goBack} />
      <div className="form-page__body">
        {!status ? (
          <RealNameStatusPending view={view} loadingLabel="正在获取认证结果…" />
        ) : failed ? (
          <ResultScreen status="failed" title="认证未通过" message={handed.message} embedded>
            <div className="form-page__actions">
              {status.limits.quickAttemptsLeft > 0 ? (
                <PrefetchLink className={buttonClass({ block: true })} to={flow.to(OAUTH_PATHS.quick)} replace>
                  重新认证（今日还可{status.limits.quickAttemptsLeft}次）
                </PrefetchLink>
              ) : (
                <p className="form-page__note">今日快速认证次数已用完，可明天再试。</p>
              )}
              <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to={flow.to(OAUTH_PATHS.manual)} replace>
                改用人工认证
              </PrefetchLink>
            </div>
          </ResultScreen>
        ) : status.status === 'verified' ? (
          <>
            <ResultScreen status="success" title="实名认证成功" embedded>
              <FlowDoneButton flow={flow} />
            </ResultScreen>
            <RealNameSummary status={status} />
            <MinorNotice status={status} from={flow.from} />
          </>
        ) : (
          <ResultScreen status="pending" title="尚未完成实名认证" embedded>
            <PrefetchLink className={buttonClass({ block: true })} to={flow.to(OAUTH_PATHS.entry)} replace>
              去认证
            </PrefetchLink>
          </ResultScreen>
        )}
      </div>
    </main>
  )
}
