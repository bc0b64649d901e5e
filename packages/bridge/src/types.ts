/**
 * Public types of @h5/bridge: the payload and result of every operation of docs/native-contract.md (the contract
 * native teams implement; `Ops` is its TypeScript twin), the bridge itself, its options, events and diagnostics,
 * and the wire objects. A change to a payload or result here is a breaking change of the native contract (a major
 * version), made together with the document.
 */

// ---------------------------------------------------------------------------------------------------------
// Shared shapes

/** What a share panel needs; also what the page answers to native's `getShareInfo`. */
export interface ShareInfo {
  title: string
  desc: string
  /** A page of the page's own host, a trusted host or a known app link (`isSafeUrl`), checked before native sees it. */
  link: string
  /** The thumbnail, an http(s) URL on any host; may be empty (native then uses the app icon). */
  imgUrl: string
}

/** Where native shared to; `system` is the platform share sheet (also the web fallback). */
export type ShareChannel = 'wechat' | 'moments' | 'qq' | 'qzone' | 'weibo' | 'copy' | 'system'

/** A user as native lists them (friends, relation list). */
export interface RelationUser {
  userID: number
  nickName: string
  /** An http(s) URL, or empty when the user has none. */
  avatar: string
}

/** One page of a friends list. */
export interface FriendsPage {
  list: RelationUser[]
  hasMore: boolean
}

/** Paging of the friends lists: `page` starts at 1, `pageSize` defaults to 20 on native. */
export interface PageQuery {
  page?: number
  pageSize?: number
}

/** A permission check: native asks the system when the user has not decided yet. */
export interface PermissionResult {
  granted: boolean
}

/** Uploaded files, as http(s) URLs in the order the user picked them. */
export interface UploadResult {
  urls: string[]
}

/** The answer of an op that only acknowledges (native did it). */
export type Done = Record<string, never>

/** The payload of an op that takes none. */
export type NoData = Record<string, never>

/**
 * A failure in the wire shape (docs/native-contract.md, "Replies"): a reply object with a nonzero `errcode`, a
 * number (an integer as text, `"4001"`, is read the same). An errcode that is neither rejects the call 995.
 */
export interface NativeFailure {
  errcode: number
  errmsg?: string
}

// ---------------------------------------------------------------------------------------------------------
// The 39 operations of docs/native-contract.md, in its order. `data` is what the page sends, `result` what
// native answers.

