import type { OpName } from './types'

/**
 * The 38 operations of docs/native-contract.md, in its order: the names native answers on the `callNative`
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

/** Whether a URL field must hold a URL, or may also be left empty (no picture). */
export type UrlFieldRule = 'required' | 'optional'

/** The URL fields of a share card, which the page also hands native when native asks (`shareInfo`). */
export const SHARE_URL_FIELDS: Readonly<Record<string, UrlFieldRule>> = { link: 'required', imgUrl: 'optional' }

/**
 * The payload fields of each op that carry a URL native will open or fetch (docs/native-contract.md, "Calls":
 * every URL handed to native is checked, the fields marked †). A call with a URL that fails `isSafeUrl` rejects
 * 996 and never reaches native.
 */
export const URL_FIELDS: Readonly<Partial<Record<OpName, Readonly<Record<string, UrlFieldRule>>>>> = {
  linkShareToInviteOthers: SHARE_URL_FIELDS,
  share: SHARE_URL_FIELDS,
  openWebView: { url: 'required' },
  openXieYiWebView: { url: 'required' },
  playAudio: { url: 'required' },
  openURLOutApp: { url: 'required' },
}
