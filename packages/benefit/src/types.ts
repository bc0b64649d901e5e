import type {
  ApiClient,
  BenefitAccount,
  CashoutInfo,
  ExchangeOptions,
  RewardList,
  UserTokens,
  Withdrawal,
  WithdrawalSummary,
} from '@h5/api'
import type { AttemptStorage, MoneyAttempt, NamedRequestsState, PagedState, RequestResult } from '@h5/request'
import type { BenefitError } from './BenefitError'

/** What an action answers: it never rejects. */
export type BenefitResult<T> = RequestResult<T, BenefitError>

/** The actions that keep a status and an error in the state. */
export type BenefitAction =
  | 'cashout'
  | 'withdraw'
  | 'withdrawal'
  | 'account'
  | 'options'
  | 'exchange'
  | 'daily'
  | 'rewards'
  | 'claim'
  | 'give'
  | 'native'
  | 'code'
  | 'claimAll'

/** The money requests that carry an idempotency key: each keeps its open attempt in `state.attempts`. */
export type MoneyAction = 'withdraw' | 'exchange' | 'give' | 'claimAll'

/**
 * A page visit's benefit state (createBenefitState): each action's `status` and `errors` (the shared runner's
 * named requests, @h5/request), what the server last answered, and the open attempt of each money request.
 */
export interface BenefitState extends NamedRequestsState<BenefitAction, BenefitError> {
  cashout: CashoutInfo | null
  /** The withdrawal last submitted or opened. */
  withdrawal: Withdrawal | null
  account: BenefitAccount | null
  options: ExchangeOptions | null
  rewards: RewardList['items'] | null
  /**
   * The attempt in progress of each money request (@h5/request `MoneyAttempt`): its idempotency key and what it
   * sends (the amount; the option; the friend's user ID and the 红钻). A retry of the same request keeps the key;
   * a decided answer (success or an errno) ends the attempt. Kept for the tab when the state has a storage.
   */
  attempts: Record<MoneyAction, MoneyAttempt | null>
}

/** How the user proved it is the owner of a withdrawal (docs/openapi.yaml `CashoutInfo.verifyBy`). */
export type WithdrawalProof = { smsCode: string } | { payPassword: string }

/** The cash-out records list (`createPagedState` of @h5/request). */
export type WithdrawalPages = PagedState<WithdrawalSummary, BenefitError>

/** The endpoints the actions call (an `ApiClient` of @h5/api fits). */
export type BenefitApi = Pick<
  ApiClient,
  | 'getCashoutInfo'
  | 'sendWithdrawalSmsCode'
  | 'submitWithdrawal'
  | 'getWithdrawals'
  | 'getWithdrawal'
  | 'getBenefitAccount'
  | 'getExchangeOptions'
  | 'exchangeRedDiamonds'
  | 'claimDailyReward'
  | 'getRewards'
  | 'claimReward'
  | 'claimAllRewards'
  | 'giveRedDiamonds'
>

/** A friend as native's `selectUserFromRelationList` answers one (docs/native-contract.md `RelationUser`). */
export interface Friend {
  userID: number
  nickName: string
  avatar: string
}

/** The native operations the actions use, by shape (`createBridge()` of @h5/bridge fits). */
export interface BenefitBridge {
  call(op: 'selectUserFromRelationList', data: { title?: string; max?: number }): Promise<{ users: Friend[] }>
  call(op: 'bindWeChat', data: Record<string, never>): Promise<{ nickName: string }>
  call(op: 'gotoBindMobile', data: Record<string, never>): Promise<unknown>
  call(op: 'teenagerCanUse'): Promise<unknown>
}

/** How a benefit state is made: where its open money attempts are kept for the tab (`sessionStorage`). */
export interface BenefitStateOptions {
  storage?: AttemptStorage
}

export type { UserTokens }
