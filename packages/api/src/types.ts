import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios'
import type { components, operations } from './generated/openapi'

/** The server's clock as the phone can know it: the phone's clock plus the offset read from the API's answers. */
export interface ServerClock {
  /** The server's time now, in unix milliseconds: `Date.now()` plus the offset. Before any answer, `Date.now()`. */
  now(): number
  /** The server's clock minus the phone's, in milliseconds (0 before any answer). */
  offsetMs(): number
  /**
   * Learns from one answer: the server's time it carried, and the phone's clock (`Date.now()`) when the request
   * left and when the answer arrived. `createApiClient({ serverClock })` calls it for every answer.
   */
  record(serverTimeMs: number, sentAtMs: number, receivedAtMs: number): void
}

/** The backend's response envelope (docs/openapi.yaml) as received, before any errno check. */
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
 * How an endpoint's response is handed back (`x-h5-unwrap` in docs/openapi.yaml):
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
  /** Default `'/'`: the app and its `/v1` backend share an origin. */
  baseURL?: string
  /** Sent as `X-Client-Id` on every request (docs/native-contract.md, "Client id"; `getClientId()` of @h5/bridge). */
  clientId: string
  /** Milliseconds before a request fails with `timeout of {n}ms exceeded` (default 15000). */
  timeout?: number
  /** Errno 8304006 or 107 calls `bridge.call('finish')` once to close the page (docs/openapi.yaml, "Session"). */
  bridge?: FinishBridge
  /**
   * Called on every answer with errno 8304006 or 107, before `finish`: the session is gone, so whatever the app
   * kept of it (stored tokens) must go too, or a reused web view would go on as that user.
   */
  onSessionEnd?: () => void
  loading?: LoadingHooks
  /**
   * Learns the server's clock from every answer's `X-Server-Time` header (docs/openapi.yaml, "Server time"), so
   * countdowns run on the server's time: `createServerClock()`, shared with the code that reads it.
   */
  serverClock?: ServerClock
}

// ---------------------------------------------------------------------------------------------------------
// Endpoint payloads and data: named from the types docs/openapi.yaml generates (src/generated/openapi.ts), so
// the document is their one source. Each schema's description there says what its fields mean.

type Schemas = components['schemas']

/** The query parameters of a GET operation of docs/openapi.yaml. */
type QueryOf<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>

/**
 * A money field as the server sends it: yuan as a JSON number or a decimal string (`1.88` or `"1.88"`).
 * Convert to integer fen by string parsing before doing anything with it (docs/openapi.yaml, "Money").
 */
export type Money = Schemas['Money']

/** A user's identity on the backend, taken from the page URL or the bridge's `getCurrentUserInfo`. */
export type UserTokens = Schemas['UserTokens']

/** POST /v1/getPolicyToken: an upload policy for the object store (full response). */
export type PolicyTokenPayload = Schemas['PolicyTokenPayload']
export type PolicyToken = Schemas['PolicyToken']

/** POST /v1/mall/buy-guard: become an anchor's guard (full response). */
export type BuyGuardPayload = Schemas['BuyGuardPayload']
export type BuyGuardResult = Schemas['BuyGuardResult']

/** POST /v1/mall/buy-honor: buy an honour badge (full response). */
export type BuyHonorPayload = Schemas['BuyHonorPayload']
export type BuyHonorResult = Schemas['BuyHonorResult']

/** GET /v1/wx/auth: exchange a WeChat OAuth `code` (body, unchecked). */
export type WxAuthPayload = QueryOf<'wxAuth'>
export type WxAuthResult = Schemas['WxAuthResult']

/** POST /v1/xpay/wx-order and /v1/xpay/ali-order: a payment order (body, unchecked). */
export type PayOrderPayload = Schemas['PayOrderPayload']
/** The JSAPI parameters of a WeChat Pay order. */
export type WxOrderResult = Schemas['WxOrderResult']
/** An Alipay order: its signed order string. */
export type AliOrderResult = Schemas['AliOrderResult']

/** POST /v1/game/send-words: send a line of chat in a game (body, unchecked). */
export type SendWordsPayload = Schemas['SendWordsPayload']
export type SendWordsResult = Schemas['SendWordsResult']

