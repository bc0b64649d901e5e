/** The address's `userID`: absent (my own guard page), a user ID, or not one (a link out of step). */
export type TargetInAddress = { kind: 'mine' } | { kind: 'user'; userID: number } | { kind: 'invalid' }

/**
 * Reads the guard page's `?userID=`: a positive whole number in the safe range, written plainly (no sign, no
 * leading zero, no spaces). Absent or empty is my own page; anything else is a link that names nobody.
 *
 * @example
 * readTargetUserID(new URLSearchParams('userID=9')) // { kind: 'user', userID: 9 }
 */
export function readTargetUserID(params: URLSearchParams): TargetInAddress {
  const raw = params.get('userID')
  if (raw === null || raw === '') return { kind: 'mine' }
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return { kind: 'invalid' }
  const userID = Number(raw)
  return Number.isSafeInteger(userID) ? { kind: 'user', userID } : { kind: 'invalid' }
}
