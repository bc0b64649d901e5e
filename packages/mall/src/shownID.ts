import type { MyNumbers } from '@h5/api'

/**
 * The ID others see: the pretty number I wear, else my original ID, which stays the account's ID and comes back
 * when a number ends or is taken off.
 *
 * @example
 * shownID({ originalID: 20001, items: [{ goodsID: 'num_686868', number: '686868', expireAt: null, worn: true }] }) // '686868'
 */
export function shownID(numbers: MyNumbers): string {
  return numbers.items.find((item) => item.worn)?.number ?? String(numbers.originalID)
}
