import type { SplitLimits } from '@h5/api'

/**
 * Whether `ratioBp` (basis points: 7000 is 70%) is a share the server's limits allow: from `minBp` to `maxBp`, on
 * the `stepBp` step from `minBp`. Checked before a change is sent, so the rule lives here and the page only shows it.
 *
 * @example
 * checkSplitRatio({ minBp: 5000, maxBp: 9000, stepBp: 500 }, 7250) // false: off the step
 */
export function checkSplitRatio(limits: SplitLimits, ratioBp: number): boolean {
  return Number.isSafeInteger(ratioBp) && ratioBp >= limits.minBp && ratioBp <= limits.maxBp && (ratioBp - limits.minBp) % limits.stepBp === 0
}

/** Every ratio the limits allow, lowest first (the choices of the page's option grid). */
export function splitChoices(limits: SplitLimits): number[] {
  const choices: number[] = []
  if (limits.stepBp <= 0) return choices
  for (let ratio = limits.minBp; ratio <= limits.maxBp; ratio += limits.stepBp) choices.push(ratio)
  return choices
}
