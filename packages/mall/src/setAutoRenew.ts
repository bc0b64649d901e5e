import type { AutoRenew, PriceOption } from '@h5/api'
import { checkBuyingAllowed } from './checkBuyingAllowed'
import { MallErrorCode } from './MallErrorCode'
import { mallError } from './errnoTable'
import { runAction } from './runAction'
import type { MallClient, MallResult, MallState, UserTokens } from './types'

/**
 * What the user confirmed on the sheet before auto-renew goes on (each shown by the page, each `true`): the price
 * of each renewal, the date of the next charge (`autoRenewTerms`), and how to cancel (`cancelHow`). Typed `true` so
 * a caller cannot forget one; checked again before sending.
 */
export interface AutoRenewConsent {
  priceConfirmed: true
  nextChargeDateConfirmed: true
  howToCancelConfirmed: true
}

/** Turn auto-renew off (one tap, always allowed), or on with a tier option and the user's consent. */
export type AutoRenewInput = { tokens: UserTokens; on: false } | { tokens: UserTokens; on: true; option: PriceOption; consent: AutoRenewConsent }

/**
 * Turns auto-renew of my membership on or off; off unless the user turns it on. Off is one request, never
 * refused here. On needs the user's consent to the price, the next charge's date and how to cancel
 * (AUTO_RENEW_UNCONFIRMED otherwise), an active membership by the loaded one (NO_MEMBERSHIP), a 钻石 option
 * (INVALID_OPTION), and teen mode off (a renewal spends 钻石). The answer goes into `state.membership.autoRenew`.
 *
 * @example
 * await setAutoRenew(state, { api, bridge }, { tokens, on: true, option, consent: { priceConfirmed: true, nextChargeDateConfirmed: true, howToCancelConfirmed: true } })
 * await setAutoRenew(state, { api, bridge }, { tokens, on: false }) // 取消自动续费
 */
export async function setAutoRenew(state: MallState, client: MallClient, input: AutoRenewInput): Promise<MallResult<AutoRenew>> {
  if (input.on) {
    const { consent, option } = input
    if (consent?.priceConfirmed !== true || consent.nextChargeDateConfirmed !== true || consent.howToCancelConfirmed !== true) {
      return { ok: false, error: mallError(MallErrorCode.AUTO_RENEW_UNCONFIRMED) }
    }
    const status = state.membership?.status
    if (status && status !== 'active' && status !== 'expiring') return { ok: false, error: mallError(MallErrorCode.NO_MEMBERSHIP) }
    if (option.currency !== 'diamond') return { ok: false, error: mallError(MallErrorCode.INVALID_OPTION) }
    const allowed = await checkBuyingAllowed(client.bridge)
    if (!allowed.ok) return allowed
  }
  const payload = input.on ? { ...input.tokens, on: true, optionID: input.option.optionID, confirmed: true as const } : { ...input.tokens, on: false }
  return runAction(state, 'autoRenew', {
    run: async () => (await client.api.setAutoRenew(payload, { quiet: true })).data,
    apply: (autoRenew) => {
      if (state.membership) state.membership.autoRenew = autoRenew
    },
  })
}
