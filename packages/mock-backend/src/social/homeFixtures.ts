import { mockPreview } from '../mall/mallCatalog.ts'
import { mockAvatar } from '../mockAvatar.ts'

/**
 * The fixed people of the simulated home pages (docs/openapi.yaml `getUserHome`), besides the simulator's own
 * users: a host with everything on show, a new user with nothing yet, and a banned account. Any other userID is
 * no user (8320001).
 */
export interface HomeFixture {
  userID: number
  nickName: string
  signature: string
  /** The worn pretty number, or null (the account ID shows). */
  prettyNumber: string | null
  vip: { level: number; name: string } | null
  wealth: { level: number; name: string } | null
  /** Followers before the simulator's users follow them. */
  followers: number
  following: number
  guards: number
  gifts: number
  works: number
  banned: boolean
}

/** The host of the mall's fixtures (MOCK_HOSTS' 9): a worn 靓号, SVIP, a wealth level, guards, a full gift wall. */
export const HOME_HOST: HomeFixture = {
  userID: 9,
  nickName: '星河主播',
  signature: '每晚八点唱歌，不见不散～',
  prettyNumber: '8888',
  vip: { level: 2, name: 'SVIP' },
  wealth: { level: 16, name: '王者16级' },
  followers: 128_406,
  following: 36,
  guards: 23,
  gifts: 24,
  works: 48,
  banned: false,
}

export const HOME_FIXTURES: readonly HomeFixture[] = [
  HOME_HOST,
  // MOCK_HOSTS' 10086: a plain new user, no badges and nothing on the lists.
  { userID: 10086, nickName: '夜莺', signature: '', prettyNumber: null, vip: null, wealth: null, followers: 0, following: 0, guards: 0, gifts: 0, works: 0, banned: false },
  { userID: 10010, nickName: '违规账号', signature: '', prettyNumber: null, vip: null, wealth: null, followers: 12, following: 3, guards: 0, gifts: 0, works: 0, banned: true },
]

const GIFTS = ['玫瑰', '棒棒糖', '小心心', '告白气球', '跑车', '火箭', '城堡', '游艇', '皇冠', '飞机', '钻戒', '流星雨']
const FANS = ['晚风', '小橘子', '阿狸不吃鱼', '柠檬汽水', '夏天的风', '糖糖']
const SONGS = ['晴天', '后来', '小幸运', '平凡之路', '稻香', '光年之外', '起风了', '年少有为']
const LONG = '这是一个非常非常长的名字用来看看页面会不会被撑破😀😀ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const HUGE = 99_999_999_999

/** A fixture's top guards (at most 3), its gift wall (the most received first) and its first works (20). */
export function homeLists(fixture: HomeFixture, huge: boolean) {
  const name = (base: string, index: number) => (huge ? `${LONG}${index}` : base)
  const guards = Array.from({ length: Math.min(3, fixture.guards) }, (_, index) => {
    const nickName = name(FANS[index % FANS.length]!, index)
    return { userID: 30_001 + index, nickName, avatar: index === 2 ? '' : mockAvatar(nickName), levelName: ['黄金守护', '白银守护', '青铜守护'][index]! }
  })
  const gifts = Array.from({ length: fixture.gifts }, (_, index) => {
    const giftName = huge ? `${LONG}${index}` : `${GIFTS[index % GIFTS.length]!}${index < GIFTS.length ? '' : index}`
    return { giftID: `gift_${index + 1}`, name: giftName, icon: index % 7 === 6 ? '' : mockPreview(giftName, 'banner', 96).url, count: huge ? HUGE - index : (fixture.gifts - index) * 37 }
  })
  const works = Array.from({ length: Math.min(20, fixture.works) }, (_, index) => {
    const title = huge ? `${LONG}${index}` : `${SONGS[index % SONGS.length]!}（翻唱）`
    return { workID: `work_${fixture.userID}_${index + 1}`, title, cover: index % 5 === 4 ? '' : mockPreview(title, 'card', 96).url, plays: huge ? HUGE : 1200 + index * 311 }
  })
  return { guards, gifts, works }
}
