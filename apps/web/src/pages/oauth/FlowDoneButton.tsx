import { useNavigate } from 'react-router-dom'
import { useGoBack } from '../../platform/useGoBack'
import { doneLabel } from './oauthPaths'
import type { OauthFlowLinks } from './useOauthFlow'
import { Button } from '../../components/Button'

/**
 * The way out of a finished real-name flow: back to the page that sent the user here (`return`, e.g. the
 * cash-out page: 返回提现), replacing the result in the history, or else back as the title bar goes.
 */
export function FlowDoneButton({ flow }: { flow: OauthFlowLinks }) {
  const navigate = useNavigate()
  const goBack = useGoBack()
  const { returnTo } = flow
  return (
    <Button block onClick={() => (returnTo ? void navigate(returnTo, { replace: true }) : goBack())}>
      {doneLabel(flow)}
    </Button>
  )
}
