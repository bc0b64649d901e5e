import { IdentityErrorCode } from './IdentityErrorCode'

/**
 * The failures of the SMS code itself, wrong or expired: a form shows them under the code field (the user types
 * the code again, the rest stays), any other failure above the form.
 *
 * @example
 * const codeMessage = error && SMS_CODE_ERRORS.includes(error.code) ? error.message : undefined
 */
export const SMS_CODE_ERRORS: readonly IdentityErrorCode[] = [IdentityErrorCode.SMS_CODE_WRONG, IdentityErrorCode.SMS_CODE_EXPIRED]
