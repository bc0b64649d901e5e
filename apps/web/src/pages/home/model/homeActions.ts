import { badDataError, readFields, type UserTokens } from '@h5/api'
import { createActionRunners } from '@h5/request'
import type { SocialApi } from '../../../platform/api/socialApi'
import { HomeErrorCode, toHomeError, type HomeError } from './homeError'
import type { HomeAction, HomeState } from './homeState'
import { readUserHome } from './readUserHome'

const { runAction } = createActionRunners<HomeAction, HomeError>(toHomeError)

/** A read is worth another try only when nothing was decided (no answer, a time-out, errno 500). */
const isUndecided = (error: HomeError) => error.code === HomeErrorCode.REQUEST_FAILED && !error.decided

/**
 * Reads `targetUserID`'s page into `state.home`, with my tokens when I have them (`viewer`: mine, followed) or
 * without (the public page outside the app, `viewer` null). Retried twice when nothing was decided.
 *
 * @example
 * await loadUserHome(state, socialApi, { tokens, targetUserID: 9 })
 */
export function loadUserHome(state: HomeState, api: SocialApi, input: { tokens: UserTokens | null; targetUserID: number }) {
  return runAction(state, 'home', {
    run: async () => {
      const { data } = await api.getUserHome({ ...(input.tokens ?? {}), targetUserID: input.targetUserID }, { quiet: true })
      const home = readUserHome(data)
      if (!home) throw badDataError()
      return home
    },
    retry: 2,
    retryable: isUndecided,
    apply: (home) => {
      state.home = home
    },
  })
}

/**
 * Follows (`on`) or unfollows the page's user. The button turns at once and turns back if the server refuses or
 * does not answer (the page shows the error in a toast); the server's answer then sets both the state and the
 * follower count. Following twice is still following (the call is idempotent), so a retry needs no key; a double
 * tap is one request.
 *
 * @example
 * const result = await setFollowing(state, socialApi, { tokens, on: true })
 * if (!result.ok) showToast(result.error.message)
 */
export function setFollowing(state: HomeState, api: SocialApi, input: { tokens: UserTokens; on: boolean }) {
  const viewer = state.home?.viewer
  const targetUserID = state.home?.profile.userID
  const before = viewer?.following ?? false
  if (viewer && !viewer.self) viewer.following = input.on
  return runAction(state, 'follow', {
    exclusive: true,
    run: async () => {
      if (!viewer || viewer.self || targetUserID === undefined) throw toHomeError(new Error('nobody to follow'))
      const call = input.on ? api.followUser : api.unfollowUser
      const { data } = await call({ ...input.tokens, targetUserID }, { quiet: true })
      const fields = readFields(data)
      if (!fields || typeof fields.following !== 'boolean') throw badDataError()
      return { following: fields.following, followers: Number.isSafeInteger(fields.followers) && (fields.followers as number) >= 0 ? (fields.followers as number) : null }
    },
    apply: ({ following, followers }) => {
      if (!state.home?.viewer) return
      state.home.viewer.following = following
      if (followers !== null) state.home.followers = followers
    },
    fail: () => {
      if (state.home?.viewer) state.home.viewer.following = before
    },
  })
}
