/** A teen-mode PIN is exactly four digits (DESIGN §5). */
export const PIN_LENGTH = 4

export function isValidPin(pin: string): boolean {
  return /^\d{4}$/.test(pin)
}
