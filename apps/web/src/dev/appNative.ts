import type { NativeFailure, OpName, RelationUser } from '@h5/bridge'
import { installFakeNative, type FakeHandlers, type FakeNative, type Fault } from '@h5/bridge/testing'
import { MOCK_NATIVE_PATH, MOCK_USER, type ScenarioSession } from '@h5/mock-backend'
import { signedInUser, type NativeUser } from './nativeUser'
import { createTeenNative, TEEN_NATIVE_STORAGE_KEY, type TeenNativeSnapshot } from './teenNative'

/**
 * The dev and e2e model of our native app (never in the production bundle): how a real app answers all 38
 * bridge ops, on top of the package's wire-level fake (`installFakeNative`). `getCurrentUserInfo` is the mock
 * backend's MOCK_USER, so red-packet flows authenticate, or the scenario user the page was opened for
 * (nativeUser.ts); the teen ops are the teen model of teenNative.ts;
 * the rest answer what a phone would after the user went along (shared, paid, verified, uploaded...).
 */

export const DEV_APP_VERSION = '6.12.0'

const DEV_FRIENDS: readonly RelationUser[] = [
  { userID: 10002, nickName: '星河主播', avatar: '' },
  { userID: 10003, nickName: '阿月', avatar: '' },
  { userID: 10004, nickName: '晚风', avatar: '' },
  { userID: 10005, nickName: '小星星', avatar: '' },
]

const UPLOADED = 'https://cdn.example.com/dev/upload'

/**
 * What a binding in the app does on the server: the simulator's stand-in (MOCK_NATIVE_PATH) binds the app's
 * signed-in user (nativeUser.ts), so a page that asks the server again sees it bound. A failure to reach the
 * simulator leaves the user unbound, as a server that did not take the binding would.
 */
