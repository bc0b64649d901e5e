import type { OpName, UrlUse } from './types'

/**
 * The 39 operations of docs/native-contract.md, in its order: the names native answers on the `callNative`
 * channel.
 *
 * @example OPS.includes(name as OpName) // is `name` an operation native knows?
 */
export const OPS: readonly OpName[] = [
  'linkShareToInviteOthers',
  'inviteCodeShareToInviteOthers',
  'share',
  'bindWeChat',
  'bindQqChat',
  'getAppVersion',
  'getClipboard',
  'finish',
  'exitAccount',
  'teenagerCanUse',
  'teenagerSwitch',
  'checkCameraPerm',
  'getFriendsList',
  'getFriendsListWithKeyword',
  'checkAudioPerm',
  'back',
  'checkWx',
  'jumpWx',
  'payV2',
  'selectUserFromRelationList',
  'gotoRecharge',
  'gotoBindMobile',
  'gotoConversation',
  'faceVerify',
  'recordSweetCareVoice',
  'uploadSweetCarePhotos',
  'openWebView',
  'uploadPhotos',
  'openXieYiWebView',
  'openVipWxPaySuccess',
  'playAudio',
  'pauseAudio',
  'resumeAudio',
  'stopPlayAudio',
  'getCurrentUserInfo',
  'showToast',
  'openURLOutApp',
  'oauthStatusCallback',
  'enterRoom',
]

/**
 * Queries native answers at once (docs/native-contract.md, "Deadlines"): without an answer in `queryTimeoutMs`
 * they reject 999, as an app too old to know them would leave them unanswered. Every other op is interactive and
 * has no default deadline.
 */
export const QUICK_OPS: readonly OpName[] = [
  'getAppVersion',
  'getClipboard',
  'checkWx',
  'checkCameraPerm',
  'checkAudioPerm',
  'teenagerCanUse',
  'getCurrentUserInfo',
]

/** What native does with a URL field (`use`), and whether it may be left empty (a share without a picture). */
export interface UrlFieldRule {
  use: UrlUse
  optional?: boolean
}

/** The URL fields of a share card, which the page also hands native when native asks (`shareInfo`). */
export const SHARE_URL_FIELDS: Readonly<Record<string, UrlFieldRule>> = {
  // A shared link goes out under the app's name and opens in its web view: a page.
  link: { use: 'page' },
  imgUrl: { use: 'media', optional: true },
}

/**
 * The payload fields of each op that carry a URL native will open or fetch, and what native does with it
 * (docs/native-contract.md, "URL checks": every URL handed to native is checked, by host, not only by scheme).
 * A call with a URL that fails the check rejects 996 and never reaches native.
 */
export const URL_FIELDS: Readonly<Partial<Record<OpName, Readonly<Record<string, UrlFieldRule>>>>> = {
  linkShareToInviteOthers: SHARE_URL_FIELDS,
  share: SHARE_URL_FIELDS,
  // Both web views have the bridge, so a foreign page there would get the user's tokens: refused, not
  // redirected, so the caller learns it and may choose openURLOutApp.
  openWebView: { url: { use: 'page' } },
  openXieYiWebView: { url: { use: 'page' } },
  playAudio: { url: { use: 'media' } },
  openURLOutApp: { url: { use: 'browser' } },
}
