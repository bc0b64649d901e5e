import { serverDate, serverDay } from '../benefit/serverCalendar.ts'

/**
 * The simulated server's periods (docs/openapi.yaml `StatementPeriod`), in China time (UTC+8): days, the
 * settlement weeks (Monday to Sunday) and months. A period's id is its granularity's letter and its number
 * (`d<server day>`, `w<server day of its Monday>`, `m<year × 12 + month>`), so it reads back to its window.
 */

const OFFSET = 8 * 60 * 60_000
const HOUR = 60 * 60_000
const DAY = 24 * HOUR

export type MockGranularity = 'day' | 'week' | 'month'

export interface MockPeriod {
  periodID: string
  granularity: MockGranularity
  label: string
  startsAt: number
  endsAt: number
  settled: boolean
  closesAt: number
}

/** When a period settles after it ends: a day two hours later, a week the next day, a month three days later. */
const SETTLES_AFTER: Record<MockGranularity, number> = { day: 2 * HOUR, week: DAY, month: 3 * DAY }
const LETTER: Record<MockGranularity, string> = { day: 'd', week: 'w', month: 'm' }

const startOfDay = (day: number) => day * DAY - OFFSET
const mondayOf = (day: number) => day - ((day + 3) % 7)
const startOfMonth = (index: number) => Date.UTC(Math.floor(index / 12), index % 12, 1) - OFFSET
const monthIndex = (at: number) => {
  const { year, month } = serverDate(at)
  return year * 12 + month
}
const dayLabel = (at: number) => {
  const { month, day } = serverDate(at)
  return `${month + 1}月${day}日`
}

function window(granularity: MockGranularity, number: number): { startsAt: number; endsAt: number; label: string } {
  if (granularity === 'day') return { startsAt: startOfDay(number), endsAt: startOfDay(number + 1), label: dayLabel(startOfDay(number)) }
  if (granularity === 'week') {
    const startsAt = startOfDay(number)
    return { startsAt, endsAt: startOfDay(number + 7), label: `${dayLabel(startsAt)}–${dayLabel(startOfDay(number + 6))}` }
  }
  return { startsAt: startOfMonth(number), endsAt: startOfMonth(number + 1), label: `${Math.floor(number / 12)}年${(number % 12) + 1}月` }
}

function periodOf(granularity: MockGranularity, number: number, now: number): MockPeriod {
  const { startsAt, endsAt, label } = window(granularity, number)
  const closesAt = endsAt + SETTLES_AFTER[granularity]
  return { periodID: `${LETTER[granularity]}${number}`, granularity, label, startsAt, endsAt, settled: now >= closesAt, closesAt }
}

/** The number of the period holding `at`. */
function numberAt(granularity: MockGranularity, at: number): number {
  if (granularity === 'day') return serverDay(at)
  if (granularity === 'week') return mondayOf(serverDay(at))
  return monthIndex(at)
}

/** The periods from the one holding `now` back to the one holding `since`, newest first. */
export function periodsSince(granularity: MockGranularity, since: number, now: number): MockPeriod[] {
  const step = granularity === 'week' ? 7 : 1
  const first = numberAt(granularity, since)
  const periods: MockPeriod[] = []
  for (let number = numberAt(granularity, now); number >= first; number -= step) periods.push(periodOf(granularity, number, now))
  return periods
}

/** The period an id names, or null for a malformed id or one that has not begun at `now`. */
export function periodByID(periodID: unknown, now: number): MockPeriod | null {
  if (typeof periodID !== 'string') return null
  const match = /^([dwm])(\d{1,7})$/.exec(periodID)
  if (!match) return null
  const granularity = ({ d: 'day', w: 'week', m: 'month' } as const)[match[1] as 'd' | 'w' | 'm']
  const number = Number(match[2])
  if (granularity === 'week' && mondayOf(number) !== number) return null
  const period = periodOf(granularity, number, now)
  return period.startsAt > now ? null : period
}

/** The server days of a period that have begun by `now`, newest first. */
export function daysOf(period: MockPeriod, now: number): number[] {
  const days: number[] = []
  for (let day = serverDay(Math.min(period.endsAt - 1, now)); day >= serverDay(period.startsAt); day--) days.push(day)
  return days
}

/** The start of a server day. */
export const dayStart = startOfDay

/** The start of the period after the one holding `now` (a split change takes effect then). */
export function nextPeriodStart(granularity: MockGranularity, now: number): number {
  return periodOf(granularity, numberAt(granularity, now), now).endsAt
}
