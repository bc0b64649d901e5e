import { useContext } from 'react'
import { useLocation } from 'react-router-dom'
import { RouteTableContext } from '../../platform/RouteTableContext'
import { sameSitePath } from '../../platform/safeRedirect'
import { readFrom, withFlow, type OauthFlow } from './oauthPaths'

export interface OauthFlowLinks extends OauthFlow {
  /** `path` with the flow's `from` and `return` kept. */
  to: (path: string) => string
}

/**
 * The real-name flow of this address: `from`, and `return` when it is a path of this site the route table knows
 * (platform/safeRedirect.ts; anything else is dropped, so the flow never leads off the site). Every next step
 * carries both, so the flow ends where it started (the cash-out page, say).
 *
 * @example
 * const flow = useOauthFlow()
 * <Link to={flow.to(OAUTH_PATHS.manual)}>人工认证</Link>
 */
export function useOauthFlow(): OauthFlowLinks {
  const { search } = useLocation()
  const table = useContext(RouteTableContext)
  const flow: OauthFlow = { from: readFrom(search), returnTo: sameSitePath(new URLSearchParams(search).get('return'), window.location.origin, table) }
  return { ...flow, to: (path) => withFlow(path, flow) }
}
