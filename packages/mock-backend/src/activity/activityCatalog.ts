
/**
 * The simulated activities (docs/openapi.yaml tag `activity`): the events of the activity center, the ranking
 * boards, the draws and the tasks. Windows are offsets from a user's activity base time (`ActivityRecord.base`,
 * their first activity request or their scenario's seed), so each user's events sit where the catalogue says
 * around the time they came, and a test's clock moves them across their boundaries.
 */

/** A picture of `text`'s first character on a coloured card, `width` x `height` CSS pixels, as a data URI. */
export function activityPreview(text: string, width: number, height: number, fill = '#ff6b6b') {
  const initial = Array.from(text)[0] ?? '?'
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="12" fill="${fill}"/>` +
    `<text x="${width / 2}" y="${height / 2 + 14}" font-size="40" text-anchor="middle" fill="#fff" font-family="-apple-system,PingFang SC,sans-serif">${initial}</text></svg>`
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width, height, animated: false }
}

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/** An event's window as offsets from the base time; `rewardedAt` when the rewards were sent. */
export interface MockWindow {
  startsAt: number
  endsAt: number
  settledAt: number | null
  rewardedAt: number | null
}

export interface MockEvent {
  eventID: string
  title: string
  route: string
  rulesPath: string
  window: MockWindow
  excluded: string[]
  boards: string[]
  draws: string[]
  tasks: MockTask[]
}

export interface MockTask {
  taskID: string
  title: string
  target: number
  /** The progress a user starts with. */
  progress: number
  claimed: boolean
  reward: string
  open: string | null
}

const EXCLUDED = ['未成年人', '青少年模式下的用户', '平台工作人员']

const TASKS: MockTask[] = [
  { taskID: 'task_signin', title: '活动期间签到 1 天', target: 1, progress: 1, claimed: false, reward: '福利券×1', open: null },
  { taskID: 'task_gift', title: '在直播间送出 10 个礼物', target: 10, progress: 3, claimed: false, reward: '小心心×5', open: null },
  { taskID: 'task_realname', title: '完成实名认证', target: 1, progress: 0, claimed: false, reward: '福利券×2', open: '/oauth' },
  { taskID: 'task_share', title: '分享活动给好友', target: 1, progress: 1, claimed: true, reward: '玫瑰花×1', open: null },
]

/** The activity center's events, in the server's order. */
export const EVENTS: readonly MockEvent[] = [
  {
    eventID: 'ev_weal',
    title: '福利嘉年华',
    route: '/activityCenter/weal',
    rulesPath: '/rule/huoli',
    window: { startsAt: -2 * DAY, endsAt: 5 * DAY, settledAt: 5 * DAY + 2 * HOUR, rewardedAt: null },
    excluded: EXCLUDED,
    boards: ['weal_rounds'],
    draws: ['draw_weal'],
    tasks: TASKS,
  },
  {
    eventID: 'ev_update',
    title: '新版本上线庆典',
    route: '/activityCenter/update',
    rulesPath: '/rule/jingxi',
    window: { startsAt: 3 * DAY, endsAt: 10 * DAY, settledAt: null, rewardedAt: null },
    excluded: EXCLUDED,
    boards: [],
    draws: ['draw_update'],
    tasks: TASKS.slice(0, 2).map((task) => ({ ...task, progress: 0, claimed: false })),
  },
  {
    eventID: 'ev_equation',
    title: '算式挑战赛',
    route: '/activityCenter/equation',
    rulesPath: '/rule/xiaoxingyun',
    window: { startsAt: -4 * DAY, endsAt: -HOUR, settledAt: HOUR, rewardedAt: null },
    excluded: ['未成年人'],
    boards: [],
    draws: [],
    tasks: [],
  },
  {
    eventID: 'ev_sisipoker',
    title: '四四扑克',
    route: '/activityCenter/sisipoker',
    rulesPath: '/rule/choujiang',
    window: { startsAt: -10 * DAY, endsAt: -3 * DAY, settledAt: -3 * DAY + 2 * HOUR, rewardedAt: null },
    excluded: EXCLUDED,
    boards: [],
    draws: ['draw_poker'],
    tasks: TASKS.slice(0, 1),
  },
  {
    eventID: 'ev_qixi',
    title: '七夕情缘季',
    route: '/game/qixi',
    rulesPath: '/rule/lovers',
    window: { startsAt: -30 * DAY, endsAt: -20 * DAY, settledAt: -20 * DAY + 2 * HOUR, rewardedAt: -19 * DAY },
    excluded: EXCLUDED,
    boards: [],
    draws: [],
    tasks: [],
  },
]

export const findEvent = (eventID: unknown): MockEvent | undefined => EVENTS.find((event) => event.eventID === eventID)

/** The art of an event: a cover for its card and a background, sized. */
export const eventArt = (event: MockEvent) => ({ cover: activityPreview(event.title, 345, 140), background: activityPreview(event.title, 375, 600, '#3b1f5c') })

// --- Ranking boards -------------------------------------------------------------------------------------

export type PointsLabel = '热度' | '魅力' | '财富值'
/** How a board's periods are made: the calendar's day, week and month, this week and last week, or the rounds of an event. */
export type PeriodPlan = 'calendar' | 'weeks' | { eventID: string; rounds: { label: string; startsAt: number; endsAt: number }[] }

export interface MockBoard {
  boardID: string
  title: string
  pointsLabel: PointsLabel
  periods: PeriodPlan
  rewards: { fromRank: number; toRank: number; title: string }[]
}

const REWARDS = [
  { fromRank: 1, toRank: 1, title: '限定座驾「星河」·30天' },
  { fromRank: 2, toRank: 3, title: '限定头像框·30天' },
  { fromRank: 4, toRank: 10, title: '专属气泡·15天' },
  { fromRank: 11, toRank: 50, title: '小心心×50' },
]

export const BOARDS: readonly MockBoard[] = [
  { boardID: 'rank_wealth', title: '财富榜', pointsLabel: '财富值', periods: 'calendar', rewards: [] },
  { boardID: 'rank_charm', title: '魅力榜', pointsLabel: '魅力', periods: 'calendar', rewards: [] },
  { boardID: 'rank_room', title: '房间榜', pointsLabel: '热度', periods: 'calendar', rewards: [] },
  { boardID: 'weekstar', title: '周星榜', pointsLabel: '魅力', periods: 'weeks', rewards: REWARDS },
  {
    boardID: 'weal_rounds',
    title: '福利嘉年华·热度榜',
    pointsLabel: '热度',
    periods: {
      eventID: 'ev_weal',
      rounds: [
        { label: '第一轮', startsAt: -2 * DAY, endsAt: -DAY },
        { label: '第二轮', startsAt: -DAY, endsAt: 5 * DAY },
      ],
    },
    rewards: REWARDS,
  },
]

export const findBoard = (boardID: unknown): MockBoard | undefined => BOARDS.find((board) => board.boardID === boardID)

/** How many rows a period's board holds; below the last, a user is not ranked. */
export const BOARD_SIZE = 60
/** A settled period's result is final this long after its end. */
export const SETTLE_AFTER = 30 * 60_000

// --- Draws ----------------------------------------------------------------------------------------------

export interface MockPrize {
  prizeID: string
  name: string
  /** Parts per 10^8 (docs/openapi.yaml `Odds`); a pool's add up to 100000000. */
  odds: number
  kind: 'virtual' | 'physical'
  valueFen: number | null
}

export interface MockDraw {
  drawID: string
  title: string
  /** The event the draw belongs to, whose window it has; null for a standing draw, always live. */
  eventID: string | null
  rulesPath: string
  currency: 'diamond' | 'ticket'
  ticketName: string | null
  prices: { one: number; ten: number }
  prizes: MockPrize[]
  guarantee: { after: number; prizeID: string } | null
  dailyLimit: number | null
}

const virtual = (prizeID: string, name: string, odds: number): MockPrize => ({ prizeID, name, odds, kind: 'virtual', valueFen: null })

/** The wheel's pool: from 60% down to 0.0001% (100 parts per 10^8). */
const WHEEL_PRIZES = [
  virtual('p_crown', '王者之冠·永久', 100),
  virtual('p_car', '炫光跑车·7天', 9_900),
  virtual('p_frame', '星光头像框·30天', 990_000),
  virtual('p_bubble', '糖果气泡·7天', 9_000_000),
  virtual('p_rose', '玫瑰花×10', 30_000_000),
  virtual('p_heart', '小心心×5', 60_000_000),
]

export const DRAWS: readonly MockDraw[] = [
  {
    drawID: 'draw_wheel',
    title: '幸运转盘',
    eventID: null,
    rulesPath: '/draw/rule',
    currency: 'diamond',
    ticketName: null,
    prices: { one: 20, ten: 180 },
    prizes: WHEEL_PRIZES,
    guarantee: { after: 50, prizeID: 'p_frame' },
    dailyLimit: 200,
  },
  {
    drawID: 'draw_dart',
    title: '幸运飞镖',
    eventID: null,
    rulesPath: '/rule/xingyunchoujiang',
    currency: 'ticket',
    ticketName: '飞镖',
    prices: { one: 1, ten: 10 },
    prizes: [virtual('p_dart_gold', '金色飞镖框·7天', 1_000_000), virtual('p_rose', '玫瑰花×10', 29_000_000), virtual('p_heart', '小心心×5', 70_000_000)],
    guarantee: null,
    dailyLimit: null,
  },
  {
    drawID: 'draw_iphone',
    title: 'iPhone 幸运抽奖',
    eventID: null,
    rulesPath: '/rule/gaojichoujiang',
    currency: 'diamond',
    ticketName: null,
    prices: { one: 50, ten: 500 },
    prizes: [{ prizeID: 'p_iphone', name: 'iPhone 17 Pro 256GB', odds: 1, kind: 'physical', valueFen: 899_900 }, virtual('p_frame', '星光头像框·30天', 4_999_999), virtual('p_heart', '小心心×5', 95_000_000)],
    guarantee: null,
    dailyLimit: 100,
  },
  { drawID: 'draw_weal', title: '福利抽奖', eventID: 'ev_weal', rulesPath: '/rule/huoli', currency: 'diamond', ticketName: null, prices: { one: 10, ten: 100 }, prizes: WHEEL_PRIZES, guarantee: { after: 10, prizeID: 'p_bubble' }, dailyLimit: 50 },
  { drawID: 'draw_update', title: '庆典抽奖', eventID: 'ev_update', rulesPath: '/rule/jingxi', currency: 'diamond', ticketName: null, prices: { one: 10, ten: 100 }, prizes: WHEEL_PRIZES, guarantee: null, dailyLimit: 50 },
  { drawID: 'draw_poker', title: '扑克抽奖', eventID: 'ev_sisipoker', rulesPath: '/rule/choujiang', currency: 'diamond', ticketName: null, prices: { one: 10, ten: 100 }, prizes: WHEEL_PRIZES, guarantee: null, dailyLimit: 50 },
]

export const findDraw = (drawID: unknown): MockDraw | undefined => DRAWS.find((draw) => draw.drawID === drawID)

/** A draw's pool after the server changed it (scenario `draw-pool-changed`): dearer, the same prizes. */
export const changedDraw = (draw: MockDraw): MockDraw => ({ ...draw, prices: { one: draw.prices.one + 5, ten: draw.prices.ten + 40 } })

export const prizePreview = (name: string) => activityPreview(name, 120, 120, '#f5a623')