/** GET /v1/common/country-code: dialling codes for the phone-number forms (body, unchecked). */
export type CountryCode = Schemas['CountryCode']
export type CountryCodeResult = Schemas['CountryCodeResult']

/** POST /v1/packet/open. */
export type OpenPacketPayload = Schemas['OpenPacketPayload']
export type OpenPacketResult = Schemas['OpenPacketResult']

/** POST /v1/packet/send. */
export type SendPacketPayload = Schemas['SendPacketPayload']
export type SendPacketResult = Schemas['SendPacketResult']

/** POST /v1/event/get-newbee-redbag-task-reward: the new-user red-bag task reward. */
export type NewbeeRewardPayload = Schemas['NewbeeRewardPayload']
export type NewbeeRewardResult = Schemas['NewbeeRewardResult']

/** GET /v1/packet/myReward. */
export type MyReward = Schemas['MyReward']

/** GET /v1/packet/myRecord (`limit`, default 100). */
export type MyRecordPayload = QueryOf<'getMyRecord'>
export type MyRecordItem = Schemas['MyRecordItem']
export type MyRecords = Schemas['MyRecords']

/** GET /v1/packet/open/record (`limit`, default 20). */
export type OpenRecordsPayload = QueryOf<'getOpenRecords'>
export type OpenRecordItem = Schemas['OpenRecordItem']
export type OpenRecords = Schemas['OpenRecords']

// --- Identity: real-name verification, SMS codes, phone change, cancellation, web login ---

/** POST /v1/realname/status (payload: the user's tokens): the real-name status, masked, and its limits. */
export type RealNameStatus = Schemas['RealNameStatus']
export type RealNameLimits = Schemas['RealNameLimits']
/** Who handles the face check's images and the document photos, and how long they are kept (the consent's words). */
export type SensitiveDataTerms = Schemas['SensitiveDataTerms']
/** The documents real-name verification knows (the first four take the quick path). */
export type DocumentType = Schemas['DocumentType']
/** POST /v1/realname/certify: a face-verification ticket for native's `faceVerify`. */
export type FaceVerifyPayload = Schemas['FaceVerifyPayload']
export type FaceVerifyTicket = Schemas['FaceVerifyTicket']
/** POST /v1/realname/certify/result: the server's outcome of the face check (the new status). */
export type FaceVerifyResultPayload = Schemas['FaceVerifyResultPayload']
/** POST /v1/realname/manual: a submission for manual review. */
export type ManualVerifyPayload = Schemas['ManualVerifyPayload']
export type ManualPhotos = Schemas['ManualPhotos']
/** POST /v1/sms/send: a code to the bound phone or to a new number. */
export type SmsSendPayload = Schemas['SmsSendPayload']
export type SmsSent = Schemas['SmsSent']
/** POST /v1/phone/change. */
export type PhoneChangePayload = Schemas['PhoneChangePayload']
export type PhoneChangeResult = Schemas['PhoneChangeSuccess']['data']
/** POST /v1/phone/owner/proof and /v1/phone/owner/face: the proof that the user holds the bound phone. */
export type PhoneOwnerProofPayload = Schemas['PhoneOwnerProofPayload']
export type PhoneOwnerProof = Schemas['PhoneOwnerProof']
/** POST /v1/phone/review and /v1/phone/review/status: the manual review for a lost number. */
export type PhoneReviewPayload = Schemas['PhoneReviewPayload']
export type PhoneReview = Schemas['PhoneReview']
/** POST /v1/account/cancellation/check and /submit. */
export type CancellationCheck = Schemas['CancellationCheck']
export type CancellationCondition = Schemas['CancellationCondition']
export type CancellationPayload = Schemas['CancellationPayload']
export type CancellationResult = Schemas['CancellationResult']
export type CancellationBalances = Schemas['CancellationBalances']
/** POST /v1/login/sms and /v1/login/phone: the web login. */
export type LoginSmsPayload = Schemas['LoginSmsPayload']
/** The captcha the login send may ask for first (errno 8361009 / 8361010, in `data`), and its answer. */
export type CaptchaChallenge = Schemas['CaptchaChallenge']
export type CaptchaAnswer = Schemas['CaptchaAnswer']
export type LoginPayload = Schemas['LoginPayload']
export type LoginResult = Schemas['LoginResult']
// --- content: agreements, rules and notices (docs/content.md) ---

