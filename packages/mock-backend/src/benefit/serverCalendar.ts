/** The simulated server's calendar: China time (UTC+8), where the monthly window and the day's reward live. */

const OFFSET = 8 * 60 * 60_000
const DAY = 24 * 60 * 60_000

/** The server day number of a time (days since 1970-01-01 in UTC+8). */
export const serverDay = (at: number): number => Math.floor((at + OFFSET) / DAY)

/** Year, month (0–11) and day of the month of a time in UTC+8. */
export function serverDate(at: number): { year: number; month: number; day: number } {
  const date = new Date(at + OFFSET)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
}

/** The first moment of a day of a month in UTC+8, as unix ms (`Date.UTC` rolls over a day past the end). */
const startOfServerDay = (year: number, month: number, day: number): number => Date.UTC(year, month, day) - OFFSET

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

/**
 * The monthly window at `now`: whether it is open, and the current window's start and end when open, else the
 * next one's (docs/openapi.yaml `CashoutWindow`). Days past the month's end mean its last day.
 */
export function windowAt(now: number, window: { startDay: number; endDay: number }) {
  const { year, month } = serverDate(now)
  const span = (y: number, m: number) => {
    const last = daysIn(y, m)
    const start = Math.min(window.startDay, last)
    const end = Math.min(window.endDay, last)
    return { opensAt: startOfServerDay(y, m, start), closesAt: startOfServerDay(y, m, end + 1) - 1 }
  }
  const thisMonth = span(year, month)
  const open = now >= thisMonth.opensAt && now <= thisMonth.closesAt
  const shown = open || now < thisMonth.opensAt ? thisMonth : span(month === 11 ? year + 1 : year, (month + 1) % 12)
  return { open, startDay: window.startDay, endDay: window.endDay, ...shown }
}

/** The window of a record whose window is null: the day before the request's day to the day after. */
export function windowAround(now: number): { startDay: number; endDay: number } {
  const { year, month, day } = serverDate(now)
  return { startDay: Math.max(1, day - 1), endDay: Math.min(daysIn(year, month), day + 1) }
}

/** A window that is closed at `now`: it opens in three days (of this month or the next) for three days. */
export function windowClosedAt(now: number): { startDay: number; endDay: number } {
  const { day } = serverDate(now + 3 * DAY)
  return { startDay: day, endDay: Math.min(31, day + 2) }
}
