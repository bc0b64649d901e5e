import type { OpData, OpName, OpResult } from '..'

/**
 * A payload and an answer for every op (a missing op is a type error), used by the table-driven tests.
 * URLs are already in the parsed form the bridge hands native (`new URL(url).href`).
 */
export const SAMPLES: { [K in OpName]: { data: OpData<K>; result: OpResult<K> } } = {
  linkShareToInviteOthers: {
    data: { title: '一起来玩', desc: '语音房等你', link: 'https://h5.example.com/invite?from=1', imgUrl: '' },
    result: { channel: 'wechat' },
  },
  inviteCodeShareToInviteOthers: { data: { inviteCode: 'AB12CD' }, result: { channel: 'qq' } },
  share: {
    data: { title: '红包', desc: '快来抢', link: 'https://h5.example.com/redpacket/open', imgUrl: 'https://cdn.example.com/a.png' },
    result: { channel: 'moments' },
  },
  bindWeChat: { data: {}, result: { nickName: '微信用户' } },
  bindQqChat: { data: {}, result: { nickName: 'QQ用户' } },
  getAppVersion: { data: {}, result: { version: '6.12.0' } },
  getClipboard: { data: {}, result: { text: '邀请码 AB12CD' } },
  finish: { data: {}, result: {} },
  exitAccount: { data: {}, result: {} },
  teenagerCanUse: { data: {}, result: { canUse: false, reason: 'limit', usedMinutes: 120, open: true } },
  teenagerSwitch: { data: { open: true, password: '0427', age: 1 }, result: {} },
  checkCameraPerm: { data: {}, result: { granted: true } },
  getFriendsList: {
    data: { page: 1, pageSize: 20 },
    result: { list: [{ userID: 7, nickName: '阿星', avatar: '' }], hasMore: false },
  },
  getFriendsListWithKeyword: {
    data: { keyword: '星', page: 1 },
    result: { list: [{ userID: 7, nickName: '阿星', avatar: '' }], hasMore: true },
  },
  checkAudioPerm: { data: {}, result: { granted: false } },
  back: { data: {}, result: {} },
  checkWx: { data: {}, result: { installed: false } },
  jumpWx: { data: {}, result: {} },
  payV2: {
    data: { channel: 'alipay', orderID: 'o_1', orderString: 'app_id=1&sign=abc' },
    result: { orderID: 'o_1', status: 'success' },
  },
  selectUserFromRelationList: { data: { max: 1 }, result: { users: [{ userID: 8, nickName: '小月', avatar: '' }] } },
  gotoRecharge: { data: { diamonds: 60 }, result: {} },
  gotoBindMobile: { data: {}, result: {} },
  gotoConversation: { data: { userID: 8 }, result: {} },
  faceVerify: { data: { certifyID: 'c_1' }, result: { certifyID: 'c_1', passed: true } },
  recordSweetCareVoice: { data: { maxSeconds: 60 }, result: { url: 'https://cdn.example.com/v.aac', seconds: 12 } },
  uploadSweetCarePhotos: { data: { max: 3 }, result: { urls: ['https://cdn.example.com/1.jpg'] } },
  openWebView: { data: { url: 'https://h5.example.com/rule', title: '规则', showShare: true }, result: {} },
  uploadPhotos: { data: { max: 9, scene: 'album' }, result: { urls: ['https://cdn.example.com/2.jpg'] } },
  openXieYiWebView: { data: { url: 'https://h5.example.com/agreement/user', title: '用户协议' }, result: {} },
  openVipWxPaySuccess: { data: { orderID: 'o_2' }, result: {} },
  playAudio: { data: { url: 'https://cdn.example.com/bgm.mp3', loop: true }, result: {} },
  pauseAudio: { data: {}, result: {} },
  resumeAudio: { data: {}, result: {} },
  stopPlayAudio: { data: {}, result: {} },
  getCurrentUserInfo: {
    data: {},
    result: { userID: 10001, nickName: '小鹿同学', avatar: '', accessToken: 'at', openID: 'oid' },
  },
  showToast: { data: { message: '已复制', duration: 1500 }, result: {} },
  openURLOutApp: { data: { url: 'https://www.example.com/' }, result: {} },
  oauthStatusCallback: { data: { status: 'passed' }, result: {} },
  enterRoom: { data: { roomID: '10086' }, result: {} },
}
