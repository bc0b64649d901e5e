import type { PriceOption } from '@h5/api'

/** A money option as the pay flow orders it: the server's product and its price in integer fen. */
export interface MoneyPrice {
  productID: string
  priceFen: number
}

/**
 * What a money option (`cny`) is ordered as through the recharge family's pay flow, on Android only: its
 * `productID` and a whole price in fen of more than 0 (docs/openapi.yaml `PayOrderPayload`). A 钻石 option, a
 * price the server sent malformed or without its product is null: nothing is offered or sent for it.
 *
 * @example
 * moneyPrice({ optionID: 'vip_30_cny', days: 30, label: '1个月', currency: 'cny', priceFen: 3000, productID: 'vip_month' })
 * // { productID: 'vip_month', priceFen: 3000 }
 */
export function moneyPrice(option: PriceOption): MoneyPrice | null {
  if (option.currency !== 'cny') return null
  const { productID, priceFen } = option
  const readable = Number.isSafeInteger(priceFen) && priceFen > 0 && typeof productID === 'string' && productID.trim() !== ''
  return readable ? { productID, priceFen } : null
}
