const MONTH = /^([0-9]{4})-(0[1-9]|1[0-2])$/

/**
 * The month (`YYYY-MM`) `by` months from `month` (negative: earlier).
 *
 * @example
 * shiftMonth('2026-01', -1) // '2025-12'
 */
export function shiftMonth(month: string, by: number): string {
  const [, year, monthOfYear] = MONTH.exec(month) ?? []
  const index = Number(year) * 12 + Number(monthOfYear) - 1 + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/**
 * The month the ledger shows for the address's `?month=`: that month when it is a `YYYY-MM` no later than this
 * month on the server's calendar, else this month (a month to come has nothing to show).
 *
 * @example
 * shownMonth('2026-09', '2026-11') // '2026-09'
 * shownMonth('2027-01', '2026-11') // '2026-11'
 */
export function shownMonth(asked: string | null, thisMonth: string): string {
  if (asked === null || !MONTH.test(asked)) return thisMonth
  return asked <= thisMonth ? asked : thisMonth
}

/**
 * A month in words: 2026年11月.
 *
 * @example
 * monthInWords('2026-03') // '2026年3月'
 */
export function monthInWords(month: string): string {
  const [, year, monthOfYear] = MONTH.exec(month) ?? []
  return `${year}年${Number(monthOfYear)}月`
}
