import type { GuildCashoutInfo } from '@h5/api'
import { checkWithdrawalAmount } from '@h5/benefit'
import { GuildErrorCode } from './GuildErrorCode'

/**
 * The guild withdrawal's gates, in the order they are checked (docs/openapi.yaml `GuildCashoutInfo`): `president`
 * (only the president withdraws: ask the president), `verification` (the guild verified as a company or a
 * person), `account` (the guild's bank account bound), `window` and `times` (only by waiting), `balance` (less than
 * the minimum of one withdrawal). The cash-out family's gates (@h5/benefit `cashoutGate`) with the guild's first.
 */
export type GuildCashoutGate = 'president' | 'verification' | 'account' | 'window' | 'times' | 'balance'

/**
 * The first gate that blocks the guild's withdrawal, or null when the president may withdraw now.
 *
 * @example
 * guildCashoutGate(info) // 'account' while the guild's bank account is not bound
 */
export function guildCashoutGate(info: GuildCashoutInfo): GuildCashoutGate | null {
  if (!info.president) return 'president'
  if (info.verification === 'none') return 'verification'
  if (!info.account.bound) return 'account'
  if (!info.window.open) return 'window'
  if (info.timesLeft <= 0) return 'times'
  if (info.availableFen < info.minFen) return 'balance'
  return null
}

/** The code a gate refuses with. */
export const GATE_CODES: Record<GuildCashoutGate, GuildErrorCode> = {
  president: GuildErrorCode.NO_PERMISSION,
  verification: GuildErrorCode.NOT_VERIFIED,
  account: GuildErrorCode.ACCOUNT_NOT_BOUND,
  window: GuildErrorCode.OUTSIDE_WINDOW,
  times: GuildErrorCode.TIMES_USED,
  balance: GuildErrorCode.BELOW_MINIMUM,
}

/**
 * Whether `amountFen` (the kit's amount field: integer fen, or null) may be withdrawn from the guild's balance
 * under the server's limits: the code of the first rule it breaks, or null. The cash-out family's rule
 * (@h5/benefit `checkWithdrawalAmount`), its codes the guild's.
 *
 * @example
 * checkGuildWithdrawalAmount(info, 500) // 'BELOW_MINIMUM' when info.minFen is 10000
 */
export function checkGuildWithdrawalAmount(info: Pick<GuildCashoutInfo, 'minFen' | 'maxFen' | 'availableFen'>, amountFen: number | null): GuildErrorCode | null {
  return checkWithdrawalAmount(info, amountFen) as GuildErrorCode | null
}
