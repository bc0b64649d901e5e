import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { TitleBar } from '../../components/TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { OpenInAppScreen } from '../../platform/ui/OpenInAppScreen'
import { PHONE_PATHS } from './oauthPaths'
import { RealNameStatusPending } from './RealNameStatusPending'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { useRealNameStatus } from './useRealNameStatus'
import '../../styles/formPage.css'
import './OauthPage.css'

/**
 * /oauth/phone/nav: the bound phone as the server answers it, masked (138****0000), and the ways on: 更换手机号
 * (the bound number proven first, then a code to the new number: /oauth/phone/newphone) and, for someone who
 * lost the old number, manual review (/oauth/phone/mancheck). With no number bound it offers to bind one. The status is loaded
 * again when the web view comes back (useServerState), so a change made elsewhere shows.
 */
export default function PhoneNavPage() {
  const session = useSessionTokens()
  const view = useRealNameStatus(session)
  const goBack = useGoBack()

  if (session.blocked) return <OpenInAppScreen reason={session.blocked} offerLogin />
  const status = view.snap.realName
  const bound = status ? status.maskedPhone !== '' : false
  return (
    <main className="form-page">
      <TitleBar title="手机认证" onBack={goBack} />
      <div className="form-page__body">
        {status ? (
          <>
            <section className="phone-nav__current" aria-label="当前绑定手机号">
              <p className="phone-nav__label">{bound ? '当前绑定手机号' : '尚未绑定手机号'}</p>
              {bound ? <p className="phone-nav__number">{status.maskedPhone}</p> : null}
              <p className="form-page__note">手机号用于登录、找回账号和接收安全验证码。</p>
            </section>
            <CellGroup>
              <Cell title={bound ? '更换手机号' : '绑定手机号'} description={bound ? '先验证原手机号，再验证新手机号' : '向手机号发送验证码完成绑定'} to={PHONE_PATHS.newPhone} />
              {bound ? <Cell title="原手机号已停用" description="无法接收验证码时，提交证件照申请人工审核" to={PHONE_PATHS.manualCheck} /> : null}
            </CellGroup>
          </>
        ) : (
          <RealNameStatusPending view={view} loadingLabel="正在获取手机号…" />
        )}
      </div>
    </main>
  )
}
