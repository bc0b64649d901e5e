import { MOCK_USER, readScenarioSession, type ScenarioSession } from '@h5/mock-backend'

/**
 * Who the simulated app (appNative.ts, dev and e2e only) is signed in as: what its `getCurrentUserInfo`
 * answers. The app's session service uses the tokens in a page's address only when native's user is the same
 * (platform/session/resolveSession.ts), so a page opened for a simulator scenario user (`scenarioSession`,
 * e2e `openAsScenarioUser`, the dev index's scenario links) must find the app signed in as that user, as a real
 * app is when it opens a page with its user's tokens. The production build holds one strict rule and knows
 * nothing of scenarios; this model is what makes scenario users work in dev and e2e, and nowhere else.
 */

/** sessionStorage key: the token pair of the scenario user the simulated app signed in as, for the rest of the tab. */
export const NATIVE_USER_STORAGE_KEY = 'h5:dev:nativeUser'

/** What `getCurrentUserInfo` answers. */
export interface NativeUser {
  userID: number
  nickName: string
  avatar: string
  accessToken: string
  openID: string
}

/** The default user: the mock backend's MOCK_USER. */
const DEFAULT_USER: NativeUser = {
  userID: MOCK_USER.userID,
  nickName: MOCK_USER.nickName,
  avatar: MOCK_USER.avatar,
  accessToken: MOCK_USER.accessToken,
  openID: MOCK_USER.openID,
}

/**
 * The signed-in user of a simulated app installed for a page opened with `openedFor` (the token pair in its
 * address): a scenario session's pair signs the app in as that scenario's user, remembered in `storage` for
 * the tab, so a reload (which has taken the tokens out of the address) keeps that user; any other pair is
 * ignored, as a real app ignores what a link claims. Without a scenario user, MOCK_USER.
 *
 * @example
 * const user = signedInUser(sessionStorage, scenarioSession('minor'))
 * user() // { userID: …, nickName: '场景用户', avatar: '', accessToken: 'scn.minor.…', openID: 'scn-open.minor.…' }
 */
export function signedInUser(storage: Storage | undefined, openedFor: ScenarioSession | null | undefined): () => NativeUser {
  let adopted = openedFor && readScenarioSession(openedFor.accessToken, openedFor.openID) ? scenarioUser(openedFor) : null
  if (adopted) {
    try {
      storage?.setItem(NATIVE_USER_STORAGE_KEY, JSON.stringify({ accessToken: adopted.accessToken, openID: adopted.openID }))
    } catch {
      // A full storage keeps the user for this page load only.
    }
  }
  return () => {
    adopted ??= remembered(storage)
    return { ...(adopted ?? DEFAULT_USER) }
  }
}

/**
 * The token pair in an address's query (`accessToken`, `openID`), as native puts its user's there; null when
 * either is missing. The e2e fake native reads it before the page's scripts take it out.
 *
 * @example addressTokens('?redpacketID=rp_1&accessToken=t&openID=o') // { accessToken: 't', openID: 'o' }
 */
export function addressTokens(search: string): ScenarioSession | null {
  const query = new URLSearchParams(search)
  const accessToken = query.get('accessToken')
  const openID = query.get('openID')
  return accessToken && openID ? { accessToken, openID } : null
}

/** A scenario session as the app's user: a user id of its own (derived from the pair), no avatar. */
function scenarioUser(session: ScenarioSession): NativeUser {
  return { userID: userIdOf(session.openID), nickName: '场景用户', avatar: '', ...session }
}

/** A stable positive user id for a pair, away from the simulator's own ids (FNV-1a, folded into 9 digits). */
function userIdOf(openID: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < openID.length; i++) hash = Math.imul(hash ^ openID.charCodeAt(i), 0x01000193) >>> 0
  return 100_000_000 + (hash % 800_000_000)
}

function remembered(storage: Storage | undefined): NativeUser | null {
  try {
    const parsed = JSON.parse(storage?.getItem(NATIVE_USER_STORAGE_KEY) ?? 'null') as Partial<ScenarioSession> | null
    if (!parsed || typeof parsed.accessToken !== 'string' || typeof parsed.openID !== 'string') return null
    return readScenarioSession(parsed.accessToken, parsed.openID) ? scenarioUser({ accessToken: parsed.accessToken, openID: parsed.openID }) : null
  } catch {
    return null
  }
}
