import type { HttpHandler } from 'msw'
import { answerOnce, isIdempotencyKey } from '../answerOnce.ts'
import { serverDay } from '../benefit/serverCalendar.ts'
import type { ReplyHelpers } from '../contentHandlers.ts'
import type { MockUser } from '../createMockUser.ts'
import { MOCK_ERRNO } from '../errnos.ts'
import {
  activityPreview,
  changedDraw,
  eventArt,
  EVENTS,
  findBoard,
  findDraw,
  findEvent,
  prizePreview,
  type MockDraw,
  type MockEvent,
  type MockTask,
} from './activityCatalog.ts'
import { boardRows, choosePeriod, periodsOf } from './rankingBoard.ts'
import { seededRandom } from './seeded.ts'

const DAY = 24 * 60 * 60_000
const PAGE_SIZE = 20
/** The odds of a pool add up to this (docs/openapi.yaml `Odds`: parts per 10^8). */
const ODDS_TOTAL = 100_000_000

const ID = /^[A-Za-z0-9_-]{1,64}$/
const isId = (value: unknown): value is string => typeof value === 'string' && ID.test(value)
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 99_999_999_999
const isCursor = (value: unknown): value is string | undefined => value === undefined || (typeof value === 'string' && /^\d{1,6}$/.test(value))
const isLimit = (value: unknown): value is number | undefined => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 50)

/** A page of a list by offset: the cursor is the index of the page's first row. */
function pageOf<T>(list: readonly T[], cursor: string | undefined, limit = PAGE_SIZE) {
  const start = cursor === undefined ? 0 : Number(cursor)
  return { items: list.slice(start, start + limit), nextCursor: start + limit < list.length ? String(start + limit) : null }
}

type Window = { startsAt: number; endsAt: number; settledAt: number | null; rewardedAt: number | null }

/** The user's base time: their scenario's seed, else their first activity request. */
function baseOf(user: MockUser, now: number): number {
  user.activity.base ??= now
  return user.activity.base
}

/** An event's window for this user, in unix ms: a scenario's, else the catalogue's offsets from the user's base. */
function windowOf(user: MockUser, event: MockEvent, now: number): Window {
  const set = user.activity.windows.get(event.eventID)
  if (set) return set
  const base = baseOf(user, now)
  const { startsAt, endsAt, settledAt, rewardedAt } = event.window
  return { startsAt: base + startsAt, endsAt: base + endsAt, settledAt: settledAt === null ? null : base + settledAt, rewardedAt: rewardedAt === null ? null : base + rewardedAt }
}

/** A standing draw's window: open from a month before the user came to ten years after. */
const standingWindow = (base: number): Window => ({ startsAt: base - 30 * DAY, endsAt: base + 3650 * DAY, settledAt: null, rewardedAt: null })

/** The state of a window at `now` (docs/openapi.yaml `ActivityState`). */
function stateAt(window: Window, now: number) {
  if (now < window.startsAt) return 'upcoming' as const
  if (now < window.endsAt) return 'live' as const
  if (window.rewardedAt !== null && now >= window.rewardedAt) return 'rewarded' as const
  if (window.settledAt !== null && now >= window.settledAt) return 'ended' as const
  return 'settling' as const
}

const wireWindow = ({ startsAt, endsAt, settledAt }: Window) => ({ startsAt, endsAt, settledAt })

function summaryOf(user: MockUser, event: MockEvent, now: number) {
  const window = windowOf(user, event, now)
  return { eventID: event.eventID, title: event.title, art: eventArt(event), window: wireWindow(window), state: stateAt(window, now), route: event.route }
}

/** A draw's window: its event's, or a standing draw's. */
function drawWindow(user: MockUser, draw: MockDraw, now: number): Window {
  const event = draw.eventID === null ? undefined : findEvent(draw.eventID)
  return event ? windowOf(user, event, now) : standingWindow(baseOf(user, now))
}

