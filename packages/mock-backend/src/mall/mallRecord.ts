/**
 * One user's part of the simulated mall (docs/openapi.yaml tag `mall`): what they own, their membership's
 * history, auto-renew and daily claim, their guards' levels, their tips against the caps, their wealth ledger,
 * and the fixtures a scenario turns on. The 钻石 balance is `MockUser.diamonds`, the guards' ends
 * `MockUser.guards` and the tiers' ends `MockUser.honors` (the calls that predate the mall keep them there).
 * Scenarios (scenarios/mall.ts) seed these fields.
 */
export interface MallRecord {
  /** Goods owned, by goodsID: the end (null: permanent), whether worn, how it was had. */
  owned: Map<string, { expireAt: number | null; worn: boolean; source: 'bought' | 'gift' | 'vip' | 'wealth' }>
  /** Membership events, the latest first. */
  vipHistory: { at: number; kind: 'bought' | 'renewed' | 'autoRenewed' | 'received'; tierName: string; days: number | null; diamonds: number | null }[]
  autoRenew: { on: boolean; optionID: string | null }
  /** The server day (UTC+8) of the last daily 钻石 claim. */
  lastDailyDay: number | null
  /** The level bought last of each guarded user, by their userID. */
  guardLevels: Map<number, number>
  /** Tips (guards and gifts to others) in 钻石, for the caps. */
  tips: { at: number; diamonds: number }[]
  caps: { dailyLimitDiamonds: number | null; monthlyLimitDiamonds: number | null }
  /** Wealth value entries, the latest first; the value is their sum plus `wealthBase`. */
  wealth: { entryID: string; at: number; value: number; reason: string }[]
  /** Value earned before the entries the simulator keeps. */
  wealthBase: number
  /** Pretty numbers the catalogue shows this user but someone else buys first (8310006). */
  snatched: Set<string>
  /**
   * Price keys (a goodsID, `tier_<n>`, `guard`) whose price the server raised by a fifth after this user's page
   * loaded: the options still show the old price, a purchase at it is refused (8310008) and moves the key to
   * `risen`, whose options show the new price.
   */
  repriced: Set<string>
  risen: Set<string>
  /** Goods (goodsID) and tiers (`tier_<n>`) this user sees listed but the server no longer sells (8310007). */
  withdrawn: Set<string>
  /** How the guard lists this user reads look: the fans of the fixtures, none, or fans with very long names. */
  guardFans: 'default' | 'none' | 'long'
  lastId: number
}

export function createMallRecord(): MallRecord {
  return {
    owned: new Map(),
    vipHistory: [],
    autoRenew: { on: false, optionID: null },
    lastDailyDay: null,
    guardLevels: new Map(),
    tips: [],
    caps: { dailyLimitDiamonds: 200_000, monthlyLimitDiamonds: 1_000_000 },
    wealth: [],
    wealthBase: 0,
    snatched: new Set(),
    repriced: new Set(),
    risen: new Set(),
    withdrawn: new Set(),
    guardFans: 'default',
    lastId: 0,
  }
}

/** The next id of this user's mall entries (`w_3`). */
export function nextMallId(record: MallRecord, prefix: string): string {
  record.lastId += 1
  return `${prefix}_${record.lastId}`
}

/**
 * The pretty numbers bought by anyone, by digits -> the buyer's userID: the catalogue no longer offers them, and
 * another buyer is refused (8310006). Shared by every user, as numbers are.
 */
export type MallWorld = { soldNumbers: Map<string, number> }

export const createMallWorld = (): MallWorld => ({ soldNumbers: new Map() })