/** GET /v1/content/rule: a rule document the server holds (`ruleID`). Its blocks are read by @h5/content. */
export type RuleDocumentPayload = QueryOf<'getRuleDocument'>
export type RuleDocument = Schemas['RuleDocument']
/** A document as the server sends it: known fields typed, `blocks` open (docs/openapi.yaml, `ContentDocument`). */
export type ServerContentDocument = Schemas['ContentDocument']

/** GET /v1/content/forbid: a ban notice (`noticeID`). */
export type ForbidNoticePayload = QueryOf<'getForbidNotice'>
export type ForbidNotice = Schemas['ForbidNotice']
/** Where a banned user appeals in the app (`ForbidNotice.appeal`): the appeal page, or a chat with customer service. */
export type ForbidAppealPage = Schemas['ForbidAppealPage']
export type ForbidAppealConversation = Schemas['ForbidAppealConversation']
/** GET /v1/content/support?topic=: the customer-service channel in the app for a topic (联系客服). */
export type SupportChannelPayload = QueryOf<'getSupportChannel'>
export type SupportTopic = Schemas['SupportTopic']
export type SupportChannel = Schemas['SupportChannel']
export type ServicePage = Schemas['ServicePage']
export type ServiceConversation = Schemas['ServiceConversation']

/** POST /v1/agreement/pending: the agreements the user has not accepted in their current version. */
export type AgreementKey = Schemas['AgreementKey']
export type PendingAgreement = Schemas['PendingAgreement']
export type PendingAgreements = Schemas['PendingAgreements']

/** POST /v1/agreement/accept: record the accepted versions. */
export type AcceptAgreementsPayload = Schemas['AcceptAgreementsPayload']
export type AcceptAgreementsResult = Schemas['AcceptAgreementsResult']

// --- benefit: cash-out and the benefit center (@h5/benefit). Money in integer fen. ---

/** POST /v1/cashout/info: the gates' facts, the limits, the fee rate, the window and the times left. */
export type CashoutInfo = Schemas['CashoutInfo']
export type CashoutWindow = Schemas['CashoutWindow']
export type CashoutChannel = Schemas['CashoutChannel']
/** POST /v1/cashout/submit (with an idempotency key), /v1/cashout/detail. */
export type WithdrawalPayload = Schemas['WithdrawalPayload']
export type Withdrawal = Schemas['Withdrawal']
export type WithdrawalStatus = Schemas['WithdrawalStatus']
export type WithdrawalStep = Schemas['WithdrawalStep']
export type WithdrawalDetailPayload = Schemas['WithdrawalDetailPayload']
/** POST /v1/cashout/records: cursor-paged. */
export type WithdrawalsPayload = Schemas['WithdrawalsPayload']
export type WithdrawalSummary = Schemas['WithdrawalSummary']
export type WithdrawalPage = Schemas['WithdrawalPage']
/** POST /v1/benefit/account. */
export type BenefitAccount = Schemas['BenefitAccount']
export type DailyReward = Schemas['DailyReward']
/** POST /v1/benefit/exchange/options and /v1/benefit/exchange. */
export type ExchangeOptions = Schemas['ExchangeOptions']
export type ExchangeOption = Schemas['ExchangeOption']
export type ExchangePayload = Schemas['ExchangePayload']
export type ExchangeResult = Schemas['ExchangeResult']
/** POST /v1/benefit/daily/claim. */
export type DailyRewardClaimed = Schemas['DailyRewardClaimed']
/** POST /v1/benefit/rewards and /v1/benefit/rewards/claim. */
export type Reward = Schemas['Reward']
export type RewardList = Schemas['RewardList']
export type ClaimRewardPayload = Schemas['ClaimRewardPayload']
export type RewardClaimed = Schemas['RewardClaimed']
/** POST /v1/benefit/give. */
export type GivePayload = Schemas['GivePayload']
export type GiftResult = Schemas['GiftResult']
// --- Recharge: the recharge page, order status, web recharge by account ID ---

