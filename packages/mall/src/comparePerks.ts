import type { VipPerk, VipTiers } from '@h5/api'

/** One row of the tiers' comparison: a perk, and for each tier in order whether it unlocks it. */
export interface PerkRow {
  perk: VipPerk
  unlockedBy: boolean[]
}

/**
 * The perks grid that compares the tiers side by side before anything is bought: a row per perk the server
 * lists, a column per tier in the server's order. A perk no tier unlocks is left out; a perk id a tier names that
 * the list lacks is ignored.
 *
 * @example
 * comparePerks(state.tiers!) // [{ perk: { name: '每日领钻', ... }, unlockedBy: [true, true, true] }, ...]
 */
export function comparePerks(tiers: Pick<VipTiers, 'tiers' | 'perks'>): PerkRow[] {
  return tiers.perks
    .map((perk) => ({ perk, unlockedBy: tiers.tiers.map((tier) => tier.perks.includes(perk.perkID)) }))
    .filter((row) => row.unlockedBy.some(Boolean))
}
