/** Whose page the address names: mine (no `userID`), a user's, or nobody (a link out of step). */
export type HomeTarget = { kind: 'mine' } | { kind: 'user'; userID: number } | { kind: 'invalid' }

/**
 * Reads /home's `?userID=`: a positive whole number in the safe range, written plainly (no sign, no leading zero,
 * no spaces); absent or empty is my own page. The guard page reads its `userID` the same way in its own folder:
 * a module both imported would be a chunk of its own on the guard page, which sits at the start-up budget's edge
 * (README "Performance").
 *
 * @example
 * readHomeTarget(new URLSearchParams('userID=9')) // { kind: 'user', userID: 9 }
 */
export function readHomeTarget(params: URLSearchParams): HomeTarget {
  const raw = params.get('userID') ?? ''
  if (raw === '') return { kind: 'mine' }
  const userID = /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : Number.NaN
  return Number.isSafeInteger(userID) ? { kind: 'user', userID } : { kind: 'invalid' }
}
