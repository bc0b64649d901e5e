import type { DrawInfo, DrawResult } from '@h5/api'
import { ActivityErrorCode } from './ActivityErrorCode'
import { checkDrawAllowed } from './checkDrawAllowed'
import { activityError } from './errnoTable'
import { runAttempt } from './runAction'
import type { ActivityClient, ActivityResult, ActivityState, UserTokens } from './types'

/** What a draw sends: the draw as the user saw it (its prices and pool's version), and ×1 or ×10. */
export interface DrawInput {
  tokens: UserTokens
  draw: DrawInfo
  count: 1 | 10
}

/**
 * Draws once or ten times from the pool the user saw, at the price shown, with the attempt's idempotency key
 * (`state.attempts.draw`, per draw, count, price and pool version): a double tap draws once, a lost answer retried
 * sends the same key and the server answers the same prizes, and the prizes come only from the server's answer
 * (`state.lastDraw`; the draw's guarantee counter, daily count and balance follow it). Refused before sending, in
 * this order: a count other than 1 or 10 (INVALID_COUNT), a minor's account (MINOR), teen mode on (TEEN_MODE,
 * native's answer), the daily cap (DAILY_CAP), too little 钻石 or tickets (INSUFFICIENT_DIAMONDS,
 * INSUFFICIENT_TICKETS). The server's refusals: NOT_STARTED, ENDED, POOL_CHANGED (load the draw again and show
 * the new pool), and the same ones again.
 *
 * @example
 * const result = await drawPrizes(state, { api, bridge }, { tokens, draw: state.draw!, count: 10 })
 * if (result.ok) showPrizes(result.data.prizes)
 */
export async function drawPrizes(state: ActivityState, client: ActivityClient, input: DrawInput): Promise<ActivityResult<DrawResult>> {
  const { tokens, draw, count } = input
  if (count !== 1 && count !== 10) return { ok: false, error: activityError(ActivityErrorCode.INVALID_COUNT) }
  if (draw.minor) return { ok: false, error: activityError(ActivityErrorCode.MINOR) }
  const allowed = await checkDrawAllowed(client.bridge)
  if (!allowed.ok) return allowed
  const price = count === 1 ? draw.prices.one : draw.prices.ten
  if (draw.dailyCap && draw.dailyCap.used + count > draw.dailyCap.limit) return { ok: false, error: activityError(ActivityErrorCode.DAILY_CAP) }
  if (price > draw.balance) {
    return { ok: false, error: activityError(draw.currency === 'ticket' ? ActivityErrorCode.INSUFFICIENT_TICKETS : ActivityErrorCode.INSUFFICIENT_DIAMONDS) }
  }
  return runAttempt(state, 'draw', {
    run: async (begin) => {
      const { key } = begin(`${draw.drawID}:${count}:${price}:${draw.poolVersion}`)
      const payload = { ...tokens, drawID: draw.drawID, count, price, poolVersion: draw.poolVersion, idempotencyKey: key }
      return (await client.api.drawPrizes(payload, { quiet: true })).data
    },
    apply: (result) => {
      state.lastDraw = result
      if (state.draw?.drawID === result.drawID) Object.assign(state.draw, { guarantee: result.guarantee, dailyCap: result.dailyCap, balance: result.balance })
    },
  })
}