/** The idempotency key of an order: made when the user starts it, kept across its retries. */
export type IdempotencyKey = Schemas['IdempotencyKey']
/** POST /v1/xpay/recharge-info (payload: the user's tokens): the 钻石 balance and the offer. */
export type RechargeInfo = Schemas['RechargeInfo']
export type RechargeOffer = Schemas['RechargeOffer']
export type RechargePackage = Schemas['RechargePackage']
export type CustomAmountLimits = Schemas['CustomAmountLimits']
export type RechargeCaps = Schemas['RechargeCaps']
/** POST /v1/xpay/order-status: where an order stands (`paid` is the only success). */
export type PayOrderQuery = Schemas['PayOrderQuery']
export type PayOrderStatus = Schemas['PayOrderStatus']
/** POST /v1/xpay/orders: the recharge records (充值记录), cursor-paged. */
export type RechargeOrdersPayload = Schemas['RechargeOrdersPayload']
export type RechargeOrderRecord = Schemas['RechargeOrderRecord']
export type RechargeOrderPage = Schemas['RechargeOrderPage']
/** POST /v1/xpay/web/account: web recharge, the account of an account ID and its offer. */
export type RechargeAccountQuery = Schemas['RechargeAccountQuery']
export type RechargeAccount = Schemas['RechargeAccount']
export type RechargeAccountResult = Schemas['RechargeAccountResult']
/** POST /v1/xpay/web-order: web recharge, an order and its pay page (WeChat H5 pay, Alipay wap pay). */
export type WebOrderPayload = Schemas['WebOrderPayload']
export type WebOrderResult = Schemas['WebOrderResult']
export type WxWebAuthorizePayload = Schemas['WxWebAuthorizePayload']
export type WxWebAuthorize = Schemas['WxWebAuthorize']
export type JsapiOrderPayload = Schemas['JsapiOrderPayload']
export type ClaimAllRewardsPayload = Schemas['ClaimAllRewardsPayload']
export type RewardsClaimed = Schemas['RewardsClaimed']

// --- The mall (@h5/mall): goods, VIP, guard, pretty numbers, wealth. 钻石 whole, money in integer fen. ---

/** What a goods item is (avatar frame, chat bubble, entrance banner, profile card, pretty number). */
export type MallKind = Schemas['MallKind']
/** POST /v1/mall/goods: the mall's tabs and one tab's goods. */
export type MallGoodsPayload = Schemas['MallGoodsPayload']
export type MallGoods = Schemas['MallGoods']
export type MallTab = Schemas['MallTab']
export type MallGoodsItem = Schemas['MallGoodsItem']
/** A picture of an item at a fixed size (image or animated image). */
export type Preview = Schemas['Preview']
/** How an item is had: a price, a wealth level or a VIP tier. */
export type Unlock = Schemas['Unlock']
export type Ownership = Schemas['Ownership']
/** POST /v1/mall/goods/options: a goods item's price options (钻石 or money) and my 钻石. */
export type GoodsOptionsPayload = Schemas['GoodsOptionsPayload']
export type GoodsOptions = Schemas['GoodsOptions']
export type PriceOption = Schemas['PriceOption']
/** POST /v1/mall/buy and /v1/mall/give (with an idempotency key). */
export type BuyGoodsPayload = Schemas['BuyGoodsPayload']
export type GoodsBought = Schemas['GoodsBought']
export type GiveGoodsPayload = Schemas['GiveGoodsPayload']
export type GoodsGiven = Schemas['GoodsGiven']
/** POST /v1/mall/backpack, /v1/mall/wear, /v1/mall/take-off. */
export type BackpackPayload = Schemas['BackpackPayload']
export type Backpack = Schemas['Backpack']
export type OwnedItem = Schemas['OwnedItem']
export type WearPayload = Schemas['WearPayload']
export type WornItem = Schemas['WornItem']
/** POST /v1/vip/tiers, /v1/vip/membership, /v1/vip/auto-renew, /v1/vip/daily/claim. */
export type VipTiersPayload = Schemas['VipTiersPayload']
export type VipTiers = Schemas['VipTiers']
export type VipTier = Schemas['VipTier']
export type VipPerk = Schemas['VipPerk']
export type Membership = Schemas['Membership']
export type MembershipEvent = Schemas['MembershipEvent']
export type AutoRenew = Schemas['AutoRenew']
export type AutoRenewPayload = Schemas['AutoRenewPayload']
export type VipDaily = Schemas['VipDaily']
export type VipDailyClaimed = Schemas['VipDailyClaimed']
/** POST /v1/guard/info and /v1/guard/list (cursor-paged). */
export type GuardInfoPayload = Schemas['GuardInfoPayload']
export type GuardInfo = Schemas['GuardInfo']
export type GuardUser = Schemas['GuardUser']
export type GuardPlan = Schemas['GuardPlan']
export type GuardPlanOption = Schemas['GuardPlanOption']
export type MyGuard = Schemas['MyGuard']
export type TipCaps = Schemas['TipCaps']
export type GuardsPayload = Schemas['GuardsPayload']
export type GuardEntry = Schemas['GuardEntry']
export type GuardPage = Schemas['GuardPage']
/** POST /v1/number/catalogue (cursor-paged) and /v1/number/mine. */
export type NumbersPayload = Schemas['NumbersPayload']
export type NumberGoods = Schemas['NumberGoods']
export type NumberPage = Schemas['NumberPage']
export type MyNumbers = Schemas['MyNumbers']
export type OwnedNumber = Schemas['OwnedNumber']
/** POST /v1/user/home (the public page; the token pair optional), /v1/user/follow and /v1/user/unfollow. */
export type UserHomePayload = Schemas['UserHomePayload']
export type UserHome = Schemas['UserHome']
export type HomeProfile = Schemas['HomeProfile']
export type HomeBadge = Schemas['HomeBadge']
export type HomeViewer = Schemas['HomeViewer']
export type HomeGuard = Schemas['HomeGuard']
export type HomeGift = Schemas['HomeGift']
export type HomeWork = Schemas['HomeWork']
export type FollowPayload = Schemas['FollowPayload']
export type FollowResult = Schemas['FollowResult']
/** POST /v1/wealth/level and /v1/wealth/ledger (cursor-paged by month). */
export type WealthLevel = Schemas['WealthLevel']
export type WealthLevelRow = Schemas['WealthLevelRow']
export type WealthLedgerPayload = Schemas['WealthLedgerPayload']
export type WealthLedgerPage = Schemas['WealthLedgerPage']
export type WealthEntry = Schemas['WealthEntry']