export interface Ops {
  /** Native invite panel sharing a link to other users. */
  linkShareToInviteOthers: { data: ShareInfo; result: { channel: ShareChannel } }
  /** Native invite panel sharing the user's invite code. */
  inviteCodeShareToInviteOthers: {
    data: { inviteCode: string; title?: string; desc?: string }
    result: { channel: ShareChannel }
  }
  /** Share a link; `channel` skips the panel and shares there directly. Web: the Web Share API. */
  share: { data: ShareInfo & { channel?: ShareChannel }; result: { channel: ShareChannel } }
  /** Bind the user's WeChat account (native runs WeChat auth). */
  bindWeChat: { data: NoData; result: { nickName: string } }
  /** Bind the user's QQ account (native runs QQ auth). */
  bindQqChat: { data: NoData; result: { nickName: string } }
  /** The app's version, e.g. `6.12.0`. Quick query. */
  getAppVersion: { data: NoData; result: { version: string } }
  /** The clipboard's text (empty when none). Quick query. Web: the Clipboard API. */
  getClipboard: { data: NoData; result: { text: string } }
  /** Close this web view. */
  finish: { data: NoData; result: Done }
  /** Log the user out of the app (e.g. after account cancellation); native shows its login screen. */
  exitAccount: { data: NoData; result: Done }
  /** Whether teen mode allows use now (curfew, daily limit). Quick query. */
  teenagerCanUse: {
    data: NoData
    result: { canUse: boolean; reason?: 'curfew' | 'limit'; usedMinutes?: number; open?: boolean }
  }
  /** Turn teen mode on or off with the guardian PIN; errcode 4001 when the PIN is wrong. */
  teenagerSwitch: { data: { open: boolean; password: string; age?: 0 | 1 | 2 }; result: Done }
  /** Camera permission. Quick query. */
  checkCameraPerm: { data: NoData; result: PermissionResult }
  /** The user's friends, a page at a time. */
  getFriendsList: { data: PageQuery; result: FriendsPage }
  /** The user's friends whose nickname or id matches `keyword`. */
  getFriendsListWithKeyword: { data: PageQuery & { keyword: string }; result: FriendsPage }
  /** Microphone permission. Quick query; on iOS resolves granted without asking native. */
  checkAudioPerm: { data: NoData; result: PermissionResult }
  /** Go back in the web view (closes it at its first page). Web: `history.back()`. */
  back: { data: NoData; result: Done }
  /** Whether WeChat is installed. Quick query. Web: reports installed. */
  checkWx: { data: NoData; result: { installed: boolean } }
  /** Open the WeChat app. */
  jumpWx: { data: NoData; result: Done }
  /** Pay an order created by the backend (`/v1/xpay/wx-order` or `/v1/xpay/ali-order`). */
  payV2: {
    data:
      | { channel: 'wechat'; orderID: string; payParams: Record<string, string> }
      | { channel: 'alipay'; orderID: string; orderString: string }
    result: { orderID: string; status: 'success' | 'pending' }
  }
  /** Native picker over the user's relations (friends, followers). */
  selectUserFromRelationList: { data: { title?: string; max?: number }; result: { users: RelationUser[] } }
  /** Open the native recharge page, optionally preselecting the diamonds the user lacks. */
  gotoRecharge: { data: { diamonds?: number }; result: Done }
  /** Open the native bind-mobile page. */
  gotoBindMobile: { data: NoData; result: Done }
  /** Open the native chat with a user. */
  gotoConversation: { data: { userID: number; nickName?: string }; result: Done }
  /** Run face verification for a backend-issued `certifyID`. */
  faceVerify: { data: { certifyID: string }; result: { certifyID: string; passed: boolean } }
  /** Record a sweet-care voice message; native uploads it and answers its URL and length. */
  recordSweetCareVoice: { data: { maxSeconds?: number }; result: { url: string; seconds: number } }
  /** Pick and upload sweet-care photos. */
  uploadSweetCarePhotos: { data: { max?: number }; result: UploadResult }
  /** Open a page of the page's own host, a trusted host or a known app link in a new native web view. */
  openWebView: { data: { url: string; title?: string; showShare?: boolean }; result: Done }
  /** Pick and upload photos (`scene` tells the backend what they are for). */
  uploadPhotos: { data: { max?: number; scene?: string }; result: UploadResult }
  /** Open an agreement (协议) in the native agreement web view: the same hosts as `openWebView`. */
  openXieYiWebView: { data: { url: string; title: string }; result: Done }
  /** Show the native "VIP bought" page after a WeChat payment. */
  openVipWxPaySuccess: { data: { orderID: string }; result: Done }
  /** Play audio from a URL (one player: a new play replaces the old). Web: HTMLAudioElement. */
  playAudio: { data: { url: string; loop?: boolean }; result: Done }
  /** Pause the player. Web: HTMLAudioElement. */
  pauseAudio: { data: NoData; result: Done }
  /** Resume the paused player. Web: HTMLAudioElement. */
  resumeAudio: { data: NoData; result: Done }
  /** Stop the player and forget its source. Web: HTMLAudioElement. */
  stopPlayAudio: { data: NoData; result: Done }
  /** The signed-in user and their backend tokens. Quick query. */
  getCurrentUserInfo: {
    data: NoData
    result: { userID: number; nickName: string; avatar: string; accessToken: string; openID: string }
  }
  /** A native toast (`duration` in ms). Web: the page's toast (`webToast` option). */
  showToast: { data: { message: string; duration?: number }; result: Done }
  /** Open a URL in the system browser: any http(s) host (no bridge there) or a known app link. Web: navigates to it. */
  openURLOutApp: { data: { url: string }; result: Done }
  /** Tell native how real-name verification ended. */
  oauthStatusCallback: { data: { status: 'passed' | 'failed' | 'cancelled'; reason?: string }; result: Done }
  /** Open a voice room in the app (a page opened from a shared link asks for it: 进入房间). */
  enterRoom: { data: { roomID: string }; result: Done }
}

