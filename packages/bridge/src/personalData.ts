import type { OpName } from './types'

/**
 * The personal data each operation reads or hands over, in the words of the app's privacy policy (the first
 * column of its table "我们收集的信息"), or null when it touches none. Every op must say which: a new op
 * without an entry fails the typecheck, and the web app's test `privacyPolicyCoversData.test.ts` fails while
 * the policy has no row naming its data (docs/native-contract.md, "Personal data").
 *
 * @example
 * OP_PERSONAL_DATA.getClipboard // '剪贴板内容'
 */
export const OP_PERSONAL_DATA: Readonly<Record<OpName, string | null>> = {
  linkShareToInviteOthers: null,
  inviteCodeShareToInviteOthers: null,
  share: null,
  bindWeChat: '第三方账号昵称',
  bindQqChat: '第三方账号昵称',
  getAppVersion: null,
  getClipboard: '剪贴板内容',
  finish: null,
  exitAccount: null,
  teenagerCanUse: '青少年模式设置与使用时长',
  teenagerSwitch: '青少年模式设置与使用时长',
  checkCameraPerm: null,
  getFriendsList: '好友关系',
  getFriendsListWithKeyword: '好友关系',
  checkAudioPerm: null,
  back: null,
  checkWx: null,
  jumpWx: null,
  payV2: null,
  selectUserFromRelationList: '好友关系',
  gotoRecharge: null,
  gotoBindMobile: null,
  gotoConversation: null,
  faceVerify: '人脸识别结果',
  recordSweetCareVoice: '语音',
  uploadSweetCarePhotos: '照片',
  openWebView: null,
  uploadPhotos: '照片',
  openXieYiWebView: null,
  openVipWxPaySuccess: null,
  playAudio: null,
  pauseAudio: null,
  resumeAudio: null,
  stopPlayAudio: null,
  getCurrentUserInfo: '账号标识与登录凭证',
  showToast: null,
  openURLOutApp: null,
  oauthStatusCallback: null,
  enterRoom: null,
}
