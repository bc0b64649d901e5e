import { notifyOauthOutcome } from '@h5/identity'
import { useEffect } from 'react'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { appBridge } from '../../platform/appBridge'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { FlowDoneButton } from './FlowDoneButton'
import { MinorNotice } from './MinorNotice'
import { OAUTH_PATHS } from './oauthPaths'
import { RealNameStatusPending } from './RealNameStatusPending'
import { RealNameSummary } from './RealNameSummary'
import { useOauthFlow } from './useOauthFlow'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRealNameStatus } from './useRealNameStatus'
import { buttonClass } from '../../platform/ui/buttonClass'
import '../../styles/formPage.css'
import './OauthPage.css'
import { PrefetchLink } from '../../platform/PrefetchLink'

/**
 * /oauth/v2/result and the old /oauth/manual/result: where a manual submission stands, from the
 * server: under review (1–3 working days, never shown as success), verified (with the way back to where the
 * flow started), rejected with the reason (it wraps, however long) and a new submission, or nothing
 * submitted. A rejection ends the flow for native (`oauthStatusCallback` failed).
 */
export default function ResultPage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const { snap } = view
  const flow = useOauthFlow()
  const goBack = useGoBack()
  const current = snap.realName?.status
  useEffect(() => {
    if (current === 'rejected') void notifyOauthOutcome(appBridge, 'failed')
    if (current === 'verified') void notifyOauthOutcome(appBridge, 'passed')
  }, [current])

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const status = snap.realName
  return (
    <main className="form-page">
      <TitleBar title="认证结果" onBack={goBack} />
      <div className="form-page__body">
        {!status ? (
          <RealNameStatusPending view={view} loadingLabel="正在获取认证结果…" />
        ) : status.status === 'reviewing' ? (
          <>
            <ResultScreen status="pending" title="资料已提交，等待审核" message={`审核将在${status.reviewDays}个工作日内完成，结果会通过系统消息通知你`} embedded />
            <RealNameSummary status={status} />
          </>
        ) : status.status === 'verified' ? (
          <>
            <ResultScreen status="success" title="实名认证成功" embedded>
              <FlowDoneButton flow={flow} />
            </ResultScreen>
            <RealNameSummary status={status} />
            <MinorNotice status={status} from={flow.from} />
          </>
        ) : status.status === 'rejected' ? (
          <ResultScreen status="failed" title="审核未通过" message={status.rejectReason ?? '请重新提交认证资料'} embedded>
            <PrefetchLink className={buttonClass({ block: true })} to={flow.to(OAUTH_PATHS.entry)} replace>
              重新认证
            </PrefetchLink>
          </ResultScreen>
        ) : (
          <ResultScreen status="pending" title="尚未提交认证资料" embedded>
            <PrefetchLink className={buttonClass({ block: true })} to={flow.to(OAUTH_PATHS.entry)} replace>
              去认证
            </PrefetchLink>
          </ResultScreen>
        )}
      </div>
    </main>
  )
}
