/** A pool's odds add up to this: docs/openapi.yaml `Odds` is an integer in parts per 10^8. */
export const ODDS_TOTAL = 100_000_000

/**
 * A prize's probability as a percentage, exactly: `odds` is parts per 10^8, so the percentage is odds / 10^6,
 * written with integer arithmetic on the digits (no floating point: 0.0001% is never 0.00009999999%), with the
 * trailing zeros dropped. Anything but an integer from 0 to 10^8 is `—`, never a wrong figure.
 *
 * @example
 * formatOdds(100)         // '0.0001%'
 * formatOdds(1)           // '0.000001%'
 * formatOdds(990_000)     // '0.99%'
 * formatOdds(60_000_000)  // '60%'
 * formatOdds(100_000_000) // '100%'
 */
export function formatOdds(odds: number): string {
  if (!Number.isInteger(odds) || odds < 0 || odds > ODDS_TOTAL) return '—'
  const whole = Math.floor(odds / 1_000_000)
  const fraction = String(odds % 1_000_000).padStart(6, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''}%`
}

/**
 * Whether a pool's odds add up to exactly 100% (10^8 parts), as the contract asks; a page may say the published
 * odds are being updated when they do not, rather than show odds that cannot all be true.
 *
 * @example
 * oddsAddUp(state.draw!.prizes) // true
 */
export function oddsAddUp(prizes: readonly { odds: number }[]): boolean {
  return prizes.every((prize) => Number.isInteger(prize.odds) && prize.odds >= 0) && prizes.reduce((sum, prize) => sum + prize.odds, 0) === ODDS_TOTAL
}
