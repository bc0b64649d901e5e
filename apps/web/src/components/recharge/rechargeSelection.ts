import type { RechargeChoice, RechargeOffer } from '@h5/recharge'

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

/** The grid's first selection: the package the server tagged first, else the second (the usual pick), else the first. */
export function defaultSelection(offer: RechargeOffer): RechargeSelection {
  const pack = offer.packages.find((candidate) => candidate.tag !== '' && candidate.priceFen > offer.packages[0]!.priceFen) ?? offer.packages[1] ?? offer.packages[0]
  return pack ? { kind: 'package', packageID: pack.packageID } : offer.custom ? { kind: 'custom' } : null
}
