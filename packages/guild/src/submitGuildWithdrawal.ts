import type { Withdrawal } from '@h5/api'
import { GuildErrorCode } from './GuildErrorCode'
import { guildError } from './errnoTable'
import { checkGuildWithdrawalAmount, GATE_CODES, guildCashoutGate } from './guildCashoutGate'
import { runAttempt } from './runAction'
import type { GuildApi, GuildResult, GuildState, UserTokens } from './types'

/** What the guild's withdrawal sends: the amount (the kit's amount field: fen, or null) and the SMS code. */
export interface GuildWithdrawalInput {
  tokens: UserTokens
  amountFen: number | null
  smsCode: string
}

/**
 * Withdraws `amountFen` from the guild's balance to its bank account, as the cash-out family does
 * (@h5/benefit `submitWithdrawal`): the loaded gates and limits checked first (nothing sent when one fails; load
 * the facts before), then one request with the attempt's idempotency key (`state.attempts.withdraw`, per amount),
 * so a double tap, a retry after a time-out or a reload mid-attempt pays once. The fee is the server's
 * (`previewWithdrawal` of @h5/benefit shows it before). The balance in `state.cashout` drops by the amount.
 *
 * @example
 * const result = await submitGuildWithdrawal(state, api, { tokens, amountFen: 100_000, smsCode })
 * if (result.ok) showResult(result.data)
 */
export async function submitGuildWithdrawal(state: GuildState, api: GuildApi, input: GuildWithdrawalInput): Promise<GuildResult<Withdrawal>> {
  const { tokens, amountFen, smsCode } = input
  const info = state.cashout
  if (!info) return { ok: false, error: guildError(GuildErrorCode.REQUEST_FAILED) }
  const gate = guildCashoutGate(info)
  const refused = gate ? GATE_CODES[gate] : checkGuildWithdrawalAmount(info, amountFen)
  if (refused) return { ok: false, error: guildError(refused) }
  if (!/^\d{6}$/.test(smsCode)) return { ok: false, error: guildError(GuildErrorCode.CODE_WRONG) }
  const fen = amountFen as number
  return runAttempt(state, 'withdraw', {
    run: async (begin) => {
      const { key } = begin(String(fen))
      return (await api.submitGuildWithdrawal({ ...tokens, amountFen: fen, idempotencyKey: key, smsCode }, { quiet: true })).data
    },
    apply: () => {
      if (state.cashout) state.cashout.availableFen -= fen
    },
  })
}