/**
 * The draw as the server prices it now (`current`) and as this user's page was last shown it (`shown`): they
 * differ only while the server changed the pool after the page loaded (scenario `draw-pool-changed`).
 */
function versionsOf(user: MockUser, draw: MockDraw) {
  const changed = user.activity.poolChanged.has(draw.drawID)
  const current = changed ? { draw: changedDraw(draw), poolVersion: 'v2' } : { draw, poolVersion: 'v1' }
  const shown = changed && !user.activity.poolSeen.has(draw.drawID) ? { draw, poolVersion: 'v1' } : current
  return { current, shown }
}

const dayKey = (draw: MockDraw, now: number) => `${draw.drawID}:${serverDay(now)}`
const capOf = (user: MockUser, draw: MockDraw, now: number) => (draw.dailyLimit === null ? null : { limit: draw.dailyLimit, used: user.activity.drawsOnDay.get(dayKey(draw, now)) ?? 0 })
const guaranteeOf = (user: MockUser, draw: MockDraw) => (draw.guarantee === null ? null : { ...draw.guarantee, count: user.activity.guaranteeCount.get(draw.drawID) ?? 0 })
const balanceOf = (user: MockUser, draw: MockDraw) => (draw.currency === 'diamond' ? user.diamonds : (user.activity.tickets.get(draw.drawID) ?? 0))

/**
 * `count` prizes drawn with a random source seeded by the draw and the idempotency key, so the same key gives the
 * same prizes: each draw picks by the odds (an integer in [0, 10^8) against their running sum), and the counter
 * of a draw with a guarantee gives its prize on the `after`-th draw since the last one.
 */
function drawFrom(user: MockUser, draw: MockDraw, count: number, key: string) {
  const random = seededRandom(`${draw.drawID}:${key}`)
  let counter = user.activity.guaranteeCount.get(draw.drawID) ?? 0
  const prizes = []
  for (let index = 0; index < count; index++) {
    counter += 1
    const roll = Math.floor(random() * ODDS_TOTAL)
    let guaranteed = false
    let prize = draw.prizes[draw.prizes.length - 1]!
    if (draw.guarantee && counter >= draw.guarantee.after) {
      prize = draw.prizes.find((candidate) => candidate.prizeID === draw.guarantee!.prizeID)!
      guaranteed = true
    } else {
      let sum = 0
      for (const candidate of draw.prizes) {
        sum += candidate.odds
        if (roll < sum) {
          prize = candidate
          break
        }
      }
    }
    if (draw.guarantee && prize.prizeID === draw.guarantee.prizeID) counter = 0
    prizes.push({ prizeID: prize.prizeID, name: prize.name, guaranteed })
  }
  user.activity.guaranteeCount.set(draw.drawID, counter)
  return prizes
}

const withPreview = (prize: { prizeID: string; name: string; guaranteed: boolean }) => ({ ...prize, preview: prizePreview(prize.name) })

/** A task of an event as this user has it now. */
function taskOf(user: MockUser, event: MockEvent, task: MockTask) {
  const mine = user.activity.tasks.get(`${event.eventID}:${task.taskID}`) ?? { progress: task.progress, claimed: task.claimed }
  const state = mine.claimed ? ('claimed' as const) : mine.progress >= task.target ? ('done' as const) : ('todo' as const)
  return { taskID: task.taskID, title: task.title, progress: mine.progress, target: task.target, state, reward: { name: task.reward, preview: prizePreview(task.reward) }, open: task.open }
}

/**
 * The activity endpoints of docs/openapi.yaml (tag `activity`) over each user's ActivityRecord (activityRecord.ts)
 * and the catalogue (activityCatalog.ts): the activity center and its events on the user's windows, ranking
 * boards by period with my row, hiding my name, draws with their exact odds, guarantee, daily cap and an
 * idempotent draw seeded by its key (answerOnce.ts), my records, tasks and claiming once.
 */
