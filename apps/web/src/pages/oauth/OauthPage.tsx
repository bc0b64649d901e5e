import { TitleBar } from '../../components/TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { MinorNotice } from './MinorNotice'
import { FlowDoneButton } from './FlowDoneButton'
import { reasonFor } from './oauthPaths'
import { RealNameStatusPending } from './RealNameStatusPending'
import { RealNameSummary } from './RealNameSummary'
import { useAppVersion } from './useAppVersion'
import { useOauthFlow } from './useOauthFlow'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRealNameStatus } from './useRealNameStatus'
import { VerifyWays } from './VerifyWays'
import '../../styles/formPage.css'
import './OauthPage.css'

/**
 * /oauth and /oauth/v2: the real-name entry. Why verification is needed (`from=cash|room|live|video`),
 * the status from the server (not verified, under review, verified and masked, rejected with the reason), and
 * the two ways while there is something to do: quick (face) when the app is new enough and attempts are left,
 * manual always. `from` and `return` travel through the flow (useOauthFlow), so a verified user goes back to
 * the page that sent them (返回提现).
 */
export default function OauthPage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const { snap } = view
  const appVersion = useAppVersion()
  const flow = useOauthFlow()
  const goBack = useGoBack()

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const status = snap.realName
  return (
    <main className="form-page">
      <TitleBar title="实名认证" onBack={goBack} />
      <div className="form-page__body">
        <p className="form-page__lead">{reasonFor(flow.from)}</p>
        {status ? (
          <>
            <RealNameSummary status={status} />
            <MinorNotice status={status} from={flow.from} />
            {(status.status === 'none' || status.status === 'rejected') && appVersion !== undefined && (
              <VerifyWays status={status} appVersion={appVersion} flow={flow} />
            )}
            {status.status === 'verified' && flow.returnTo ? (
              <div className="form-page__actions">
                <FlowDoneButton flow={flow} />
              </div>
            ) : null}
            <p className="form-page__note">你的证件信息仅用于实名认证，我们将严格保密。</p>
          </>
        ) : (
          <RealNameStatusPending view={view} loadingLabel="正在获取认证状态…" />
        )}
      </div>
    </main>
  )
}
