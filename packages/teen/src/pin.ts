/** A teen-mode PIN is exactly four digits: the guardian PIN every teen screen asks for (README, "PIN"). */
export const PIN_LENGTH = 4

/** ASCII digits only: a full-width `１２３４` is not a PIN native would accept. */
const PIN_PATTERN = /^[0-9]{4}$/

/**
 * Whether `pin` is a valid teen-mode PIN: exactly 4 ASCII digits.
 *
 * @example isValidPin('0427') // true
 */
export function isValidPin(pin: string): boolean {
  return PIN_PATTERN.test(pin)
}

/**
 * Only the ASCII digits of `text`, at most {@link PIN_LENGTH} of them: what a PIN box keeps of a keystroke or a
 * paste.
 *
 * @example pinDigits('12a3 45') // '1234'
 */
export function pinDigits(text: string): string {
  return text.replace(/[^0-9]/g, '').slice(0, PIN_LENGTH)
}
