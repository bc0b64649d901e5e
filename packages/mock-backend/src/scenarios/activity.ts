import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import { BOARD_SIZE, BOARDS } from '../activity/activityCatalog.ts'
import type { ScenarioTable } from './MockScenario.ts'

const DAY = 24 * 60 * 60_000
/** How long after its seed the `activity-starting` event opens: long enough to see it upcoming, short enough to wait for. */
export const STARTING_IN_MS = 10_000
/** The rank the `rank-*` scenarios hold on every board. */
export const PINNED_RANK = 37

/** Fixes the user's base time at the seed, so their windows do not wait for their first activity request. */
const baseAtSeed = (user: MockUser, state: MockState) => {
  user.activity.base = state.now()
}

/**
 * Points that rank `rank` on every board (activity/rankingBoard.ts gives rank r between (BOARD_SIZE + 1 - r)
 * thousand and 900 more): just under the row above's least.
 */
const pointsForRank = (rank: number) => (BOARD_SIZE + 2 - rank) * 1000 - 50

function rankEverywhere(user: MockUser, points: number): void {
  for (const board of BOARDS) user.activity.points.set(board.boardID, points)
}

/**
 * The activity family's users (docs/openapi.yaml tag `activity`): one per branch of an event's state, a ranking's
 * my-row, a draw and a task. Names start with `activity-`, `rank-`, `draw-` or `task-`. Every user also has the
 * catalogue's world (activity/activityCatalog.ts): the activity center's events live (ev_weal), upcoming
 * (ev_update), settling (ev_equation), ended (ev_sisipoker) and rewarded (ev_qixi); the wheel's pool with odds
 * down to 0.0001% (draw_wheel); tasks done, not done and claimed (ev_weal).
 *
 * Until the activity pages are ready, each scenario opens the ready rule page of what it plays (the dev index
 * links only ready pages); when a page is made ready, its scenarios' `path` moves to it (/activityCenter, /rank,
 * /weekstar, /draw, /luckyDart).
 */
export const ACTIVITY_SCENARIOS = {
  'activity-starting': {
    description: '活动·即将开始：版本庆典 10 秒后开始，页面不刷新即变为进行中',
    path: '/rule/jingxi',
    seed: (user, state) => {
      baseAtSeed(user, state)
      const startsAt = state.now() + STARTING_IN_MS
      user.activity.windows.set('ev_update', { startsAt, endsAt: startsAt + 7 * DAY, settledAt: null, rewardedAt: null })
    },
  },
  'rank-pinned': {
    description: `榜单·我在每个榜单第 ${PINNED_RANK} 名，底部固定显示我的排名与距上一名的差距`,
    path: '/weekstar/rule',
    seed: (user, state) => {
      baseAtSeed(user, state)
      rankEverywhere(user, pointsForRank(PINNED_RANK))
    },
  },
  'rank-unranked': {
    description: '榜单·我未上榜（只有 10 点），底部显示「未上榜」与上榜还差多少',
    path: '/weekstar/rule',
    seed: (user, state) => {
      baseAtSeed(user, state)
      rankEverywhere(user, 10)
    },
  },
  'rank-hidden': {
    description: `榜单·我已隐身：他人看到「神秘人」，我仍看到自己的第 ${PINNED_RANK} 名`,
    path: '/weekstar/rule',
    seed: (user, state) => {
      baseAtSeed(user, state)
      rankEverywhere(user, pointsForRank(PINNED_RANK))
      user.activity.hidden = true
    },
  },
  'rank-settled': {
    description: '榜单·上周已结算：最终结果冻结，显示结算时间',
    path: '/weekstar/rule',
    seed: (user, state) => {
      baseAtSeed(user, state)
      rankEverywhere(user, pointsForRank(PINNED_RANK))
    },
  },
  'draw-guarantee': {
    description: '抽奖·幸运转盘已抽 49 次：下一次必得保底奖励（星光头像框）',
    path: '/draw/rule',
    seed: (user, state) => {
      baseAtSeed(user, state)
      user.activity.guaranteeCount.set('draw_wheel', 49)
      user.activity.guaranteeCount.set('draw_weal', 9)
    },
  },
  'draw-cap': {
    description: '抽奖·今日已抽 199 次（上限 200）：单抽一次后达到上限，十连被拒',
    path: '/draw/rule',
    seed: (user, state) => {
      baseAtSeed(user, state)
      const day = Math.floor((state.now() + 8 * 60 * 60_000) / DAY)
      user.activity.drawsOnDay.set(`draw_wheel:${day}`, 199)
    },
  },
  'draw-low-diamonds': {
    description: '抽奖·只有 10 钻石：单抽需 20 钻石，引导去充值',
    path: '/draw/rule',
    seed: (user, state) => {
      baseAtSeed(user, state)
      user.diamonds = 10
    },
  },
  'draw-no-tickets': {
    description: '抽奖·幸运飞镖没有飞镖了（抽奖券不足）',
    path: '/rule/xingyunchoujiang',
    seed: (user, state) => {
      baseAtSeed(user, state)
      user.activity.tickets.set('draw_dart', 0)
    },
  },
  'draw-minor': {
    description: '抽奖·未成年账号：不能抽奖（errno 8304101）',
    path: '/draw/rule',
    seed: (user, state) => {
      baseAtSeed(user, state)
      user.minor = true
    },
  },
  'draw-teen': {
    description: '抽奖·服务端记录为青少年模式：抽奖被拒（errno 8340004）',
    path: '/draw/rule',
    seed: (user, state) => {
      baseAtSeed(user, state)
      user.activity.teenMode = true
    },
  },
  'draw-pool-changed': {
    description: '抽奖·奖池已更新：页面显示旧价格，抽奖时提示奖池已更新（8340007），刷新后显示新价格',
    path: '/draw/rule',
    seed: (user, state) => {
      baseAtSeed(user, state)
      user.activity.poolChanged.add('draw_wheel')
    },
  },
  'task-all-done': {
    description: '任务·福利嘉年华的任务全部完成，可逐个领取（重复领取显示已领取）',
    path: '/rule/huoli',
    seed: (user, state) => {
      baseAtSeed(user, state)
      for (const taskID of ['task_signin', 'task_gift', 'task_realname']) user.activity.tasks.set(`ev_weal:${taskID}`, { progress: 10, claimed: false })
    },
  },
} satisfies ScenarioTable
