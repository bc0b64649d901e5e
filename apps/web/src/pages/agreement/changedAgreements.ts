import type { PendingAgreement } from '@h5/api'

/**
 * The agreements of `current` that differ from what the user was shown and accepted: a version that changed, or
 * an agreement that was not in the list. Empty when every current version is one the user accepted (what a
 * refused 同意 then needs is a retry, not the user's attention).
 *
 * @example
 * changedAgreements([{ key: 'privacy', version: '2.9' }], [{ key: 'privacy', version: '3.0', … }]) // [the 3.0 item]
 */
export function changedAgreements(
  shown: readonly Pick<PendingAgreement, 'key' | 'version'>[],
  current: readonly PendingAgreement[],
): PendingAgreement[] {
  return current.filter((item) => !shown.some((seen) => seen.key === item.key && seen.version === item.version))
}
