import type { PriceOption } from '@h5/api'

/**
 * The 钻石 an option costs, when it can be bought with 钻石 here: a `diamond` option whose price is a whole
 * number of 0 or more. A money option (`cny`, paid through the pay flow with its `productID`) or a price the
 * server sent malformed is null: nothing is sent for it.
 *
 * @example
 * diamondPrice({ optionID: 'vip_30', days: 30, label: '1个月', currency: 'diamond', diamonds: 600 }) // 600
 */
export function diamondPrice(option: PriceOption): number | null {
  return option.currency === 'diamond' && Number.isSafeInteger(option.diamonds) && option.diamonds >= 0 ? option.diamonds : null
}
