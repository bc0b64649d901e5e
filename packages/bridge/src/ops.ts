import type { OpName } from './types'

/**
 * The 38 operations of spec §7, in spec order: the names native answers on the `callNative` channel.
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
 * Queries native answers at once (DESIGN §2): without an answer in `queryTimeoutMs` they reject 999, as an app
 * too old to know them would leave them unanswered. Every other op is interactive and has no default deadline.
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

/**
 * The payload field of each op that carries a URL native will open or fetch (DESIGN §8: every URL handed to
 * native is checked). A call whose URL fails `isSafeUrl` rejects 996 and never reaches native.
 */
export const URL_FIELDS: Readonly<Partial<Record<OpName, string>>> = {
  linkShareToInviteOthers: 'link',
  share: 'link',
  openWebView: 'url',
  openXieYiWebView: 'url',
  playAudio: 'url',
  openURLOutApp: 'url',
}
