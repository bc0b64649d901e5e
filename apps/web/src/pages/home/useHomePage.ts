import { useServerState, type ServerState } from '../../platform/data/useServerState'
import { socialApi } from '../../platform/api/socialApi'
import { appSession } from '../../platform/session/appSession'
import type { SessionTokens } from '../../platform/session/useSessionTokens'
import { loadUserHome } from './model/homeActions'
import { HomeErrorCode, homeError } from './model/homeError'
import { createHomeState, type HomeState } from './model/homeState'
import type { HomeTarget } from './model/readHomeTarget'

export interface HomePageState extends ServerState<HomeState> {
  /** Loads the page again (重试, and when the user comes back to the web view). */
  reload: () => Promise<void>
}

/**
 * The home page's state, loaded once the session is decided: with my tokens when there are any (whether it is
 * mine, whether I follow them), without them the public page (a browser outside the app). Without `userID` the
 * page is mine, which needs the session's user: a browser without one names nobody.
 *
 * @example
 * const server = useHomePage(useSessionTokens(), readHomeTarget(params))
 */
export function useHomePage(session: SessionTokens, target: HomeTarget): HomePageState {
  const load = async (state: HomeState) => {
    const tokens = await session.tokens
    const targetUserID = target.kind === 'user' ? target.userID : target.kind === 'mine' ? (await appSession.resolve()).userID : null
    if (targetUserID === null) {
      state.status.home = 'error'
      state.errors.home = homeError(HomeErrorCode.USER_NOT_FOUND)
      return
    }
    await loadUserHome(state, socialApi, { tokens, targetUserID })
  }
  const server = useServerState(createHomeState, load)
  return { ...server, reload: () => load(server.state) }
}
