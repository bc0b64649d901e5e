import { DomainError, type DomainErrorDetails } from './DomainError'

/** A family's error class, as {@link defineDomainError} makes it: DomainError's constructor, the family's instances. */
export interface DomainErrorClass<E extends DomainError<string | number>> {
  new (code: E['code'], message: string, details?: DomainErrorDetails): E
  readonly prototype: E
}

/**
 * A family's one error class (docs/families.md, "Errors"): DomainError with the family's `name`, so it keeps its
 * own `instanceof` and a monitoring event names the family, and nothing else of its own. A family whose error
 * holds more (red packets' `action`, content's `place`) subclasses DomainError itself.
 *
 * @example
 * export const WalletError = defineDomainError<WalletErrorCode>('WalletError')
 * export type WalletError = InstanceType<typeof WalletError>
 * new WalletError(WalletErrorCode.CANCELLED, '已取消') instanceof WalletError // true; `.name` 'WalletError'
 */
export function defineDomainError<Code extends string | number>(name: string): DomainErrorClass<DomainError<Code>> {
  return class extends DomainError<Code> {
    constructor(code: Code, message: string, details?: DomainErrorDetails) {
      super(code, message, details)
      this.name = name
    }
  }
}
