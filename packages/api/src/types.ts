import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios'

/**
 * A money field as the server sends it: yuan as a JSON number or a decimal string (`1.88` or `"1.88"`).
 * Convert to integer fen by string parsing before doing anything with it (DESIGN §4).
 */
export type Money = number | string

/** A user's identity on the backend, taken from the page URL or the bridge's `getCurrentUserInfo`. */
export interface UserTokens {
  accessToken: string
  openID: string
}

/** The backend's response envelope (DESIGN §3) as received, before any errno check. */
export interface RawEnvelope<T = unknown> {
  errno: number
  errmsg?: string
  data?: T
}

/** A checked envelope: what a `'body'` endpoint resolves with (errno is 0 by then). */
export interface Envelope<T = unknown> {
  errno: 0
  errmsg?: string
  data: T
}

/**
 * How an endpoint's response is handed back (spec §7):
 * - `'body'`: the errno envelope is checked; resolves the body when `errno === 0`, rejects `ApiError` otherwise.
 * - `'response'`: the full axios response, no errno check (policy token, buy guard, buy honor).
 * - `'data'`: the response body as received, no errno check (country code, wx auth, xpay orders, send words).
 */
export type Unwrap = 'body' | 'response' | 'data'

/** Per-call options every endpoint function takes. */
export interface CallOptions {
  /** No loading overlay for this request (background refreshes, polling). */
  quiet?: boolean
}

/** What `request()` takes: any axios config plus `quiet` and the unwrap policy (default `'body'`). */
export interface ApiRequestConfig<U extends Unwrap = Unwrap> extends AxiosRequestConfig, CallOptions {
  unwrap?: U
}

/** The slice of a bridge the client uses; typed structurally so @h5/api does not depend on @h5/bridge. */
export interface FinishBridge {
  call(op: 'finish'): Promise<unknown>
}

/** The loading overlay hooks; the client calls `show` once for a burst of concurrent requests. */
export interface LoadingHooks {
  show(): void
  hide(): void
}

export interface ApiClientOptions {
  /** Default `'/'` (spec §7): the app and its `/v1` backend share an origin. */
  baseURL?: string
  /** Sent as `X-Client-Id` on every request (spec §1; `getClientId()` of @h5/bridge). */
  clientId: string
  /** Milliseconds before a request fails with `timeout of {n}ms exceeded` (default 15000). */
  timeout?: number
  /** Errno 8304006 or 107 calls `bridge.call('finish')` once to close the page (spec §8). */
  bridge?: FinishBridge
  loading?: LoadingHooks
}

// ---------------------------------------------------------------------------------------------------------
// Endpoint payloads and data. Where spec §7 shows nothing, the shapes are ours (documented in the README).

/** POST /v1/getPolicyToken: an upload policy for the object store (full response). */
export interface PolicyTokenPayload extends UserTokens {
  /** What the upload is for; the server picks the directory from it. */
  scene: 'avatar' | 'photo' | 'voice'
}
export interface PolicyToken {
  accessId: string
  host: string
  policy: string
  signature: string
  dir: string
  /** Unix seconds after which the policy is refused. */
  expire: number
}

/** POST /v1/mall/buy-guard: become an anchor's guard (full response). */
export interface BuyGuardPayload extends UserTokens {
  anchorID: number
  /** 1 bronze, 2 silver, 3 gold. */
  level: 1 | 2 | 3
  months: number
}
export interface BuyGuardResult {
  /** Unix ms when the guard ends. */
  expireAt: number
  /** Diamonds left after the purchase. */
  diamonds: number
}

/** POST /v1/mall/buy-honor: buy an honour badge (full response). */
export interface BuyHonorPayload extends UserTokens {
  honorID: number
}
export interface BuyHonorResult {
  honorID: number
  expireAt: number
  diamonds: number
}

/** GET /v1/wx/auth: exchange a WeChat OAuth `code` (body, unchecked). */
export interface WxAuthPayload {
  code: string
  state?: string
}
export interface WxAuthResult {
  openid: string
  nickname: string
  headimgurl: string
}

/** POST /v1/xpay/wx-order: a WeChat Pay order, answered with JSAPI parameters (body, unchecked). */
export interface PayOrderPayload extends UserTokens {
  productID: string
  /** Yuan, a string with two decimals. */
  amount: string
}
export interface WxOrderResult {
  orderID: string
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA' | 'MD5'
  paySign: string
}

/** POST /v1/xpay/ali-order: an Alipay order (body, unchecked). */
export interface AliOrderResult {
  orderID: string
  /** The signed order string the native Alipay SDK takes. */
  orderString: string
}

/** POST /v1/game/send-words: send a line of chat in a game (body, unchecked). */
export interface SendWordsPayload extends UserTokens {
  gameID: string
  words: string
}
export interface SendWordsResult {
  wordsID: string
}

/** GET /v1/common/country-code: dialling codes for the phone-number forms (body, unchecked). */
export interface CountryCode {
  /** Chinese name, e.g. `中国大陆`. */
  name: string
  /** Dialling code with `+`, e.g. `+86`. */
  code: string
  /** ISO 3166-1 alpha-2, e.g. `CN`. */
  iso: string
}
export interface CountryCodeResult {
  list: CountryCode[]
}

