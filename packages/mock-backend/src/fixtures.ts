/**
 * The default user, shared by the fake native (its getCurrentUserInfo answers with MOCK_USER), the dev index
 * page and the e2e tests; requests without tokens (the red-packet GETs) answer for it too. Besides its pair,
 * only scenario sessions (`scenarioSession`) are valid; any other token is an expired session (errno 8304006).
 */
export const MOCK_USER = {
  userID: 10001,
  nickName: '小鹿同学',
  avatar: '',
  accessToken: 'mock-access-token',
  openID: 'mock-open-id',
} as const

/** One red packet per answer of POST /v1/packet/open in docs/openapi.yaml. */
export const MOCK_PACKETS = {
  /** opens: errno 0 with money */
  openable: 'rp_openable',
  /** errno 8348201: expired */
  expired: 'rp_expired',
  /** errno 8348202: counts as success, state 1 */
  state1: 'rp_state1',
  /** errno 8348203: already opened */
  alreadyOpened: 'rp_opened',
  /** errno 8348204: counts as success, state 2 */
  state2: 'rp_state2',
  /** errno 500: any other server failure */
  serverError: 'rp_error',
} as const