// --- Guild (@h5/guild): roles, the statement engine, the revenue split, hosts, the guild's withdrawal. ---

/** POST /v1/guild/me: my roles, guild and family. */
export type GuildMe = Schemas['GuildMe']
export type GuildRole = Schemas['GuildRole']
export type GuildSummary = Schemas['GuildSummary']
export type FamilySummary = Schemas['FamilySummary']
export type FamilyRole = Schemas['FamilyRole']
/** POST /v1/guild/periods, /v1/guild/statement and /v1/guild/statement/rows: the statement engine. */
export type StatementKind = Schemas['StatementKind']
export type Granularity = Schemas['Granularity']
export type StatementPeriod = Schemas['StatementPeriod']
export type StatementPeriodsPayload = Schemas['StatementPeriodsPayload']
export type StatementPeriodPage = Schemas['StatementPeriodPage']
export type Figure = Schemas['Figure']
export type Breakdown = Schemas['Breakdown']
export type BreakdownPart = Schemas['BreakdownPart']
export type StatementMember = Schemas['StatementMember']
export type Statement = Schemas['Statement']
export type StatementPayload = Schemas['StatementPayload']
export type StatementRow = Schemas['StatementRow']
export type StatementRowsPayload = Schemas['StatementRowsPayload']
export type StatementRowPage = Schemas['StatementRowPage']
/** POST /v1/guild/split and /v1/guild/split/change. */
export type SplitLimits = Schemas['SplitLimits']
export type SplitMember = Schemas['SplitMember']
export type RevenueSplitPayload = Schemas['RevenueSplitPayload']
export type RevenueSplit = Schemas['RevenueSplit']
export type SplitChangePayload = Schemas['SplitChangePayload']
export type SplitChanged = Schemas['SplitChanged']
/** POST /v1/host/status and /v1/host/apply. */
export type HostState = Schemas['HostState']
export type HostRequirement = Schemas['HostRequirement']
export type HostApplication = Schemas['HostApplication']
export type HostStatus = Schemas['HostStatus']
export type HostApplyPayload = Schemas['HostApplyPayload']
/** POST /v1/guild/cashout/info; submit, sms and records take and answer the cash-out family's shapes. */
export type GuildCashoutInfo = Schemas['GuildCashoutInfo']
export type GuildAccount = Schemas['GuildAccount']
// --- Activities (@h5/activity): events, rankings, draws and tasks. Points never money; odds in parts per 10^8. ---

