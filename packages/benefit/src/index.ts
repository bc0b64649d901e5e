/**
 * @h5/benefit: the 红钻 account of the H5 pages. Cash-out to WeChat (the gates in order, the server's
 * limits and fee rates, a preview in fen, withdrawals with an idempotency key per attempt, cursor-paged records,
 * the timeline), exchange of 红钻 for 钻石, the daily login reward, rewards to claim and gifts to friends. The
 * error class with named codes, the state factory and actions that return results and never reject.
 */
export { BenefitError } from './BenefitError'
export { BenefitErrorCode } from './BenefitErrorCode'
export type { BenefitErrorDetails } from './BenefitError'
export { createBenefitState } from './benefitState'
export { bindInApp } from './bindInApp'
export { cashoutGate } from './cashoutGate'
export { checkGivingAllowed } from './checkGivingAllowed'
export type { CashoutGate } from './cashoutGate'
export { checkWithdrawalAmount, withdrawableFen } from './checkWithdrawalAmount'
export { claimDailyReward } from './claimDailyReward'
export { claimAllRewards } from './claimAllRewards'
export { claimReward } from './claimReward'
export { BENEFIT_ERRCODES, BENEFIT_ERRNOS, BENEFIT_ERROR_MESSAGES, benefitError, toBenefitError } from './errnoTable'
export { exchangeRedDiamonds } from './exchangeRedDiamonds'
export type { ExchangeInput } from './exchangeRedDiamonds'
export { formatFen } from './formatFen'
export { giveRedDiamonds } from './giveRedDiamonds'
export type { GiftInput } from './giveRedDiamonds'
export { loadBenefitAccount } from './loadBenefitAccount'
export { loadCashoutInfo } from './loadCashoutInfo'
export { loadExchangeOptions } from './loadExchangeOptions'
export { loadRewards } from './loadRewards'
export { loadWithdrawal } from './loadWithdrawal'
export { pickFriend } from './pickFriend'
export { previewWithdrawal } from './previewWithdrawal'
export type { WithdrawalPreview } from './previewWithdrawal'
export { sendWithdrawalCode } from './sendWithdrawalCode'
export { submitWithdrawal } from './submitWithdrawal'
export type { WithdrawalInput } from './submitWithdrawal'
export { WITHDRAWALS_PER_PAGE, withdrawalPages } from './withdrawalPages'
export type {
  BenefitAction,
  BenefitApi,
  BenefitBridge,
  BenefitResult,
  BenefitState,
  BenefitStateOptions,
  Friend,
  MoneyAction,
  UserTokens,
  WithdrawalPages,
  WithdrawalProof,
} from './types'
