/**
 * Whole years from a birth date to `today` (a birthday counts from its day; 29 February's from 1 March in
 * other years).
 *
 * @example
 * ageOn({ year: 2010, month: 6, day: 1 }, new Date(2026, 4, 31)) // 15
 */
export function ageOn(birthDate: { year: number; month: number; day: number }, today: Date): number {
  const age = today.getFullYear() - birthDate.year
  const month = today.getMonth() + 1
  const beforeBirthday = month < birthDate.month || (month === birthDate.month && today.getDate() < birthDate.day)
  return beforeBirthday ? age - 1 : age
}

/** Under 18: verified, but recharge and tipping are refused (the teen rules). */
export const ADULT_AGE = 18
/** Under 16 may not stream. */
export const STREAMING_AGE = 16
