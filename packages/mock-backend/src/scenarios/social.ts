import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import type { ScenarioTable } from './MockScenario.ts'

const DAY = 24 * 60 * 60_000

/** The viewer wears the pretty number 686868, is SVIP for 60 more days and has a wealth level. */
function dressUp(user: MockUser, state: MockState): void {
  user.mall.owned.set('num_686868', { expireAt: null, worn: true, source: 'bought' })
  user.honors.set(2, state.now() + 60 * DAY)
  user.mall.wealthBase = 60_000
}

/**
 * The home page's users (docs/openapi.yaml tag `social`, /home): each branch of the page as the viewer meets
 * it. The people whose pages they open (`/home?userID=`) are social/homeFixtures.ts's: 9 (everything on show),
 * 10086 (a new user, nothing yet), 10010 (banned); 404404 is nobody. A scenario's `path` carries no query, so
 * each opens my own page; its description names the userID to open. Names start with `home-`.
 */
export const SOCIAL_SCENARIOS = {
  'home-host': {
    description: '主页·打开 /home?userID=9 主播：佩戴靓号 8888、SVIP、财富等级、守护、礼物墙与作品，未关注',
    path: '/home',
    seed: () => {},
  },
  'home-following': {
    description: '主页·打开 /home?userID=9 已关注的主播：显示「已关注」，可取消关注',
    path: '/home',
    seed: (user) => {
      user.social.following.add(9)
    },
  },
  'home-new-user': {
    description: '主页·打开 /home?userID=10086 新用户：无徽章，守护、礼物墙与作品都为空',
    path: '/home',
    seed: () => {},
  },
  'home-self': {
    description: '主页·我自己：佩戴靓号 686868、SVIP，不显示关注与私信',
    path: '/home',
    seed: dressUp,
  },
  'home-not-found': {
    description: '主页·打开 /home?userID=404404 用户不存在（8320001）',
    path: '/home',
    seed: () => {},
  },
  'home-banned': {
    description: '主页·打开 /home?userID=10010 该账号已被封禁（8320002）',
    path: '/home',
    seed: () => {},
  },
  'home-follow-limit': {
    description: '主页·关注人数已达上限：打开 /home?userID=9 关注时提示（8320004）',
    path: '/home',
    seed: (user) => {
      user.social.followLimit = 1
      user.social.following.add(10086)
    },
  },
  'home-huge': {
    description: '主页·打开 /home?userID=9 极长昵称与极大数量（礼物数、播放量、粉丝数）',
    path: '/home',
    seed: (user) => {
      user.social.look = 'huge'
    },
  },
} satisfies ScenarioTable
