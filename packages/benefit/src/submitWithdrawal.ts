import type { Withdrawal } from '@h5/api'
import { BenefitErrorCode } from './BenefitErrorCode'
import { checkWithdrawalAmount } from './checkWithdrawalAmount'
import { cashoutGate } from './cashoutGate'
import { benefitError } from './errnoTable'
import { runAttempt } from './runAction'
import type { BenefitApi, BenefitResult, BenefitState, UserTokens, WithdrawalProof } from './types'

const GATE_CODES = {
  realName: BenefitErrorCode.NOT_VERIFIED,
  phone: BenefitErrorCode.PHONE_NOT_BOUND,
  wechat: BenefitErrorCode.WECHAT_NOT_BOUND,
  window: BenefitErrorCode.OUTSIDE_WINDOW,
  times: BenefitErrorCode.MONTHLY_TIMES_USED,
  balance: BenefitErrorCode.BELOW_MINIMUM,
} as const

/**
 * What a withdrawal sends: the user, the amount as the kit's amount field read it (null: nothing or malformed), and
 * the owner's proof the confirmation sheet took (`CashoutInfo.verifyBy`: the SMS code or the payment password).
 */
export interface WithdrawalInput {
  tokens: UserTokens
  amountFen: number | null
  proof?: WithdrawalProof
}

/**
 * Submits a withdrawal of `amountFen` with the attempt's idempotency key (@h5/request `runAttempt`, in
 * `state.attempts.withdraw`) and the owner's `proof`: a retry after a time-out, or after a reload when the state
 * keeps attempts for the tab, sends the same key, so the server makes one withdrawal; a wrong code is the
 * server's refusal, and the next try a new attempt. Checks the loaded gates and limits first (nothing
 * is sent when one fails); the server checks them again. The withdrawal goes into `state.withdrawal`.
 *
 * @example
 * const result = await submitWithdrawal(state, api, { tokens, amountFen: 10_000 })
 * if (result.ok) navigate(`/wxcash/cashdetail?id=${result.data.withdrawalID}&submitted=1`)
 */
export async function submitWithdrawal(state: BenefitState, api: BenefitApi, input: WithdrawalInput): Promise<BenefitResult<Withdrawal>> {
  const { tokens, amountFen, proof } = input
  const info = state.cashout
  if (info) {
    const gate = cashoutGate(info)
    const refused = gate ? GATE_CODES[gate] : checkWithdrawalAmount(info, amountFen)
    if (refused) return { ok: false, error: benefitError(refused) }
  } else if (amountFen === null) {
    return { ok: false, error: benefitError(BenefitErrorCode.INVALID_AMOUNT) }
  }
  const fen = amountFen as number
  return runAttempt(state, 'withdraw', {
    run: async (begin) => {
      const { key } = begin(String(fen))
      return (await api.submitWithdrawal({ ...tokens, amountFen: fen, idempotencyKey: key, ...proof }, { quiet: true })).data
    },
    apply: (withdrawal) => {
      state.withdrawal = withdrawal
    },
  })
}
