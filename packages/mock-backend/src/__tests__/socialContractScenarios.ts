/**
 * The social endpoints' scenarios for openApiContract.test.ts (tag `social`): the success and each errno the
 * document lists, as the home page reaches them (scenario users of scenarios/social.ts, the people of
 * social/homeFixtures.ts). contractScenarios.ts spreads them into CONTRACT_SCENARIOS.
 */
import { MOCK_USER } from '../fixtures.ts'
import { scenarioSession } from '../scenarioSession.ts'
import type { Scenario } from './contractScenario.ts'

const badTokens = { accessToken: 'expired-token', openID: MOCK_USER.openID }
const SUCCESS = { status: 200, errno: 0 }
const failure = (errno: number) => ({ status: 200, errno })
const as = (scenario: Parameters<typeof scenarioSession>[0], suffix: string): Record<string, unknown> => ({ ...scenarioSession(scenario, `contract-${suffix}`) })
/** The host with everything on show, the new user, the banned account, nobody (social/homeFixtures.ts). */
const HOST = 9
const NEW_USER = 10086
const BANNED = 10010
const NOBODY = 404404
/** The first scenario user's userID after a reset (createMockState's nextUserID). */
const FIRST_USER_ID = 20001

export const SOCIAL_CONTRACT_SCENARIOS: readonly Scenario[] = [
  { operationId: 'getUserHome', name: 'a host, signed in', payload: { ...as('home-host', 's1'), targetUserID: HOST }, expected: SUCCESS },
  { operationId: 'getUserHome', name: 'a host, without a session (outside the app)', payload: { targetUserID: HOST }, expected: SUCCESS },
  { operationId: 'getUserHome', name: 'a new user with empty lists', payload: { ...as('home-new-user', 's2'), targetUserID: NEW_USER }, expected: SUCCESS },
  { operationId: 'getUserHome', name: 'huge counts and long names', payload: { ...as('home-huge', 's3'), targetUserID: HOST }, expected: SUCCESS },
  { operationId: 'getUserHome', name: 'my own page, a pretty number worn', payload: { ...as('home-self', 's4'), targetUserID: FIRST_USER_ID }, expected: SUCCESS },
  { operationId: 'getUserHome', name: 'nobody', payload: { targetUserID: NOBODY }, expected: failure(8320001) },
  { operationId: 'getUserHome', name: 'a banned account', payload: { targetUserID: BANNED }, expected: failure(8320002) },
  { operationId: 'getUserHome', name: 'no userID', payload: {}, expected: failure(400) },
  { operationId: 'getUserHome', name: 'a bad token', payload: { ...badTokens, targetUserID: HOST }, expected: failure(8304006) },

  { operationId: 'followUser', name: 'a host', payload: { ...as('home-host', 'f1'), targetUserID: HOST }, expected: SUCCESS },
  { operationId: 'followUser', name: 'a host I follow already: still following', payload: { ...as('home-following', 'f2'), targetUserID: HOST }, expected: SUCCESS },
  { operationId: 'followUser', name: 'myself', payload: { ...as('home-self', 'f3'), targetUserID: FIRST_USER_ID }, expected: failure(8320003) },
  { operationId: 'followUser', name: 'past the follow limit', payload: { ...as('home-follow-limit', 'f4'), targetUserID: HOST }, expected: failure(8320004) },
  { operationId: 'followUser', name: 'nobody', payload: { ...as('home-host', 'f5'), targetUserID: NOBODY }, expected: failure(8320001) },
  { operationId: 'followUser', name: 'a banned account', payload: { ...as('home-host', 'f6'), targetUserID: BANNED }, expected: failure(8320002) },
  { operationId: 'followUser', name: 'a malformed userID', payload: { ...as('home-host', 'f7'), targetUserID: 0 }, expected: failure(400) },
  { operationId: 'followUser', name: 'a bad token', payload: { ...badTokens, targetUserID: HOST }, expected: failure(8304006) },

  { operationId: 'unfollowUser', name: 'a host I follow', payload: { ...as('home-following', 'u1'), targetUserID: HOST }, expected: SUCCESS },
  { operationId: 'unfollowUser', name: 'a host I do not follow: still not following', payload: { ...as('home-host', 'u2'), targetUserID: HOST }, expected: SUCCESS },
  { operationId: 'unfollowUser', name: 'a banned account', payload: { ...as('home-host', 'u3'), targetUserID: BANNED }, expected: SUCCESS },
  { operationId: 'unfollowUser', name: 'nobody', payload: { ...as('home-host', 'u4'), targetUserID: NOBODY }, expected: failure(8320001) },
  { operationId: 'unfollowUser', name: 'no userID', payload: as('home-host', 'u5'), expected: failure(400) },
  { operationId: 'unfollowUser', name: 'a bad token', payload: { ...badTokens, targetUserID: HOST }, expected: failure(8304006) },
]
