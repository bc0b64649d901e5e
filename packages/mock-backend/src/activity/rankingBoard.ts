import { serverDate } from '../benefit/serverCalendar.ts'
import type { MockUser } from '../createMockUser.ts'
import { mockAvatar } from '../mockAvatar.ts'
import { BOARD_SIZE, SETTLE_AFTER, type MockBoard } from './activityCatalog.ts'
import { seededRandom } from './seeded.ts'

const OFFSET = 8 * 60 * 60_000
const DAY = 24 * 60 * 60_000
const NAMES = ['星河', '晚风', '小橘子', '阿狸不吃鱼', '柠檬汽水', '夏天的风', '糖糖', '大白兔', '追光者', '一只猫', '星星点灯', '南风知我意']

export interface MockPeriod {
  periodID: string
  kind: 'day' | 'week' | 'month' | 'round'
  label: string
  startsAt: number
  endsAt: number
  settled: boolean
  settledAt: number | null
}

/** The first moment of the server day (UTC+8) of `at`. */
const dayStart = (at: number) => Math.floor((at + OFFSET) / DAY) * DAY - OFFSET
/** Monday 00:00 (UTC+8) of the week of `at`. */
function weekStart(at: number): number {
  const start = dayStart(at)
  const weekday = (new Date(start + OFFSET).getUTCDay() + 6) % 7
  return start - weekday * DAY
}
const stamp = (at: number) => {
  const { year, month, day } = serverDate(at)
  return `${year}${String(month + 1).padStart(2, '0')}${String(day).padStart(2, '0')}`
}

/** A period that ended is settled SETTLE_AFTER after its end: from then on its rows are final. */
function period(periodID: string, kind: MockPeriod['kind'], label: string, startsAt: number, endsAt: number, now: number): MockPeriod {
  const settleAt = endsAt + SETTLE_AFTER
  const settled = now >= settleAt
  return { periodID, kind, label, startsAt, endsAt, settled, settledAt: settled ? settleAt : null }
}

/**
 * A board's periods at `now`, on the server's calendar (UTC+8): today, this week and this month; this week and
 * last week (Monday 00:00 to the next Monday); or the event's rounds, counted from the user's base time.
 */
export function periodsOf(board: MockBoard, now: number, base: number): MockPeriod[] {
  if (board.periods === 'calendar') {
    const day = dayStart(now)
    const week = weekStart(now)
    const { year, month } = serverDate(now)
    const monthStart = Date.UTC(year, month, 1) - OFFSET
    const monthEnd = Date.UTC(year, month + 1, 1) - OFFSET
    return [
      period(`day-${stamp(day)}`, 'day', '日榜', day, day + DAY, now),
      period(`week-${stamp(week)}`, 'week', '周榜', week, week + 7 * DAY, now),
      period(`month-${stamp(monthStart).slice(0, 6)}`, 'month', '月榜', monthStart, monthEnd, now),
    ]
  }
  if (board.periods === 'weeks') {
    const week = weekStart(now)
    return [period(`week-${stamp(week)}`, 'week', '本周', week, week + 7 * DAY, now), period(`week-${stamp(week - 7 * DAY)}`, 'week', '上周', week - 7 * DAY, week, now)]
  }
  return board.periods.rounds.map((round, index) => period(`${board.boardID}-r${index + 1}`, 'round', round.label, base + round.startsAt, base + round.endsAt, now))
}

/** The period a request names, or, when it names none, the one running now (else the latest begun, else the first). */
export function choosePeriod(periods: MockPeriod[], periodID: string | undefined, now: number): MockPeriod | undefined {
  if (periodID !== undefined) return periods.find((candidate) => candidate.periodID === periodID)
  const running = periods.find((candidate) => candidate.startsAt <= now && now < candidate.endsAt)
  const begun = periods.filter((candidate) => candidate.startsAt <= now).sort((a, b) => b.startsAt - a.startsAt)[0]
  return running ?? begun ?? periods[0]
}

type Row = { rank: number; user: { userID: number; nickName: string; avatar: string } | null; points: number; mine: boolean }

/**
 * The rows of a board's period: BOARD_SIZE fixture users, rank r with (BOARD_SIZE + 1 - r) thousand points and a
 * seeded part under 900 (so each thousand holds exactly one rank), every sixth with a hidden name; and me, placed
 * by my points when I have any (after anyone with as many), shown as others see me. Below BOARD_SIZE, not ranked.
 */
export function boardRows(board: MockBoard, current: MockPeriod, user: MockUser): { rows: Row[]; mine: { rank: number | null; points: number; gapToAbove: number | null; hidden: boolean } } {
  const random = seededRandom(`${board.boardID}:${current.periodID}`)
  const fixture = Array.from({ length: BOARD_SIZE }, (_, index) => {
    const rank = index + 1
    const nickName = `${NAMES[index % NAMES.length]}${rank > NAMES.length ? rank : ''}`
    const user = rank % 6 === 0 ? null : { userID: 40_000 + rank, nickName, avatar: rank % 5 === 4 ? '' : mockAvatar(nickName) }
    return { rank, user, points: (BOARD_SIZE + 1 - rank) * 1000 + Math.floor(random() * 900), mine: false }
  })
  const record = user.activity
  const points = record.points.get(board.boardID) ?? 0
  const hidden = record.hidden
  if (points <= 0) {
    const last = fixture[fixture.length - 1]!
    return { rows: fixture, mine: { rank: null, points: 0, gapToAbove: last.points + 1, hidden } }
  }
  const at = fixture.findIndex((row) => row.points < points)
  const position = at === -1 ? fixture.length : at
  const me: Row = { rank: position + 1, user: hidden ? null : { userID: user.userID, nickName: user.nickName, avatar: user.avatar }, points, mine: true }
  const rows = [...fixture.slice(0, position), me, ...fixture.slice(position)].slice(0, BOARD_SIZE).map((row, index) => ({ ...row, rank: index + 1 }))
  if (position >= BOARD_SIZE) return { rows, mine: { rank: null, points, gapToAbove: rows[rows.length - 1]!.points - points + 1, hidden } }
  const above = rows[position - 1]
  return { rows, mine: { rank: position + 1, points, gapToAbove: above ? above.points - points + 1 : null, hidden } }
}
