import type { OpData, OpName } from '@h5/bridge'

export interface OpEntry<K extends OpName = OpName> {
  /** What the op does, in Chinese, for the console list. */
  label: string
  /** The payload the console starts from; the tester edits it before calling. */
  sample: OpData<K>
}

/**
 * The bridge console's view of the 39 ops of docs/native-contract.md (a missing op fails to compile): a Chinese
 * label and a sample payload each, shaped like the package's typed contract so a tap sends something native
 * accepts.
 */
export const OP_CATALOG: { [K in OpName]: OpEntry<K> } = {
  linkShareToInviteOthers: {
    label: '链接邀请好友',
    sample: { title: '一起来语音房', desc: '我在这里等你', link: 'https://h5.example.com/room/invitation', imgUrl: '' },
  },
  inviteCodeShareToInviteOthers: { label: '邀请码邀请好友', sample: { inviteCode: 'H5DEV1' } },
  share: {
    label: '分享',
    sample: { title: '抢红包啦', desc: '手慢无', link: 'https://h5.example.com/redpacket/open', imgUrl: '' },
  },
  bindWeChat: { label: '绑定微信', sample: {} },
  bindQqChat: { label: '绑定 QQ', sample: {} },
  getAppVersion: { label: '获取 App 版本', sample: {} },
  getClipboard: { label: '读取剪贴板', sample: {} },
  finish: { label: '关闭页面', sample: {} },
  exitAccount: { label: '退出登录', sample: {} },
  teenagerCanUse: { label: '青少年模式可用性', sample: {} },
  teenagerSwitch: { label: '开关青少年模式', sample: { open: true, password: '0427', age: 2 } },
  checkCameraPerm: { label: '相机权限', sample: {} },
  getFriendsList: { label: '好友列表', sample: { page: 1, pageSize: 20 } },
  getFriendsListWithKeyword: { label: '搜索好友', sample: { keyword: '星', page: 1 } },
  checkAudioPerm: { label: '麦克风权限', sample: {} },
  back: { label: '返回', sample: {} },
  checkWx: { label: '是否安装微信', sample: {} },
  jumpWx: { label: '打开微信', sample: {} },
  payV2: { label: '支付', sample: { channel: 'alipay', orderID: 'dev_order_1', orderString: 'app_id=dev&sign=dev' } },
  selectUserFromRelationList: { label: '选择好友', sample: { title: '选择好友', max: 1 } },
  gotoRecharge: { label: '去充值', sample: { diamonds: 60 } },
  gotoBindMobile: { label: '绑定手机号', sample: {} },
  gotoConversation: { label: '打开私聊', sample: { userID: 10002, nickName: '星河主播' } },
  faceVerify: { label: '人脸认证', sample: { certifyID: 'dev_certify_1' } },
  recordSweetCareVoice: { label: '录制甜蜜语音', sample: { maxSeconds: 60 } },
  uploadSweetCarePhotos: { label: '上传甜蜜照片', sample: { max: 3 } },
  openWebView: { label: '新窗口打开网页', sample: { url: 'https://h5.example.com/rules/indexOld', title: '规则说明' } },
  uploadPhotos: { label: '上传照片', sample: { max: 9, scene: 'album' } },
  openXieYiWebView: { label: '打开协议', sample: { url: 'https://h5.example.com/agreement/user', title: '用户协议' } },
  openVipWxPaySuccess: { label: 'VIP 支付成功页', sample: { orderID: 'dev_order_1' } },
  playAudio: { label: '播放音频', sample: { url: 'https://h5.example.com/audio/demo.mp3', loop: false } },
  pauseAudio: { label: '暂停音频', sample: {} },
  resumeAudio: { label: '继续播放', sample: {} },
  stopPlayAudio: { label: '停止播放', sample: {} },
  getCurrentUserInfo: { label: '当前用户信息', sample: {} },
  showToast: { label: '显示提示', sample: { message: '来自桥接调试台的提示', duration: 1500 } },
  openURLOutApp: { label: '用浏览器打开', sample: { url: 'https://www.example.com/' } },
  oauthStatusCallback: { label: '实名认证结果', sample: { status: 'passed' } },
  enterRoom: { label: '进入房间', sample: { roomID: '10086' } },
}
