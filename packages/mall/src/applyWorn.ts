import type { WornItem } from '@h5/api'
import type { MallState } from './types'

/**
 * Writes the server's answer to a wear or a take-off into what the state holds: the item worn or not, the item of
 * the same kind it replaced taken off, in the backpack, the mall's goods and my pretty numbers alike.
 */
export function applyWorn(state: MallState, worn: WornItem): void {
  const wornNow = (goodsID: string): boolean | null => (goodsID === worn.goodsID ? worn.worn : goodsID === worn.replacedGoodsID ? false : null)
  for (const item of state.backpack ?? []) item.worn = wornNow(item.goodsID) ?? item.worn
  for (const item of state.goods?.items ?? []) if (item.owned) item.owned.worn = wornNow(item.goodsID) ?? item.owned.worn
  for (const item of state.myNumbers?.items ?? []) item.worn = wornNow(item.goodsID) ?? item.worn
}