/** One of the 39 operation names. */
export type OpName = keyof Ops

/** The payload type of an operation. */
export type OpData<K extends OpName> = Ops[K]['data']

/** What an operation resolves with. */
export type OpResult<K extends OpName> = Ops[K]['result']

/** Per-call options. */
export interface CallOptions {
  /**
   * Milliseconds from the call until it rejects `BridgeError` 999. Quick queries default to the bridge's
   * `queryTimeoutMs` (5000); other ops wait for as long as the user takes. `Infinity` turns the deadline off.
   */
  timeoutMs?: number
  /** Aborting rejects the call with `BridgeError` 997 and forgets it; a later reply is reported, not delivered. */
  signal?: AbortSignal
}

/**
 * `data` and options of `call`: `data` may be left out when the op needs none of it.
 * (Every field of `{}`-like payloads is optional, so `call('getAppVersion')` type-checks.)
 */
export type CallArgs<K extends OpName> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` asks: is every field optional?
  {} extends OpData<K> ? [data?: OpData<K>, options?: CallOptions] : [data: OpData<K>, options?: CallOptions]

// ---------------------------------------------------------------------------------------------------------
// Native -> page

/** What native can tell the page (docs/native-contract.md, "Native -> page"), and what each handler returns. */
export interface BridgeEvents {
  /** The user pressed the system back button (Android) or swiped back; native defers to the page. */
  backPressed: () => void
  /** The web view is visible again (e.g. back from a native page): a moment to refresh. */
  pageActive: () => void
  /** Native is about to share this page: answer what to share (the latest registered handler answers). */
  shareInfo: () => ShareInfo | Promise<ShareInfo>
}

export type BridgeEventName = keyof BridgeEvents

// ---------------------------------------------------------------------------------------------------------
// The bridge

export type Platform = 'ios' | 'android' | 'web'

export interface Bridge {
  /**
   * Calls a native operation over the `callNative` channel (or its web fallback outside the app).
   * Rejects `BridgeError`: native's own errcode, or 999/998/997/996/995/994 (see `BRIDGE_ERRMSG`).
   *
   * @example
   * const { version } = await bridge.call('getAppVersion')
   * await bridge.call('openWebView', { url: 'https://example.com/rule' }, { signal })
   */
  call<K extends OpName>(op: K, ...args: CallArgs<K>): Promise<OpResult<K>>
  /**
   * Listens to native (docs/native-contract.md, "Native -> page"). Returns the function that stops listening.
   *
   * @example
   * const off = bridge.on('shareInfo', () => ({ title: '红包', desc: '快来抢', link: location.href, imgUrl: '' }))
   */
  on<E extends BridgeEventName>(event: E, handler: BridgeEvents[E]): () => void
  /** `ios` or `android` inside the app, `web` in a plain browser. */
  readonly platform: Platform
  /** Whether the page runs inside the app (`pid/` in the user agent, or a bridge already on the window). */
  readonly inApp: boolean
}

/** Something unexpected the bridge dropped or gave up on; never carries payloads (they may hold tokens). */
export interface BridgeDiagnostic {
  kind:
    | 'not-ready' // no bridge within readyTimeoutMs: queued calls rejected 999
    | 'timeout' // a call had no answer within its deadline: rejected 999
    | 'late-reply' // a reply after the call timed out or was aborted: dropped
    | 'duplicate-reply' // a second reply to an answered call: dropped
    | 'malformed-reply' // a reply that cannot be read (not JSON, not an object, an unreadable errcode): 995
    | 'send-failed' // native's callHandler, registerHandler or a reply callback threw (a call rejects 999)
    | 'unknown-message' // a native message no handler is registered for (Android's default handler): dropped
    | 'handler-error' // a page handler threw, or answered shareInfo with something unusable
  op?: OpName
  event?: BridgeEventName
}

export interface BridgeOptions extends UrlPolicy {
  /** The window to run in; defaults to the global one (none in Node: every call then rejects 998). */
  window?: Window
  /** The one handler name native registers for calls (docs/native-contract.md, "Calls"). Default `callNative`. */
  channel?: string
  /** How long to wait for native to provide the bridge before queued calls reject 999. Default 5000. */
  readyTimeoutMs?: number
  /** How long the iOS bootstrap frame `https://__bridge_loaded__` stays in the document. Default 1000. */
  frameRemoveMs?: number
  /** The default deadline of quick queries (getAppVersion, getClipboard, checkWx, ...). Default 5000. */
  queryTimeoutMs?: number
  /** What `showToast` does outside the app; without it, `showToast` there rejects 998. */
  webToast?: (message: string, durationMs?: number) => void
  /** Told about every dropped message and given-up call (see {@link BridgeDiagnostic}). */
  onDiagnostic?: (diagnostic: BridgeDiagnostic) => void
}

