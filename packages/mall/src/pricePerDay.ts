import type { PriceOption } from '@h5/api'

/**
 * What an option costs a day, for the 约 … /天 line beside it: whole 钻石 or fen, rounded up so the line never
 * promises less than the price; null for a permanent option or a malformed price.
 *
 * @example
 * pricePerDay({ ..., days: 30, currency: 'diamond', diamonds: 600 }) // { currency: 'diamond', amount: 20 }
 * pricePerDay({ ..., days: 30, currency: 'cny', priceFen: 3000 })    // { currency: 'cny', amount: 100 } (fen)
 */
export function pricePerDay(option: PriceOption): { currency: PriceOption['currency']; amount: number } | null {
  const price = option.currency === 'diamond' ? option.diamonds : option.priceFen
  if (option.days === null || !Number.isSafeInteger(price) || price < 0 || !Number.isSafeInteger(option.days) || option.days < 1) return null
  return { currency: option.currency, amount: Math.ceil(price / option.days) }
}
