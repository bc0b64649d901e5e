import { IdentityError } from './IdentityError'
import { IdentityErrorCode } from './IdentityErrorCode'

/** A validation failure: code INVALID_INPUT, the rule's own message (`请输入18位证件号码`); nothing was sent. */
export function invalidInput(message: string): IdentityError {
  return new IdentityError(IdentityErrorCode.INVALID_INPUT, message)
}