/** An event's state, window, art and a part of it (a board, a draw). */
export type ActivityState = Schemas['ActivityState']
export type ActivityWindow = Schemas['ActivityWindow']
export type ActivityArt = Schemas['ActivityArt']
export type ActivityPart = Schemas['ActivityPart']
/** POST /v1/activity/list and /v1/activity/detail: the activity center and one event. */
export type ActivitySummary = Schemas['ActivitySummary']
export type ActivityList = Schemas['ActivityList']
export type ActivityPayload = Schemas['ActivityPayload']
export type Activity = Schemas['Activity']
/** POST /v1/activity/ranking (cursor-paged) and /v1/activity/ranking/hide. */
export type RankingPayload = Schemas['RankingPayload']
export type Ranking = Schemas['Ranking']
export type RankingPeriod = Schemas['RankingPeriod']
export type RankingRow = Schemas['RankingRow']
export type RankedUser = Schemas['RankedUser']
export type MyRank = Schemas['MyRank']
export type RankReward = Schemas['RankReward']
export type RankingHiddenPayload = Schemas['RankingHiddenPayload']
export type RankingHidden = Schemas['RankingHidden']
/** POST /v1/activity/draw/info, /v1/activity/draw (with an idempotency key), /v1/activity/draw/records. */
export type DrawInfoPayload = Schemas['DrawInfoPayload']
export type DrawInfo = Schemas['DrawInfo']
export type DrawPrize = Schemas['DrawPrize']
export type DrawPrices = Schemas['DrawPrices']
export type DrawGuarantee = Schemas['DrawGuarantee']
export type DrawCap = Schemas['DrawCap']
export type DrawPayload = Schemas['DrawPayload']
export type DrawResult = Schemas['DrawResult']
export type WonPrize = Schemas['WonPrize']
export type DrawRecordsPayload = Schemas['DrawRecordsPayload']
export type DrawRecord = Schemas['DrawRecord']
export type DrawRecordPage = Schemas['DrawRecordPage']
/** POST /v1/activity/tasks and /v1/activity/tasks/claim. */
export type ActivityTask = Schemas['ActivityTask']
export type TaskReward = Schemas['TaskReward']
export type TaskList = Schemas['TaskList']
export type ClaimTaskPayload = Schemas['ClaimTaskPayload']
export type TaskClaimed = Schemas['TaskClaimed']

/** No payload. */
export type NoPayload = Record<string, never>