export function createActivityHandlers({ ok, fail, authed }: ReplyHelpers): HttpHandler[] {
  return [
    authed('/v1/activity/list', (_body, user, state) => {
      const now = state.now()
      return ok({ items: EVENTS.map((event) => summaryOf(user, event, now)) })
    }),

    authed('/v1/activity/detail', (body, user, state) => {
      if (!isId(body.eventID)) return fail(MOCK_ERRNO.badParam)
      const event = findEvent(body.eventID)
      if (!event) return fail(MOCK_ERRNO.activityNotFound)
      const boards = event.boards.map((boardID) => ({ id: boardID, title: findBoard(boardID)!.title }))
      const draws = event.draws.map((drawID) => ({ id: drawID, title: findDraw(drawID)!.title }))
      return ok({ ...summaryOf(user, event, state.now()), rulesPath: event.rulesPath, excluded: event.excluded, boards, draws, hasTasks: event.tasks.length > 0 })
    }),

    authed('/v1/activity/ranking', (body, user, state) => {
      const { boardID, periodID, cursor, limit } = body
      if (!isId(boardID) || (periodID !== undefined && !isId(periodID)) || !isCursor(cursor) || !isLimit(limit)) return fail(MOCK_ERRNO.badParam)
      const board = findBoard(boardID)
      if (!board) return fail(MOCK_ERRNO.activityNotFound)
      const now = state.now()
      const periods = periodsOf(board, now, baseOf(user, now))
      const current = choosePeriod(periods, periodID, now)
      if (!current) return fail(MOCK_ERRNO.activityNotFound)
      const { rows, mine } = boardRows(board, current, user)
      const page = pageOf(rows.map(({ rank, user: shown, points }) => ({ rank, user: shown, points })), cursor, limit)
      const rewards = board.rewards.map((reward) => ({ ...reward, preview: activityPreview(reward.title, 96, 96, '#f5a623') }))
      return ok({ boardID, title: board.title, pointsLabel: board.pointsLabel, periods, periodID: current.periodID, ...page, mine, rewards, settled: current.settled, settledAt: current.settledAt })
    }),

    authed('/v1/activity/ranking/hide', (body, user) => {
      if (typeof body.hidden !== 'boolean') return fail(MOCK_ERRNO.badParam)
      user.activity.hidden = body.hidden
      return ok({ hidden: user.activity.hidden })
    }),

    authed('/v1/activity/draw/info', (body, user, state) => {
      if (!isId(body.drawID)) return fail(MOCK_ERRNO.badParam)
      const found = findDraw(body.drawID)
      if (!found) return fail(MOCK_ERRNO.activityNotFound)
      const now = state.now()
      const { shown } = versionsOf(user, found)
      const { draw, poolVersion } = shown
      const window = drawWindow(user, draw, now)
      return ok({
        drawID: draw.drawID,
        eventID: draw.eventID,
        title: draw.title,
        window: wireWindow(window),
        state: stateAt(window, now),
        rulesPath: draw.rulesPath,
        currency: draw.currency,
        ticketName: draw.ticketName,
        prices: draw.prices,
        poolVersion,
        prizes: draw.prizes.map((prize) => ({ ...prize, preview: prizePreview(prize.name) })),
        guarantee: guaranteeOf(user, draw),
        dailyCap: capOf(user, draw, now),
        balance: balanceOf(user, draw),
        minor: user.minor,
      })
    }),

    authed('/v1/activity/draw', (body, user, state) => {
      const { drawID, count, price, poolVersion, idempotencyKey } = body
      if (!isId(drawID) || (count !== 1 && count !== 10) || !isCount(price) || typeof poolVersion !== 'string' || !isId(poolVersion) || !isIdempotencyKey(idempotencyKey)) {
        return fail(MOCK_ERRNO.badParam)
      }
      return answerOnce(user.moneyKeys, idempotencyKey, `draw:${drawID}:${count}:${price}:${poolVersion}`, () => {
        const found = findDraw(drawID)
        if (!found) return { failure: MOCK_ERRNO.activityNotFound }
        const now = state.now()
        if (user.minor) return { failure: MOCK_ERRNO.minor }
        if (user.activity.teenMode) return { failure: MOCK_ERRNO.activityTeenMode }
        const phase = stateAt(drawWindow(user, found, now), now)
        if (phase === 'upcoming') return { failure: MOCK_ERRNO.activityNotStarted }
        if (phase !== 'live') return { failure: MOCK_ERRNO.activityEnded }
        const { current } = versionsOf(user, found)
        const draw = current.draw
        const cost = count === 1 ? draw.prices.one : draw.prices.ten
        if (poolVersion !== current.poolVersion || price !== cost) {
          user.activity.poolSeen.add(drawID)
          return { failure: MOCK_ERRNO.poolChanged }
        }
        const cap = capOf(user, draw, now)
        if (cap && cap.used + count > cap.limit) return { failure: MOCK_ERRNO.drawDailyCap }
        if (cost > balanceOf(user, draw)) return { failure: draw.currency === 'diamond' ? MOCK_ERRNO.noDiamonds : MOCK_ERRNO.noTickets }
        if (draw.currency === 'diamond') user.diamonds -= cost
        else user.activity.tickets.set(drawID, balanceOf(user, draw) - cost)
        if (cap) user.activity.drawsOnDay.set(dayKey(draw, now), cap.used + count)
        const prizes = drawFrom(user, draw, count, idempotencyKey)
        user.activity.lastId += 1
        const recordID = `rec_${user.activity.lastId}`
        user.activity.records.unshift({ drawID, recordID, drawnAt: now, count, cost, currency: draw.currency, prizes })
        return {
          data: { drawID, recordID, count, prizes: prizes.map(withPreview), guarantee: guaranteeOf(user, draw), dailyCap: capOf(user, draw, now), balance: balanceOf(user, draw), drawnAt: now },
        }
      }, { ok, fail })
    }),

    authed('/v1/activity/draw/records', (body, user) => {
      const { drawID, cursor, limit } = body
      if (!isId(drawID) || !isCursor(cursor) || !isLimit(limit)) return fail(MOCK_ERRNO.badParam)
      if (!findDraw(drawID)) return fail(MOCK_ERRNO.activityNotFound)
      const records = user.activity.records
        .filter((record) => record.drawID === drawID)
        .map(({ recordID, drawnAt, count, cost, currency, prizes }) => ({ recordID, drawnAt, count, cost, currency, prizes: prizes.map(withPreview) }))
      return ok(pageOf(records, cursor, limit))
    }),

    authed('/v1/activity/tasks', (body, user) => {
      if (!isId(body.eventID)) return fail(MOCK_ERRNO.badParam)
      const event = findEvent(body.eventID)
      if (!event) return fail(MOCK_ERRNO.activityNotFound)
      return ok({ eventID: event.eventID, items: event.tasks.map((task) => taskOf(user, event, task)) })
    }),

    authed('/v1/activity/tasks/claim', (body, user, state) => {
      const { eventID, taskID } = body
      if (!isId(eventID) || !isId(taskID)) return fail(MOCK_ERRNO.badParam)
      const event = findEvent(eventID)
      const task = event?.tasks.find((candidate) => candidate.taskID === taskID)
      if (!event || !task) return fail(MOCK_ERRNO.activityNotFound)
      const now = state.now()
      if (now >= windowOf(user, event, now).endsAt) return fail(MOCK_ERRNO.activityEnded)
      const shown = taskOf(user, event, task)
      if (shown.state === 'claimed') return fail(MOCK_ERRNO.taskClaimed)
      if (shown.state === 'todo') return fail(MOCK_ERRNO.taskNotDone)
      user.activity.tasks.set(`${eventID}:${taskID}`, { progress: shown.progress, claimed: true })
      return ok({ taskID, reward: shown.reward })
    }),
  ]
}