/** POST /v1/packet/open (spec §7, DESIGN §4). */
export interface OpenPacketPayload extends UserTokens {
  redpacketID: string
  /** Where the packet was shared from (e.g. `room`, `chat`); passed through from the page URL. */
  channel: string
}
export interface OpenPacketResult {
  money: Money
}

/** POST /v1/packet/send. */
export interface SendPacketPayload extends UserTokens {
  /** Yuan, a string with two decimals, e.g. `'10.00'`. */
  amount: string
  /** Number of shares, a whole number of at least 1. */
  count: number
  greeting: string
}
export interface SendPacketResult {
  redpacketID: string
}

/** POST /v1/event/get-newbee-redbag-task-reward: the new-user red-bag task reward. */
export type NewbeeRewardPayload = UserTokens
export interface NewbeeRewardResult {
  money: Money
}

/** GET /v1/packet/myReward. */
export interface MyReward {
  leftTotal: Money
  rewardTotal: Money
}

/** GET /v1/packet/myRecord (`limit`, default 100). */
export interface MyRecordPayload {
  limit?: number
}
export interface MyRecordItem {
  redpacketID: string
  amount: Money
  count: number
  openedCount: number
  greeting: string
  /** Unix ms. */
  time: number
}
export interface MyRecords {
  items: MyRecordItem[]
}

/** GET /v1/packet/open/record (`limit`, default 20). */
export interface OpenRecordsPayload {
  redpacketID: string
  limit?: number
}
export interface OpenRecordItem {
  nickName: string
  /** A data: URI or an empty string (show a generated fallback then). */
  avatar: string
  money: Money
  /** Unix ms. */
  time: number
}
export interface OpenRecords {
  total: number
  items: OpenRecordItem[]
  /** The sender. */
  nickName: string
  avatar: string
}

/** No payload. */
export type NoPayload = Record<string, never>

/** Every endpoint of spec §7: its payload, its data and its unwrap policy. */
export interface Endpoints {
  getPolicyToken: { payload: PolicyTokenPayload; data: PolicyToken; unwrap: 'response' }
  buyGuard: { payload: BuyGuardPayload; data: BuyGuardResult; unwrap: 'response' }
  buyHonor: { payload: BuyHonorPayload; data: BuyHonorResult; unwrap: 'response' }
  wxAuth: { payload: WxAuthPayload; data: WxAuthResult; unwrap: 'data' }
  createWxOrder: { payload: PayOrderPayload; data: WxOrderResult; unwrap: 'data' }
  createAliOrder: { payload: PayOrderPayload; data: AliOrderResult; unwrap: 'data' }
  sendWords: { payload: SendWordsPayload; data: SendWordsResult; unwrap: 'data' }
  getCountryCode: { payload: NoPayload; data: CountryCodeResult; unwrap: 'data' }
  openPacket: { payload: OpenPacketPayload; data: OpenPacketResult; unwrap: 'body' }
  sendPacket: { payload: SendPacketPayload; data: SendPacketResult; unwrap: 'body' }
  getNewbeeRedbagTaskReward: { payload: NewbeeRewardPayload; data: NewbeeRewardResult; unwrap: 'body' }
  getMyReward: { payload: NoPayload; data: MyReward; unwrap: 'body' }
  getMyRecord: { payload: MyRecordPayload; data: MyRecords; unwrap: 'body' }
  getOpenRecords: { payload: OpenRecordsPayload; data: OpenRecords; unwrap: 'body' }
}

export type EndpointName = keyof Endpoints

/** What a call resolves with under each unwrap policy. */
export type Unwrapped<U extends Unwrap, T> = U extends 'body'
  ? Envelope<T>
  : U extends 'response'
    ? AxiosResponse<RawEnvelope<T>>
    : RawEnvelope<T>

export type EndpointResult<K extends EndpointName> = Unwrapped<Endpoints[K]['unwrap'], Endpoints[K]['data']>

/** An endpoint function: payload first (optional when every field is), then `{ quiet }`. */
export type EndpointFunction<K extends EndpointName> = (
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` asks: is every field optional?
  ...args: {} extends Endpoints[K]['payload']
    ? [payload?: Endpoints[K]['payload'], options?: CallOptions]
    : [payload: Endpoints[K]['payload'], options?: CallOptions]
) => Promise<EndpointResult<K>>

export type ApiClient = {
  /** Any request through the client's header, loading and envelope handling. */
  request<T = unknown>(config: ApiRequestConfig<'body'>): Promise<Envelope<T>>
  request<T = unknown>(config: ApiRequestConfig<'response'>): Promise<AxiosResponse<RawEnvelope<T>>>
  request<T = unknown>(config: ApiRequestConfig<'data'>): Promise<RawEnvelope<T>>
  /** The underlying axios instance (interceptors, defaults). */
  readonly axios: AxiosInstance
} & { readonly [K in EndpointName]: EndpointFunction<K> }
