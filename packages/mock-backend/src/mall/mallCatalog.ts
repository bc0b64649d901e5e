/**
 * What the simulated mall sells (docs/openapi.yaml tag `mall`): the decorations by tab, the VIP tiers and their
 * perks, the guard plans, the pretty numbers by pattern and the wealth levels. Prices are the simulator's; the
 * pages read every one of them from the answers.
 */

const PALETTE: Record<string, string> = { frame: '#F0B429', bubble: '#3A8EE6', banner: '#E8453C', card: '#D9488B', vip: '#8E5CD9', wealth: '#2BA471' }

/**
 * A locally drawn picture (a rounded square in the kind's colour with the name's first character) as a `data:`
 * URI, at a fixed size: the simulator never points the app at an external host.
 */
export function mockPreview(name: string, kind: keyof typeof PALETTE, size = 96, animated = false) {
  const initial = Array.from(name)[0] ?? '?'
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${PALETTE[kind]}"/>` +
    `<text x="48" y="62" font-size="40" text-anchor="middle" fill="#fff" font-family="-apple-system,PingFang SC,sans-serif">${initial}</text></svg>`
  return { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width: size, height: size, animated }
}

export type MockDecorationKind = 'frame' | 'bubble' | 'banner' | 'card'
export type MockKind = MockDecorationKind | 'number'

/** A price option as docs/openapi.yaml `PriceOption` has it. */
export type MockPriceOption =
  | { optionID: string; days: number | null; label: string; currency: 'diamond'; diamonds: number }
  | { optionID: string; days: number | null; label: string; currency: 'cny'; priceFen: number; productID: string }

export type MockUnlock = { by: 'price' } | { by: 'wealth'; level: number } | { by: 'vip'; tier: number }

export interface MockGoods {
  goodsID: string
  kind: MockKind
  name: string
  description: string
  unlock: MockUnlock
  options: MockPriceOption[]
  giftable: boolean
  animated?: boolean
}

const diamondOption = (optionID: string, days: number | null, diamonds: number): MockPriceOption => ({
  optionID,
  days,
  label: days === null ? '永久' : days % 30 === 0 ? `${days / 30}个月` : `${days}天`,
  currency: 'diamond',
  diamonds,
})

export const MALL_TABS = [
  { tab: 'frame', title: '头像框' },
  { tab: 'bubble', title: '聊天气泡' },
  { tab: 'banner', title: '进场飘屏' },
  { tab: 'card', title: '资料卡' },
] as const

/** The decorations, by tab (the tab is the kind). */
export const DECORATIONS: readonly MockGoods[] = [
  {
    goodsID: 'frame_star',
    kind: 'frame',
    name: '星光头像框',
    description: '点点星光环绕头像',
    unlock: { by: 'price' },
    options: [diamondOption('frame_star_7', 7, 300), diamondOption('frame_star_30', 30, 1000), diamondOption('frame_star_forever', null, 8800)],
    giftable: true,
    animated: true,
  },
  { goodsID: 'frame_crown', kind: 'frame', name: '王者之冠', description: '财富等级 10 级解锁', unlock: { by: 'wealth', level: 10 }, options: [], giftable: false },
  { goodsID: 'frame_svip', kind: 'frame', name: '尊享头像框', description: 'SVIP 专属', unlock: { by: 'vip', tier: 2 }, options: [], giftable: false },
  {
    goodsID: 'bubble_candy',
    kind: 'bubble',
    name: '糖果气泡',
    description: '甜甜的聊天气泡',
    unlock: { by: 'price' },
    options: [diamondOption('bubble_candy_7', 7, 200), diamondOption('bubble_candy_30', 30, 600)],
    giftable: true,
  },
  { goodsID: 'bubble_gold', kind: 'bubble', name: '鎏金气泡', description: 'VIP 专属', unlock: { by: 'vip', tier: 1 }, options: [], giftable: false },
  {
    goodsID: 'banner_dragon',
    kind: 'banner',
    name: '龙腾飘屏',
    description: '进入直播间时全屏飘过',
    unlock: { by: 'price' },
    options: [
      diamondOption('banner_dragon_30', 30, 2000),
      { optionID: 'banner_dragon_30_cny', days: 30, label: '1个月', currency: 'cny', priceFen: 3000, productID: 'banner_dragon_30' },
    ],
    giftable: true,
    animated: true,
  },
  { goodsID: 'card_sakura', kind: 'card', name: '樱花资料卡', description: '资料卡背景飘落樱花', unlock: { by: 'price' }, options: [diamondOption('card_sakura_30', 30, 800)], giftable: true },
]

export interface MockVipTier {
  tier: number
  code: string
  name: string
  options: MockPriceOption[]
  perks: string[]
  /** The members' 钻石 of each day. */
  dailyDiamonds: number
}

export const VIP_PERKS = [
  { perkID: 'medal', name: '尊贵勋章', description: '昵称旁点亮会员勋章' },
  { perkID: 'color', name: '彩色昵称', description: '公屏昵称显示会员专属颜色' },
  { perkID: 'daily', name: '每日领钻', description: '会员期间每天可领取钻石' },
  { perkID: 'entrance', name: '进场横幅', description: '进入直播间时展示专属横幅' },
  { perkID: 'gifts', name: '专属礼物', description: '解锁会员专属礼物' },
  { perkID: 'follow', name: '特别关注', description: '特别关注上限提升至 50 人' },
  { perkID: 'family', name: '创建家族', description: '可创建自己的家族' },
] as const

