import type { MockState } from './createMockState.ts'
import { createMockUser, type MockUser } from './createMockUser.ts'
import { mockAvatar } from './mockAvatar.ts'
import { readScenarioSession } from './scenarioSession.ts'
import { findScenario } from './scenarios/registry.ts'

/**
 * The user a token pair names, or undefined for an expired session (errno 8304006): a known user's pair
 * (MOCK_USER's from the start), or a scenario session (`scenarioSession`), whose first use creates a fresh user
 * seeded by its scenario. A pair of an unregistered scenario, a pair whose halves belong to different users, a
 * missing or non-string token: undefined.
 *
 * @example
 * findUser(state, MOCK_USER.accessToken, MOCK_USER.openID) // MOCK_USER's state
 * findUser(state, 'scn.minor.a1', 'scn-open.minor.a1')   // a new minor, the same one on the next call
 */
export function findUser(state: MockState, accessToken: unknown, openID: unknown): MockUser | undefined {
  if (typeof accessToken !== 'string' || typeof openID !== 'string') return undefined
  const known = state.users.get(accessToken)
  if (known) return known.openID === openID ? known : undefined
  const session = readScenarioSession(accessToken, openID)
  const scenario = session && findScenario(session.scenario)
  if (!scenario) return undefined
  const userID = state.nextUserID++
  const nickName = `测试用户${userID}`
  const user = createMockUser({ userID, nickName, avatar: mockAvatar(nickName), accessToken, openID })
  scenario.seed(user, state)
  state.users.set(accessToken, user)
  return user
}
