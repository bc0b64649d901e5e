import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { OAUTH_PATHS } from './oauthPaths'
import { useOauthFlow } from './useOauthFlow'
import '../../styles/formPage.css'
import './OauthPage.css'
import { PrefetchLink } from '../../platform/PrefetchLink'
import { buttonClass } from '../../platform/ui/buttonClass'

/**
 * /oauth/v2/living: the face check is a step of /oauth/v2/quick (so going back from it keeps the form), and its
 * ticket lives only in that page's memory. Opened on its own (an old link, a reload), there is no ticket: the
 * user starts again at the form, with the flow's `from` and `return` kept.
 */
export default function LivingPage() {
  const goBack = useGoBack()
  const flow = useOauthFlow()
  return (
    <main className="form-page">
      <TitleBar title="人脸识别" onBack={goBack} />
      <div className="form-page__body">
        <ResultScreen status="failed" title="认证已超时" message="请重新填写证件信息后再进行人脸识别" embedded>
          <PrefetchLink className={buttonClass({ block: true })} to={flow.to(OAUTH_PATHS.quick)} replace>
            重新开始
          </PrefetchLink>
        </ResultScreen>
      </div>
    </main>
  )
}
