/**
 * The purchase sheet's contract with the family that sells (docs/ui-kit.md, "Purchase sheet"): what is bought,
 * its price as the server set it, and the family's `buy` action, which sends it with the family's idempotency key.
 * The sheet knows nothing of guards, honours or memberships.
 */

/** What is bought, as the family's server answer names it. */
export interface PurchaseItem {
  /** The server's id of the thing (a guard level, a month of VIP), handed back to the family's `buy`. */
  id: string
  /** Its name on screen (黄金守护). */
  name: string
  /** A line under the name: what it gives, how long (守护主播 30 天，专属进场特效). */
  description?: string
  /** Its picture (the server's URL), drawn beside the name. */
  imageUrl?: string
}

/**
 * The price, from the server, never a constant of the page: a count of 钻石, or yuan as integer fen. A price
 * that is not a safe integer of 0 or more is refused on screen (价格信息有误) and never sent.
 */
export type PurchasePrice = { unit: 'diamond'; amount: number } | { unit: 'fen'; amount: number }

/**
 * What the sheet hands the family's `buy`: the item and the price the user confirmed. The idempotency key is the
 * family's: its action keeps one per attempt in its state (@h5/request's money attempts, as @h5/mall's actions
 * do), made when the attempt starts, sent again by a retry after a time-out, replaced once the server decided,
 * kept for the tab and the signed-in user. The sheet only sends nothing while a purchase is in flight.
 */
export interface PurchaseInput {
  itemId: string
  price: PurchasePrice
}

/** Why a purchase failed, as the family's error says it (a `DomainError` has this shape). */
export interface PurchaseFailure {
  /** The Chinese message the sheet shows as is. */
  message: string
  /**
   * Whether the server decided (an errno other than 500): the family's attempt ended. No answer, a time-out or a
   * server failure decided nothing: the family's next try sends the same key, and the sheet says 重试不会重复扣费.
   */
  decided: boolean
  /**
   * A refusal the sheet draws itself: `balance`, not enough 钻石 after all (the hand-off to recharge); `minor`,
   * the server says the account is a minor's (the refusal and the way to teen mode).
   */
  refusal?: 'balance' | 'minor'
}

/** What the family's `buy` answers: an action's result, which never rejects. */
export type PurchaseOutcome<T> = { ok: true; data: T } | { ok: false; error: PurchaseFailure }
