import { createIdentityState, IdentityErrorCode, notifyOauthOutcome, runFaceCheck } from '@h5/identity'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ResultScreen } from '../../components/ResultScreen'
import { TitleBar } from '../../components/TitleBar'
import { appApi } from '../../platform/appApi'
import { appBridge } from '../../platform/appBridge'
import { useGoBack } from '../../platform/useGoBack'
import type { LivingState, QuickResultState } from './flowState'
import { OAUTH_PATHS, readFrom, withFrom } from './oauthPaths'
import { useSessionTokens } from '../../platform/session/useSessionTokens'
import { buttonClass } from '../../platform/ui/buttonClass'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'
import '../../styles/formPage.css'
import { PrefetchLink } from '../../platform/PrefetchLink'
import './OauthPage.css'

/**
 * /oauth/v2/living (issue 16): the face check. Native's `faceVerify` runs with the ticket the quick step got
 * (handed over in the navigation state, never the address); the server then decides. Passed or failed goes
 * to the result; the user closing the camera stays here with 开始人脸识别 again. Opened without a ticket
 * (reload, a link), the ticket is gone: start again.
 */
export default function LivingPage() {
  const session = useSessionTokens()
  const location = useLocation()
  const navigate = useNavigate()
  const goBack = useGoBack()
  const from = readFrom(location.search)
  const [state] = useState(createIdentityState)
  const snap = useSnapshot(state)
  const ticket = (location.state as LivingState | null)?.certifyID

  if (!ticket) {
    return (
      <main className="form-page">
        <TitleBar title="人脸识别" onBack={goBack} />
        <ResultScreen status="failed" title="认证已超时" message="请重新填写证件信息后再进行人脸识别">
          <PrefetchLink className={buttonClass({ block: true })} to={withFrom(OAUTH_PATHS.quick, from)} replace>
            重新开始
          </PrefetchLink>
        </ResultScreen>
      </main>
    )
  }

  const start = async () => {
    const tokens = await session.tokens
    if (!tokens) return
    const result = await runFaceCheck(state, { api: appApi, bridge: appBridge }, { tokens, certifyID: ticket })
    if (!result.ok && result.error.code !== IdentityErrorCode.FACE_FAILED && result.error.code !== IdentityErrorCode.TICKET_EXPIRED) return
    const outcome: QuickResultState = result.ok ? { outcome: 'passed' } : { outcome: 'failed', message: result.error.message }
    void notifyOauthOutcome(appBridge, outcome.outcome, outcome.outcome === 'failed' ? outcome.message : undefined)
    void navigate(withFrom(OAUTH_PATHS.quickResult, from), { replace: true, state: outcome })
  }

  const error = snap.errors.faceCheck
  const busy = snap.status.faceCheck === 'loading'
  return (
    <main className="form-page">
      <TitleBar title="人脸识别" onBack={goBack} />
      <div className="form-page__body">
        <ResultScreen status="pending" title="请正对屏幕，保持光线充足" message="识别时请按提示完成眨眼等动作，全程由本人操作" embedded />
        {error && (
          <Notice tone="error">
            {error.message}
          </Notice>
        )}
        <div className="form-page__actions">
          <Button block loading={busy} onClick={() => void start()}>
            {busy ? '正在识别…' : error ? '重新开始人脸识别' : '开始人脸识别'}
          </Button>
          <PrefetchLink className={buttonClass({ variant: 'secondary', block: true })} to={withFrom(OAUTH_PATHS.manual, from)} replace>
            改用人工认证
          </PrefetchLink>
        </div>
      </div>
    </main>
  )
}