/** The tiers, cheapest first; a tier's 30-day 钻石 option is what buyHonor charges without `optionID`. */
export const VIP_TIERS: readonly MockVipTier[] = [
  {
    tier: 1,
    code: 'vip',
    name: 'VIP',
    options: [
      diamondOption('vip_30', 30, 600),
      diamondOption('vip_90', 90, 1600),
      diamondOption('vip_365', 365, 5800),
      { optionID: 'vip_30_cny', days: 30, label: '1个月', currency: 'cny', priceFen: 3000, productID: 'vip_month' },
    ],
    perks: ['medal', 'color', 'daily'],
    dailyDiamonds: 10,
  },
  {
    tier: 2,
    code: 'svip',
    name: 'SVIP',
    options: [diamondOption('svip_30', 30, 3000), diamondOption('svip_90', 90, 8000), diamondOption('svip_365', 365, 28_800)],
    perks: ['medal', 'color', 'daily', 'entrance', 'gifts', 'follow'],
    dailyDiamonds: 30,
  },
  {
    tier: 3,
    code: 'xvip',
    name: 'XVIP',
    options: [diamondOption('xvip_30', 30, 10_000), diamondOption('xvip_365', 365, 100_000)],
    perks: ['medal', 'color', 'daily', 'entrance', 'gifts', 'follow', 'family'],
    dailyDiamonds: 100,
  },
]

/** The tiers each lineup shows (docs/openapi.yaml `VipTiersPayload.lineup`). */
export const VIP_LINEUPS = { uservip: [1, 2], vipv2: [1, 2, 3] } as const

export const findTier = (tier: number) => VIP_TIERS.find((candidate) => candidate.tier === tier)

/** The guard plans: 钻石 per month by level; a plan of n months costs n times the month. */
export const GUARD_PLANS = [
  { level: 1, name: '青铜守护', monthDiamonds: 1000, perks: ['守护勋章', '专属进场特效'] },
  { level: 2, name: '白银守护', monthDiamonds: 5000, perks: ['守护勋章', '专属进场特效', '守护专属礼物'] },
  { level: 3, name: '黄金守护', monthDiamonds: 20_000, perks: ['守护勋章', '专属进场特效', '守护专属礼物', '榜单置顶'] },
] as const
export const GUARD_MONTHS = [
  { months: 1, label: '1个月' },
  { months: 3, label: '3个月' },
  { months: 12, label: '12个月' },
] as const

/** The users a guard page can open besides the simulator's users: hosts, with fans guarding them. */
export const MOCK_HOSTS = [
  { userID: 9, nickName: '星河主播' },
  { userID: 10086, nickName: '夜莺' },
] as const

export const NUMBER_TABS = [
  { tab: 'aaaa', title: 'AAAA' },
  { tab: 'abab', title: 'ABAB' },
  { tab: 'love', title: '520/1314' },
  { tab: 'short', title: '短号' },
] as const

const numbersOf: Record<(typeof NUMBER_TABS)[number]['tab'], string[]> = {
  aaaa: ['1111', '2222', '3333', '5555', '6666', '7777', '8888', '9999', '66666', '88888'],
  abab: ['1212', '2323', '3434', '5656', '6868', '7979', '8989', '121212', '686868'],
  love: ['520520', '1314520', '5201314', '520888', '1314666'],
  short: ['168', '520', '666', '888', '999', '1688', '5888', '6888', '7788', '9988', '1008', '2008', '3008', '4008', '5008', '6008', '7008', '8008', '9008', '1009', '2009', '3009', '4009', '5009', '6009', '7009', '8009', '9009'],
}

/** A pretty number as a goods item: its id is `num_<digits>`; shorter numbers cost more. */
function numberGoods(number: string, pattern: string): MockGoods & { number: string; pattern: string } {
  const base = number.length <= 3 ? 20_000 : number.length === 4 ? 8800 : 3000
  return {
    goodsID: `num_${number}`,
    kind: 'number',
    name: number,
    description: pattern,
    unlock: { by: 'price' },
    options: [diamondOption(`num_${number}_30`, 30, base), diamondOption(`num_${number}_forever`, null, base * 10)],
    giftable: false,
    number,
    pattern,
  }
}

/** Every pretty number on sale in the simulator, by tab, in the tab's order. */
export const NUMBERS = NUMBER_TABS.flatMap(({ tab, title }) => numbersOf[tab].map((number) => ({ tab, ...numberGoods(number, title) })))

/** A goods item of the catalogue: a decoration or a pretty number. */
export const findGoods = (goodsID: string): MockGoods | undefined =>
  DECORATIONS.find((goods) => goods.goodsID === goodsID) ?? NUMBERS.find((goods) => goods.goodsID === goodsID)

/** The wealth levels: 0 to 20, each starting at `level² × 1000` value; keeping one needs a tenth of it in 30 days. */
const BANDS = ['新秀', '男爵', '子爵', '伯爵', '侯爵', '公爵'] as const
export const WEALTH_LEVELS = Array.from({ length: 21 }, (_, level) => ({
  level,
  name: level === 0 ? BANDS[0] : `${BANDS[Math.min(5, Math.ceil(level / 4))]}${level}级`,
  minValue: level * level * 1000,
  keepValue: level === 0 ? 0 : (level * level * 1000) / 10,
  privileges: [
    ...(level >= 1 ? ['财富勋章'] : []),
    ...(level >= 5 ? ['进场提示'] : []),
    ...(level >= 10 ? ['王者之冠头像框'] : []),
    ...(level >= 15 ? ['专属客服'] : []),
    ...(level >= 20 ? ['全站广播'] : []),
  ],
}))
export const KEEP_WINDOW_DAYS = 30

/** The level a value reaches. */
export const wealthLevelOf = (value: number): number => WEALTH_LEVELS.reduce((level, row) => (value >= row.minValue ? row.level : level), 0)
