import { defineDomainError, type DomainErrorDetails } from '@h5/request'
import type { BenefitErrorCode } from './BenefitErrorCode'

/** What a BenefitError holds beside its code and message (the base's, @h5/request `DomainErrorDetails`). */
export type BenefitErrorDetails = DomainErrorDetails

/**
 * The one error class of @h5/benefit: `message` is the Chinese text a screen shows as is; `code` one of
 * {@link BenefitErrorCode}; `errno`, `errcode`, `errmsg` and `decided` as @h5/request's `DomainError` has them
 * (`decided`: the server answered an errno other than 500, so a money attempt is over and a new one gets a new
 * idempotency key).
 *
 * @example
 * const result = await submitWithdrawal(state, api, { tokens, amountFen: 10_000 })
 * if (!result.ok && result.error.code === BenefitErrorCode.OUTSIDE_WINDOW) showWindow()
 */
export const BenefitError = defineDomainError<BenefitErrorCode>('BenefitError')
/** An error of {@link BenefitError}. */
export type BenefitError = InstanceType<typeof BenefitError>
