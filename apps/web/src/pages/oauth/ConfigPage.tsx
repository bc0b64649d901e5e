import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { SupportContact } from '../../components/SupportContact'
import { TitleBar } from '../../components/TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { OAUTH_PATHS, PHONE_PATHS } from './oauthPaths'
import { RealNameStatusPending } from './RealNameStatusPending'
import { STATUS_TEXT } from './RealNameSummary'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRealNameStatus } from './useRealNameStatus'
import '../../styles/formPage.css'
import './OauthPage.css'

/**
 * /oauth/config 认证设置: what is verified, masked as the server answers it (the real name and
 * document number, the bound phone), each row leading to where it is done or changed: the real-name entry
 * (/oauth: verify, see the review, resubmit after a rejection) and the phone pages (/oauth/phone/nav). A
 * verified identity cannot be changed by the user, so its row shows the status without asking for anything.
 */
export default function ConfigPage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const goBack = useGoBack()

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const status = view.snap.realName
  return (
    <main className="form-page">
      <TitleBar title="认证设置" onBack={goBack} />
      <div className="form-page__body">
        {status ? (
          <>
            <CellGroup
              title="实名认证"
              footer={
                <>
                  实名信息认证后不可修改，如有疑问请<SupportContact topic="identity" />。
                </>
              }
            >
              <Cell
                title="实名认证"
                description={status.status === 'verified' ? [status.maskedName, status.maskedIdNumber].filter(Boolean).join('  ') || undefined : undefined}
                value={STATUS_TEXT[status.status]}
                to={OAUTH_PATHS.entry}
              />
            </CellGroup>
            <CellGroup title="手机认证">
              <Cell title="手机号" value={status.maskedPhone === '' ? '未绑定' : status.maskedPhone} to={PHONE_PATHS.nav} />
            </CellGroup>
          </>
        ) : (
          <RealNameStatusPending view={view} loadingLabel="正在获取认证信息…" />
        )}
      </div>
    </main>
  )
}
