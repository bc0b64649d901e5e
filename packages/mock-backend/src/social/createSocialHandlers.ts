import { http, type HttpHandler } from 'msw'
import type { ReplyHelpers } from '../contentHandlers.ts'
import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import { MOCK_ERRNO } from '../errnos.ts'
import { mockAvatar } from '../mockAvatar.ts'
import { findUser } from '../findUser.ts'
import { GUARD_PLANS, VIP_TIERS, WEALTH_LEVELS, wealthLevelOf } from '../mall/mallCatalog.ts'
import { HOME_FIXTURES, homeLists, type HomeFixture } from './homeFixtures.ts'
import { readBody } from '../readBody.ts'

type Json = Record<string, unknown>

const HUGE = 99_999_999_999
const isUserID = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= Number.MAX_SAFE_INTEGER

/** The simulator's users who follow `userID`. */
const followersAmong = (state: MockState, userID: number) => [...state.users.values()].filter((user) => user.social.following.has(userID)).length

/** A simulator user's page: their worn pretty number, running VIP tier and wealth level, the users guarding them. */
function simulatorHome(state: MockState, person: MockUser) {
  const now = state.now()
  const worn = [...person.mall.owned].find(([goodsID, item]) => goodsID.startsWith('num_') && item.worn && (item.expireAt === null || item.expireAt > now))
  const running = [...person.honors].filter(([, endAt]) => endAt > now).sort(([a], [b]) => b - a)[0]
  const tier = running && VIP_TIERS.find((candidate) => candidate.tier === running[0])
  const level = wealthLevelOf(person.mall.wealthBase + person.mall.wealth.reduce((sum, entry) => sum + entry.value, 0))
  const guards = [...state.users.values()]
    .filter((user) => (user.guards.get(person.userID) ?? 0) > now)
    .map((user) => ({ user, level: user.mall.guardLevels.get(person.userID) ?? 1 }))
    .sort((a, b) => b.level - a.level)
  return {
    profile: { userID: person.userID, nickName: person.nickName, avatar: person.avatar, shownID: worn ? worn[0].slice(4) : String(person.userID), prettyNumber: Boolean(worn) },
    vip: tier ? { level: tier.tier, name: tier.name } : null,
    wealth: level > 0 ? { level, name: WEALTH_LEVELS[level]!.name } : null,
    followers: followersAmong(state, person.userID),
    following: person.social.following.size,
    guards: guards.slice(0, 3).map(({ user, level: guardLevel }) => ({ userID: user.userID, nickName: user.nickName, avatar: user.avatar, levelName: GUARD_PLANS[guardLevel - 1]!.name })),
    guardCount: guards.length,
    gifts: [],
    works: [],
    workCount: 0,
  }
}

/** A fixture's page (homeFixtures.ts), with very long names and huge counts for a viewer who asked (`look`). */
function fixtureHome(state: MockState, fixture: HomeFixture, huge: boolean) {
  const lists = homeLists(fixture, huge)
  const nickName = huge ? `${fixture.nickName}${'的名字非常非常长'.repeat(4)}` : fixture.nickName
  return {
    profile: {
      userID: fixture.userID,
      nickName,
      avatar: fixture.userID === 10086 ? '' : (HOME_AVATARS.get(fixture.userID) ?? ''),
      shownID: fixture.prettyNumber ?? String(fixture.userID),
      prettyNumber: fixture.prettyNumber !== null,
      ...(fixture.signature ? { signature: fixture.signature } : {}),
    },
    vip: fixture.vip,
    wealth: fixture.wealth,
    followers: huge ? HUGE : fixture.followers + followersAmong(state, fixture.userID),
    following: huge ? HUGE : fixture.following,
    guards: lists.guards,
    guardCount: huge ? HUGE : fixture.guards,
    gifts: lists.gifts,
    works: lists.works,
    workCount: huge ? HUGE : fixture.works,
  }
}

/** The fixtures' avatars, drawn once. */
const HOME_AVATARS = new Map(HOME_FIXTURES.map((fixture) => [fixture.userID, mockAvatar(fixture.nickName)]))

/** Whom `userID` names: a fixture, a simulator user, or nobody. */
function findHome(state: MockState, userID: number): { fixture: HomeFixture } | { user: MockUser } | null {
  const fixture = HOME_FIXTURES.find((candidate) => candidate.userID === userID)
  if (fixture) return { fixture }
  const user = [...state.users.values()].find((candidate) => candidate.userID === userID)
  return user ? { user } : null
}

/**
 * The social endpoints of docs/openapi.yaml (tag `social`): a user's public page, open to a browser without a
 * session, and follow / unfollow, idempotent. Counts only, never money.
 */
export function createSocialHandlers(getState: () => MockState, { ok, fail, authed }: ReplyHelpers): HttpHandler[] {
  /** Follow or unfollow: the target must exist; a banned account may be unfollowed, never followed. */
  const follow = (on: boolean) => (body: Json, user: MockUser, state: MockState) => {
    if (!isUserID(body.targetUserID)) return fail(MOCK_ERRNO.badParam)
    const target = findHome(state, body.targetUserID)
    if (!target) return fail(MOCK_ERRNO.userNotFound)
    if (on && 'fixture' in target && target.fixture.banned) return fail(MOCK_ERRNO.userBanned)
    if (on && body.targetUserID === user.userID) return fail(MOCK_ERRNO.followSelf)
    const following = user.social.following
    if (on && !following.has(body.targetUserID) && following.size >= user.social.followLimit) return fail(MOCK_ERRNO.followLimit)
    if (on) following.add(body.targetUserID)
    else following.delete(body.targetUserID)
    const base = 'fixture' in target ? target.fixture.followers : 0
    return ok({ following: on, followers: base + followersAmong(state, body.targetUserID) })
  }

  return [
    http.post('*/v1/user/home', async ({ request }) => {
      const body = await readBody(request)
      const state = getState()
      if (!body || !isUserID(body.targetUserID)) return fail(MOCK_ERRNO.badParam)
      const signedIn = body.accessToken !== undefined || body.openID !== undefined
      const viewer = signedIn ? findUser(state, body.accessToken, body.openID) : undefined
      if (signedIn && !viewer) return fail(MOCK_ERRNO.badToken)
      const target = findHome(state, body.targetUserID)
      if (!target) return fail(MOCK_ERRNO.userNotFound)
      if ('fixture' in target && target.fixture.banned) return fail(MOCK_ERRNO.userBanned)
      const home = 'fixture' in target ? fixtureHome(state, target.fixture, viewer?.social.look === 'huge') : simulatorHome(state, target.user)
      const self = viewer?.userID === body.targetUserID
      return ok({ ...home, viewer: viewer ? { self, following: !self && viewer.social.following.has(body.targetUserID) } : null })
    }),
    authed('/v1/user/follow', follow(true)),
    authed('/v1/user/unfollow', follow(false)),
  ]
}