// ---------------------------------------------------------------------------------------------------------
// URL checks (docs/native-contract.md, "URL checks")

/**
 * Which URLs may be opened inside the app: the configuration of `createBridge` and `isSafeUrl`. Each project
 * names its own; the bridge adds the page's own host.
 *
 * @example
 * createBridge({ trustedHosts: ['partner.example.net', '*.example.com'], appLinks: ['h5app://webview'] })
 */
export interface UrlPolicy {
  /**
   * Hosts whose pages may open inside the app, over https, besides the page's own: `partner.example.net`
   * exactly, or `*.example.com` for every subdomain (not `example.com` itself). Any case; IDN in Unicode or
   * punycode; ports are ignored. Default: none.
   */
  trustedHosts?: readonly string[]
  /**
   * The page's own origin, as `location.origin` writes it (`http://localhost:5173`): its URLs pass whatever
   * their scheme, so a page served over http (a developer's machine) can open its own pages. Every other page
   * must be https. `createBridge` sets it from its window. Default: none.
   */
  pageOrigin?: string
  /**
   * The known forms of the app's own scheme, as `scheme://host` (`h5app://webview`): a URL of that scheme
   * passes only with a listed host; opaque forms (`h5app:javascript:…`) never do. An app link's `url`
   * parameter, and any other that looks like a URL, must itself be a page the policy allows, as it reads once
   * decoded (`url=https%3A…`); a second level of encoding is refused. Default: none.
   */
  appLinks?: readonly string[]
}

/**
 * What native does with a URL, which decides the hosts it may name (docs/native-contract.md, "URL checks"):
 * - `page`: opens it in a web view that has the bridge, or shares it under the app's name: https on a host of
 *   the policy (or the page's own), the page's own origin, or a known app link.
 * - `browser`: opens it in the system browser, where there is no bridge: any http(s) host or a known app link.
 * - `media`: only fetches it (a picture, a sound): any http(s) host.
 *
 * Userinfo, relative forms and `javascript:`-like schemes are refused for every use.
 */
export type UrlUse = 'page' | 'browser' | 'media'

// ---------------------------------------------------------------------------------------------------------
// The wire: what native injects (marcuswestin/WebViewJavascriptBridge on iOS, lzyzsd/JsBridge on Android)

/** A reply callback: native answers with any JSON value, or a JSON string (Android). */
export type WireCallback = (responseData?: unknown) => void

/** A handler the page registers for native to call. */
export type WireHandler = (data: unknown, respond?: WireCallback) => void

export interface WebViewJavascriptBridge {
  callHandler(handlerName: string, data?: unknown, callback?: WireCallback): void
  registerHandler(handlerName: string, handler: WireHandler): void
  /** Android (lzyzsd/JsBridge) only: starts delivery of native messages; the handler gets unaddressed ones. */
  init?(defaultHandler?: WireHandler): void
}

/** The window globals of the protocol. */
export interface BridgeWindow {
  WebViewJavascriptBridge?: WebViewJavascriptBridge
  WVJBCallbacks?: ((bridge: WebViewJavascriptBridge) => void)[]
}
