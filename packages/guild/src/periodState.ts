import type { StatementPeriod } from '@h5/api'

/**
 * Where a period stands at `now` (the server's clock, `serverNow()`): `settled` (final, settled at `closesAt`),
 * `open` (未结算: its figures still move; it settles at `closesAt`), or `settling` (the close time has passed but
 * the server has not said settled yet: 结算中, still not final).
 *
 * @example
 * periodState(period, serverNow()) // 'open': show 未结算 and the close time with the kit's Countdown
 */
export function periodState(period: Pick<StatementPeriod, 'settled' | 'closesAt'>, now: number): 'settled' | 'open' | 'settling' {
  if (period.settled) return 'settled'
  return now < period.closesAt ? 'open' : 'settling'
}