/** Every endpoint of docs/openapi.yaml: its payload, its data and its unwrap policy. */
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
  // Identity
  getRealNameStatus: { payload: UserTokens; data: RealNameStatus; unwrap: 'body' }
  startFaceVerify: { payload: FaceVerifyPayload; data: FaceVerifyTicket; unwrap: 'body' }
  getFaceVerifyResult: { payload: FaceVerifyResultPayload; data: RealNameStatus; unwrap: 'body' }
  submitManualVerify: { payload: ManualVerifyPayload; data: RealNameStatus; unwrap: 'body' }
  sendSmsCode: { payload: SmsSendPayload; data: SmsSent; unwrap: 'body' }
  changePhone: { payload: PhoneChangePayload; data: PhoneChangeResult; unwrap: 'body' }
  provePhoneOwner: { payload: PhoneOwnerProofPayload; data: PhoneOwnerProof; unwrap: 'body' }
  startPhoneOwnerFaceCheck: { payload: UserTokens; data: FaceVerifyTicket; unwrap: 'body' }
  submitPhoneReview: { payload: PhoneReviewPayload; data: PhoneReview; unwrap: 'body' }
  getPhoneReview: { payload: UserTokens; data: PhoneReview; unwrap: 'body' }
  getCancellationCheck: { payload: UserTokens; data: CancellationCheck; unwrap: 'body' }
  submitCancellation: { payload: CancellationPayload; data: CancellationResult; unwrap: 'body' }
  withdrawCancellation: { payload: UserTokens; data: CancellationCheck; unwrap: 'body' }
  sendLoginSmsCode: { payload: LoginSmsPayload; data: SmsSent; unwrap: 'body' }
  loginByPhone: { payload: LoginPayload; data: LoginResult; unwrap: 'body' }
  // content (docs/content.md)
  getRuleDocument: { payload: RuleDocumentPayload; data: RuleDocument; unwrap: 'body' }
  getForbidNotice: { payload: ForbidNoticePayload; data: ForbidNotice; unwrap: 'body' }
  getSupportChannel: { payload: SupportChannelPayload; data: SupportChannel; unwrap: 'body' }
  getPendingAgreements: { payload: UserTokens; data: PendingAgreements; unwrap: 'body' }
  acceptAgreements: { payload: AcceptAgreementsPayload; data: AcceptAgreementsResult; unwrap: 'body' }
  // benefit
  getCashoutInfo: { payload: UserTokens; data: CashoutInfo; unwrap: 'body' }
  submitWithdrawal: { payload: WithdrawalPayload; data: Withdrawal; unwrap: 'body' }
  sendWithdrawalSmsCode: { payload: UserTokens; data: SmsSent; unwrap: 'body' }
  getWithdrawals: { payload: WithdrawalsPayload; data: WithdrawalPage; unwrap: 'body' }
  getWithdrawal: { payload: WithdrawalDetailPayload; data: Withdrawal; unwrap: 'body' }
  getBenefitAccount: { payload: UserTokens; data: BenefitAccount; unwrap: 'body' }
  getExchangeOptions: { payload: UserTokens; data: ExchangeOptions; unwrap: 'body' }
  exchangeRedDiamonds: { payload: ExchangePayload; data: ExchangeResult; unwrap: 'body' }
  claimDailyReward: { payload: UserTokens; data: DailyRewardClaimed; unwrap: 'body' }
  getRewards: { payload: UserTokens; data: RewardList; unwrap: 'body' }
  claimReward: { payload: ClaimRewardPayload; data: RewardClaimed; unwrap: 'body' }
  claimAllRewards: { payload: ClaimAllRewardsPayload; data: RewardsClaimed; unwrap: 'body' }
  giveRedDiamonds: { payload: GivePayload; data: GiftResult; unwrap: 'body' }
  // Recharge
  getRechargeInfo: { payload: UserTokens; data: RechargeInfo; unwrap: 'body' }
  getPayOrder: { payload: PayOrderQuery; data: PayOrderStatus; unwrap: 'body' }
  getRechargeOrders: { payload: RechargeOrdersPayload; data: RechargeOrderPage; unwrap: 'body' }
  findRechargeAccount: { payload: RechargeAccountQuery; data: RechargeAccountResult; unwrap: 'body' }
  createWebOrder: { payload: WebOrderPayload; data: WebOrderResult; unwrap: 'body' }
  getWxWebAuthorizeUrl: { payload: WxWebAuthorizePayload; data: WxWebAuthorize; unwrap: 'body' }
  createJsapiOrder: { payload: JsapiOrderPayload; data: WxOrderResult; unwrap: 'body' }
  // Guild (@h5/guild)
  getGuildMe: { payload: UserTokens; data: GuildMe; unwrap: 'body' }
  getStatementPeriods: { payload: StatementPeriodsPayload; data: StatementPeriodPage; unwrap: 'body' }
  getStatement: { payload: StatementPayload; data: Statement; unwrap: 'body' }
  getStatementRows: { payload: StatementRowsPayload; data: StatementRowPage; unwrap: 'body' }
  getRevenueSplit: { payload: RevenueSplitPayload; data: RevenueSplit; unwrap: 'body' }
  changeRevenueSplit: { payload: SplitChangePayload; data: SplitChanged; unwrap: 'body' }
  getHostStatus: { payload: UserTokens; data: HostStatus; unwrap: 'body' }
  applyForHost: { payload: HostApplyPayload; data: HostStatus; unwrap: 'body' }
  getGuildCashoutInfo: { payload: UserTokens; data: GuildCashoutInfo; unwrap: 'body' }
  sendGuildWithdrawalSmsCode: { payload: UserTokens; data: SmsSent; unwrap: 'body' }
  submitGuildWithdrawal: { payload: WithdrawalPayload; data: Withdrawal; unwrap: 'body' }
  getGuildWithdrawals: { payload: WithdrawalsPayload; data: WithdrawalPage; unwrap: 'body' }
  // The mall (@h5/mall)
  getMallGoods: { payload: MallGoodsPayload; data: MallGoods; unwrap: 'body' }
  getGoodsOptions: { payload: GoodsOptionsPayload; data: GoodsOptions; unwrap: 'body' }
  buyGoods: { payload: BuyGoodsPayload; data: GoodsBought; unwrap: 'body' }
  giveGoods: { payload: GiveGoodsPayload; data: GoodsGiven; unwrap: 'body' }
  getBackpack: { payload: BackpackPayload; data: Backpack; unwrap: 'body' }
  wearItem: { payload: WearPayload; data: WornItem; unwrap: 'body' }
  takeOffItem: { payload: WearPayload; data: WornItem; unwrap: 'body' }
  getVipTiers: { payload: VipTiersPayload; data: VipTiers; unwrap: 'body' }
  getMembership: { payload: UserTokens; data: Membership; unwrap: 'body' }
  setAutoRenew: { payload: AutoRenewPayload; data: AutoRenew; unwrap: 'body' }
  claimVipDaily: { payload: UserTokens; data: VipDailyClaimed; unwrap: 'body' }
  getGuardInfo: { payload: GuardInfoPayload; data: GuardInfo; unwrap: 'body' }
  getGuards: { payload: GuardsPayload; data: GuardPage; unwrap: 'body' }
  getNumbers: { payload: NumbersPayload; data: NumberPage; unwrap: 'body' }
  getMyNumbers: { payload: UserTokens; data: MyNumbers; unwrap: 'body' }
  getWealthLevel: { payload: UserTokens; data: WealthLevel; unwrap: 'body' }
  getWealthLedger: { payload: WealthLedgerPayload; data: WealthLedgerPage; unwrap: 'body' }
  getUserHome: { payload: UserHomePayload; data: UserHome; unwrap: 'body' }
  followUser: { payload: FollowPayload; data: FollowResult; unwrap: 'body' }
  unfollowUser: { payload: FollowPayload; data: FollowResult; unwrap: 'body' }
  // Activities (@h5/activity)
  getActivities: { payload: UserTokens; data: ActivityList; unwrap: 'body' }
  getActivity: { payload: ActivityPayload; data: Activity; unwrap: 'body' }
  getRanking: { payload: RankingPayload; data: Ranking; unwrap: 'body' }
  setRankingHidden: { payload: RankingHiddenPayload; data: RankingHidden; unwrap: 'body' }
  getDraw: { payload: DrawInfoPayload; data: DrawInfo; unwrap: 'body' }
  drawPrizes: { payload: DrawPayload; data: DrawResult; unwrap: 'body' }
  getDrawRecords: { payload: DrawRecordsPayload; data: DrawRecordPage; unwrap: 'body' }
  getTasks: { payload: ActivityPayload; data: TaskList; unwrap: 'body' }
  claimTask: { payload: ClaimTaskPayload; data: TaskClaimed; unwrap: 'body' }
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

/** The client without endpoint functions (`createApiTransport`): what `bindEndpoints` sends through. */
export type ApiTransport = {
  /** Any request through the client's header, loading and envelope handling. */
  request<T = unknown>(config: ApiRequestConfig<'body'>): Promise<Envelope<T>>
  request<T = unknown>(config: ApiRequestConfig<'response'>): Promise<AxiosResponse<RawEnvelope<T>>>
  request<T = unknown>(config: ApiRequestConfig<'data'>): Promise<RawEnvelope<T>>
  /** The underlying axios instance (interceptors, defaults). */
  readonly axios: AxiosInstance
}

/** The typed functions of some endpoints (`bindEndpoints` of a table). */
export type BoundEndpoints<K extends EndpointName> = { readonly [P in K]: EndpointFunction<P> }

/** The transport with a function for every endpoint (`createApiClient`). */
export type ApiClient = ApiTransport & BoundEndpoints<EndpointName>
