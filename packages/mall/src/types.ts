import type {
  ApiClient,
  GoodsOptions,
  GuardInfo,
  MallGoods,
  Membership,
  MyNumbers,
  OwnedItem,
  UserTokens,
  VipTiers,
  WealthLevel,
} from '@h5/api'
import type { AttemptStorage, MoneyAttempt, NamedRequestsState, RequestResult } from '@h5/request'
import type { MallError } from './MallError'

/** What an action answers: it never rejects. */
export type MallResult<T> = RequestResult<T, MallError>

/** The actions that keep a status and an error in the state. */
export type MallAction =
  | 'goods'
  | 'options'
  | 'buy'
  | 'give'
  | 'backpack'
  | 'wear'
  | 'tiers'
  | 'membership'
  | 'buyVip'
  | 'autoRenew'
  | 'daily'
  | 'guard'
  | 'buyGuard'
  | 'myNumbers'
  | 'wealth'

/** The money requests that carry an idempotency key: each keeps its open attempt in `state.attempts`. */
export type MallMoneyAction = 'buy' | 'give' | 'buyVip' | 'buyGuard'

/**
 * A page visit's mall state (createMallState): each action's `status` and `errors` (the shared runner's named
 * requests, @h5/request), what the server last answered, my 钻石 as last answered, and the open attempt of each
 * money request.
 */
export interface MallState extends NamedRequestsState<MallAction, MallError> {
  goods: MallGoods | null
  options: GoodsOptions | null
  backpack: OwnedItem[] | null
  tiers: VipTiers | null
  membership: Membership | null
  guard: GuardInfo | null
  myNumbers: MyNumbers | null
  wealth: WealthLevel | null
  /** My 钻石 balance as the server last answered it (options, guard info, a purchase), or null before any. */
  diamonds: number | null
  /**
   * The attempt in progress of each money request (@h5/request `MoneyAttempt`): its idempotency key and what it
   * sends (the item, the option and the confirmed price; the receiver's or the host's user ID). A retry of the
   * same request keeps the key; a decided answer (success or an errno) ends the attempt. Kept for the tab when the
   * state has a storage.
   */
  attempts: Record<MallMoneyAction, MoneyAttempt | null>
}

/** The endpoints the actions call (an `ApiClient` of @h5/api fits). */
export type MallApi = Pick<
  ApiClient,
  | 'getMallGoods'
  | 'getGoodsOptions'
  | 'buyGoods'
  | 'giveGoods'
  | 'getBackpack'
  | 'wearItem'
  | 'takeOffItem'
  | 'getVipTiers'
  | 'getMembership'
  | 'setAutoRenew'
  | 'claimVipDaily'
  | 'buyHonor'
  | 'buyGuard'
  | 'getGuardInfo'
  | 'getGuards'
  | 'getNumbers'
  | 'getMyNumbers'
  | 'getWealthLevel'
  | 'getWealthLedger'
>

/** The native operation the mall asks, by shape (`createBridge()` of @h5/bridge fits): teen mode's question. */
export interface MallBridge {
  call(op: 'teenagerCanUse'): Promise<unknown>
}

/**
 * What a money action needs: the API, and the bridge for teen mode's question, asked before anything that
 * spends 钻石 is sent (docs/families.md, "Money and identity").
 */
export interface MallClient {
  api: MallApi
  bridge: MallBridge
}

/** How a mall state is made: where its open money attempts are kept for the tab (`sessionStorage`). */
export interface MallStateOptions {
  storage?: AttemptStorage
}

export type { UserTokens }
