/** A calendar day: a birth date, or today as the server's clock reads it in China. */
export interface CalendarDay {
  year: number
  /** 1–12. */
  month: number
  /** 1–31. */
  day: number
}

/**
 * Whole years from a birth date to `today` (a birthday counts from its day; 29 February's from 1 March in
 * other years). `today` is a calendar day, not a moment: the caller says whose day it is, China's on the
 * server's clock (@h5/format's `chinaTimeParts(serverNow)` is one), never the phone's date and zone.
 *
 * @example
 * ageOn({ year: 2010, month: 6, day: 1 }, { year: 2026, month: 5, day: 31 }) // 15
 */
export function ageOn(birthDate: CalendarDay, today: CalendarDay): number {
  const age = today.year - birthDate.year
  const beforeBirthday = today.month < birthDate.month || (today.month === birthDate.month && today.day < birthDate.day)
  return beforeBirthday ? age - 1 : age
}

/** Under 18: verified, but recharge and tipping are refused (the teen rules). */
export const ADULT_AGE = 18
/** Under 16 may not stream. */
export const STREAMING_AGE = 16
