import { capsLeft, type RechargeChoice, type RechargeOffer, type RechargePackage } from '@h5/recharge'

/** What the user tapped in the grid: a package by id, or the custom amount tile. */
export type RechargeSelection = { kind: 'package'; packageID: string } | { kind: 'custom' } | null

/**
 * The choice to order from the grid's selection and the custom amount's fen (the kit's AmountField reports
 * `null` while the text is not a valid amount); null while nothing orderable is picked, or the package left
 * the offer after a reload.
 */
export function choiceOf(offer: RechargeOffer | null, selection: RechargeSelection, customFen: number | null): RechargeChoice | null {
  if (!offer || !selection) return null
  if (selection.kind === 'custom') return customFen === null ? null : { kind: 'custom', amountFen: customFen }
  const pack = offer.packages.find((candidate) => candidate.packageID === selection.packageID)
  return pack ? { kind: 'package', pack } : null
}

/**
 * What may still be paid now: the smaller of what is left of today's and this month's caps, in fen. A package or a
 * custom amount above it would be refused (DAILY_CAP / MONTHLY_CAP), so the grid does not offer it.
 */
export function roomLeftFen(offer: RechargeOffer): number {
  const { dailyFen, monthlyFen } = capsLeft(offer.caps)
  return Math.min(dailyFen, monthlyFen)
}

/** Whether a package fits what is left of the caps. */
export function fitsCaps(offer: RechargeOffer, pack: RechargePackage): boolean {
  return pack.priceFen <= roomLeftFen(offer)
}

/** Which cap leaves the least room, as the grid says it (超出今日可充额度). */
export function tighterCapWord(offer: RechargeOffer): '今日' | '本月' {
  const { dailyFen, monthlyFen } = capsLeft(offer.caps)
  return monthlyFen < dailyFen ? '本月' : '今日'
}

/**
 * The grid's first selection: the second package (the usual pick) when it fits the caps, else the first that
 * fits, else the custom amount; null when nothing can be paid now. A tag does not pick (it says what is special,
 * not what to buy).
 */
export function defaultSelection(offer: RechargeOffer): RechargeSelection {
  const second = offer.packages[1]
  const pack = second && fitsCaps(offer, second) ? second : offer.packages.find((candidate) => fitsCaps(offer, candidate))
  if (pack) return { kind: 'package', packageID: pack.packageID }
  return offer.custom && offer.custom.minFen <= roomLeftFen(offer) ? { kind: 'custom' } : null
}
