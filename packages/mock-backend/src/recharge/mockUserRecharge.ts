/**
 * How an app order ends in the simulator, which has no payment provider: the status order-status answers
 * once native's payV2 came back. `paid` credits at the first query; `slow` answers pending for
 * `pendingQueries` queries, then paid; `failed` and `closed` are the provider's refusal and an order that
 * timed out.
 */
export type MockPayOutcome = 'paid' | 'slow' | 'failed' | 'closed'

/** A user's recharge settings and usage in the simulator (on `MockUser.recharge`), all money in fen. */
export interface MockUserRecharge {
  dailyLimitFen: number
  dailyUsedFen: number
  monthlyLimitFen: number
  monthlyUsedFen: number
  /** The page reminds the user when what is left of a cap is at most this. */
  remindBelowFen: number
  /** Custom amounts allowed (`custom` is null in the offer otherwise). */
  customEnabled: boolean
  /** Package ids listed in the offer but refused when ordered (withdrawn meanwhile): errno 8380003. */
  withdrawnOnOrder: string[]
  outcome: MockPayOutcome
  /** With outcome `slow`: the order-status queries that answer pending before it is paid. */
  pendingQueries: number
}

/** Every user's starting recharge state: 5000 元 a day, 50000 元 a month, nothing used, payments succeed. */
export function createUserRecharge(): MockUserRecharge {
  return {
    dailyLimitFen: 500_000,
    dailyUsedFen: 0,
    monthlyLimitFen: 5_000_000,
    monthlyUsedFen: 0,
    remindBelowFen: 50_000,
    customEnabled: true,
    withdrawnOnOrder: [],
    outcome: 'paid',
    pendingQueries: 0,
  }
}