async function bindAtSimulator(what: 'bind-wechat' | 'bind-phone', user: NativeUser): Promise<void> {
  const tokens = { accessToken: user.accessToken, openID: user.openID }
  try {
    await fetch(`${MOCK_NATIVE_PATH}/${what}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Client-Id': '111111' }, body: JSON.stringify(tokens) })
  } catch {
    // No simulator (a unit test without one): nothing is bound.
  }
}

export interface AppNativeOptions {
  platform: 'ios' | 'android'
  /**
   * Where the teen model and the signed-in scenario user persist (sessionStorage in dev and e2e, so they
   * survive reloads like app settings).
   */
  storage?: Storage
  /**
   * The token pair the page was opened with (its address's, as native puts its user's there): a simulator
   * scenario session's pair signs the app in as that scenario's user for the tab (nativeUser.ts); any other
   * pair leaves it MOCK_USER.
   */
  openedFor?: ScenarioSession | null
  /** The teen model to start from when storage holds none yet. */
  teen?: Partial<TeenNativeSnapshot>
  /** Ops that fail with this wire failure instead of their usual answer. */
  fail?: Partial<Record<OpName, NativeFailure>>
  /** Ops native never answers (quick queries then reject 999). */
  hang?: readonly OpName[]
  /** `true`: an app too old to have the bridge (every call rejects 999 after 5 s). */
  noBridge?: boolean
  /** Where a native toast shows (dev: the layout's toast); omitted, showToast only acknowledges. */
  onToast?: (message: string, durationMs?: number) => void
  /** What `back` does natively; `installAppNative` defaults it to going back in the window's history. */
  onBack?: () => void
  /**
   * How the user's face check ends (`faceVerify`): `passed` (the default), `failed` (`passed: false`) or
   * `cancelled` (the user closed the camera: errcode 4002). The server still decides a passed check.
   */
  faceVerify?: 'passed' | 'failed' | 'cancelled'
  /**
   * How the pay sheet ends (`payV2`): `success` (the default), `cancel` (the user closed it: errcode
   * 4002) or `fail` (the payment SDK failed: errcode 4005). No answer at all is `hang: ['payV2']`. The server still
   * decides whether the order is paid (the simulator's recharge scenarios).
   */
  payV2?: 'success' | 'cancel' | 'fail'
  /** Whether WeChat is installed (`checkWx`); default true. */
  wechatInstalled?: boolean
}

/**
 * How the simulated app answers each op; every op of docs/native-contract.md has an entry (a missing one fails to
 * compile). The teen model starts from `teen` unless `storage` already holds one (a reload keeps what the user
 * did).
 */
export function appNativeHandlers(options: Omit<AppNativeOptions, 'platform' | 'noBridge' | 'hang'> = {}) {
  const { storage } = options
  const stored = storage ? storage.getItem(TEEN_NATIVE_STORAGE_KEY) !== null : false
  const teen = createTeenNative({ storage, initial: stored ? undefined : options.teen })
  const user = signedInUser(storage, options.openedFor)
  const friends = (keyword = '') => ({ list: DEV_FRIENDS.filter((friend) => friend.nickName.includes(keyword)), hasMore: false })
  const uploads = (max = 1) => ({ urls: Array.from({ length: Math.max(1, Math.min(max, 9)) }, (_, i) => `${UPLOADED}/${i + 1}.jpg`) })

  const handlers: Required<FakeHandlers> = {
    linkShareToInviteOthers: () => ({ channel: 'wechat' }),
    inviteCodeShareToInviteOthers: () => ({ channel: 'wechat' }),
    share: ({ channel }) => ({ channel: channel ?? 'wechat' }),
    bindWeChat: async () => {
      await bindAtSimulator('bind-wechat', user())
      return { nickName: MOCK_USER.nickName }
    },
    bindQqChat: () => ({ nickName: MOCK_USER.nickName }),
    getAppVersion: () => ({ version: DEV_APP_VERSION }),
    getClipboard: () => ({ text: '' }),
    finish: () => ({}),
    exitAccount: () => ({}),
    teenagerCanUse: () => teen.teenagerCanUse() as never,
    teenagerSwitch: (data) => teen.teenagerSwitch(data) as never,
    checkCameraPerm: () => ({ granted: true }),
    getFriendsList: () => friends(),
    getFriendsListWithKeyword: ({ keyword }) => friends(keyword),
    checkAudioPerm: () => ({ granted: true }),
    back: () => {
      options.onBack?.()
      return {}
    },
    checkWx: () => ({ installed: options.wechatInstalled !== false }),
    jumpWx: () => ({}),
    payV2: ({ orderID }) =>
      options.payV2 === 'cancel'
        ? ({ errcode: 4002, errmsg: '用户已取消' } as never)
        : options.payV2 === 'fail'
          ? ({ errcode: 4005, errmsg: '支付失败' } as never)
          : { orderID, status: 'success' },
    selectUserFromRelationList: ({ max = 1 }) => ({ users: DEV_FRIENDS.slice(0, Math.max(1, max)) }),
    gotoRecharge: () => ({}),
    gotoBindMobile: async () => {
      await bindAtSimulator('bind-phone', user())
      return {}
    },
    gotoConversation: () => ({}),
    faceVerify: ({ certifyID }) =>
      options.faceVerify === 'cancelled'
        ? ({ errcode: 4002, errmsg: '用户已取消' } as never)
        : { certifyID, passed: options.faceVerify !== 'failed' },
    recordSweetCareVoice: ({ maxSeconds = 60 }) => ({ url: `${UPLOADED}/voice.aac`, seconds: Math.min(8, maxSeconds) }),
    uploadSweetCarePhotos: ({ max }) => uploads(max),
    openWebView: () => ({}),
    uploadPhotos: ({ max }) => uploads(max),
    openXieYiWebView: () => ({}),
    openVipWxPaySuccess: () => ({}),
    playAudio: () => ({}),
    pauseAudio: () => ({}),
    resumeAudio: () => ({}),
    stopPlayAudio: () => ({}),
    getCurrentUserInfo: () => user(),
    showToast: ({ message, duration }) => {
      options.onToast?.(message, duration)
      return {}
    },
    openURLOutApp: () => ({}),
    oauthStatusCallback: () => ({}),
    enterRoom: () => ({}),
  }
  for (const [op, failure] of Object.entries(options.fail ?? {})) {
    ;(handlers as FakeHandlers)[op as OpName] = () => failure
  }
  return handlers
}

/**
 * Installs the simulated app on `window` (dev server, e2e init script).
 *
 * @example installAppNative(window, { platform: 'ios', storage: sessionStorage, hang: ['getAppVersion'] })
 */
export function installAppNative(window: Window, options: AppNativeOptions): FakeNative {
  const { platform, hang = [], noBridge } = options
  const faults: { [K in OpName]?: Fault } = Object.fromEntries(hang.map((op) => [op, { drop: true }]))
  return installFakeNative(window, {
    platform,
    handlers: appNativeHandlers({ onBack: () => window.history.back(), ...options }),
    faults,
    readyDelayMs: noBridge ? Infinity : 0,
  })
}
