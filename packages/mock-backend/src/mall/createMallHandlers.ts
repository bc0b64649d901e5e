import type { HttpHandler } from 'msw'
import { answerOnce, isIdempotencyKey, type MoneyOutcome } from '../answerOnce.ts'
import { serverDate, serverDay } from '../benefit/serverCalendar.ts'
import type { ReplyHelpers } from '../contentHandlers.ts'
import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'
import { MOCK_ERRNO } from '../errnos.ts'
import { identityOf } from '../identity/identityWorld.ts'
import { mockAvatar } from '../mockAvatar.ts'
import {
  DECORATIONS,
  findGoods,
  findTier,
  GUARD_MONTHS,
  GUARD_PLANS,
  KEEP_WINDOW_DAYS,
  MALL_TABS,
  MOCK_HOSTS,
  mockPreview,
  NUMBER_TABS,
  NUMBERS,
  VIP_LINEUPS,
  VIP_PERKS,
  VIP_TIERS,
  WEALTH_LEVELS,
  wealthLevelOf,
  type MockGoods,
  type MockPriceOption,
} from './mallCatalog.ts'
import { nextMallId, type MallRecord } from './mallRecord.ts'
import { extendHonor } from './vipMoneyOrders.ts'

const DAY = 24 * 60 * 60_000
/** A refusal of a money request, as answerOnce takes it. */
type Refusal = { failure: { errno: number; errmsg: string } }
/** A membership ending within this many days is `expiring` (docs/openapi.yaml `Membership`). */
const EXPIRING_WITHIN_DAYS = 7
const REMIND_DAYS_BEFORE = 5
/** Auto-renew charges the day before the membership ends. */
const CHARGE_DAYS_BEFORE_END = 1
const CANCEL_HOW = '在「我的会员」页点击「取消自动续费」即可，取消后不再扣费，已开通的会员到期前照常使用'
const PAGE_SIZE = 20
const DECORATION_KINDS = ['frame', 'bubble', 'banner', 'card'] as const
const KINDS = [...DECORATION_KINDS, 'number'] as const

const ID = /^[A-Za-z0-9_-]{1,64}$/
const TAB = /^[a-z0-9_-]{1,32}$/
const isId = (value: unknown): value is string => typeof value === 'string' && ID.test(value)
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 99_999_999_999
const isUserID = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= Number.MAX_SAFE_INTEGER
const isCursor = (value: unknown): value is string | undefined => value === undefined || (typeof value === 'string' && /^\d{1,6}$/.test(value))
const isLimit = (value: unknown): value is number | undefined => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 50)

/** A page of a list by offset: the cursor is the index of the page's first row. */
function pageOf<T>(list: readonly T[], cursor: string | undefined, limit = PAGE_SIZE) {
  const start = cursor === undefined ? 0 : Number(cursor)
  const items = list.slice(start, start + limit)
  return { items, nextCursor: start + limit < list.length ? String(start + limit) : null }
}

/** A price after the server raised it by a fifth (scenario `mall-price-changed`). */
const risen = (diamonds: number) => Math.round(diamonds * 1.2)

/**
 * The price the server charges for a price key (a goodsID, `tier_<n>`, `guard`): risen once the user's
 * `repriced` or `risen` names it. `listed` is what the user was shown: the old price while only `repriced` names
 * it (the page loaded before the change), the new one after the server refused a purchase at the old one.
 */
function priceOf(record: MallRecord, key: string, diamonds: number, listed: boolean): number {
  if (record.risen.has(key)) return risen(diamonds)
  if (!listed && record.repriced.has(key)) return risen(diamonds)
  return diamonds
}

/** Options as the user sees them: each 钻石 price as listed now. */
const listedOptions = (record: MallRecord, key: string, options: readonly MockPriceOption[]) =>
  options.map((option) => (option.currency === 'diamond' ? { ...option, diamonds: priceOf(record, key, option.diamonds, true) } : option))

/** The server refused a purchase at the old price: from now on the user is shown the new one. */
function priceSeen(record: MallRecord, key: string): void {
  if (record.repriced.delete(key)) record.risen.add(key)
}

/** The membership at `now`: the highest tier still running, else the one that ended last, else none. */
function membershipOf(user: MockUser, now: number) {
  const tiers = [...user.honors].sort(([a], [b]) => b - a)
  const running = tiers.find(([, endAt]) => endAt > now)
  if (running) {
    const [tier, endAt] = running
    const status = endAt - now <= EXPIRING_WITHIN_DAYS * DAY ? ('expiring' as const) : ('active' as const)
    return { status, tier, endAt, daysLeft: Math.ceil((endAt - now) / DAY) }
  }
  const ended = tiers.sort(([, a], [, b]) => b - a)[0]
  if (ended) return { status: 'expired' as const, tier: ended[0], endAt: ended[1], daysLeft: 0 }
  return { status: 'none' as const, tier: null, endAt: null, daysLeft: 0 }
}

const isMember = (status: string) => status === 'active' || status === 'expiring'

/** A new wealth value entry of `value` (钻石 spent), with what it was for. */
function addWealth(user: MockUser, now: number, value: number, reason: string): void {
  if (value > 0) user.mall.wealth.unshift({ entryID: nextMallId(user.mall, 'w'), at: now, value, reason })
}

const wealthValue = (record: MallRecord) => record.wealthBase + record.wealth.reduce((sum, entry) => sum + entry.value, 0)

/** 钻石 tipped today and this month (the server's day and month, UTC+8). */
function tipsUsed(record: MallRecord, now: number) {
  const today = serverDay(now)
  const { year, month } = serverDate(now)
  let daily = 0
  let monthly = 0
  for (const tip of record.tips) {
    const date = serverDate(tip.at)
    if (date.year === year && date.month === month) monthly += tip.diamonds
    if (serverDay(tip.at) === today) daily += tip.diamonds
  }
  return { daily, monthly }
}

/** The cap a tip of `diamonds` would break, or null. */
function capRefusal(record: MallRecord, now: number, diamonds: number) {
  const used = tipsUsed(record, now)
  const { dailyLimitDiamonds, monthlyLimitDiamonds } = record.caps
  if (dailyLimitDiamonds !== null && used.daily + diamonds > dailyLimitDiamonds) return MOCK_ERRNO.tipDailyCap
  if (monthlyLimitDiamonds !== null && used.monthly + diamonds > monthlyLimitDiamonds) return MOCK_ERRNO.tipMonthlyCap
  return null
}

/**
 * The goods the user owns at `now`: ended ones are gone (a worn pretty number with them: the account's ID
 * shows again), and the decorations a wealth level or a VIP tier unlocks come and go with it.
 */
function ownedAt(user: MockUser, now: number): MallRecord['owned'] {
  const owned = user.mall.owned
  for (const [goodsID, item] of owned) if (item.expireAt !== null && item.expireAt <= now) owned.delete(goodsID)
  const membership = membershipOf(user, now)
  const level = wealthLevelOf(wealthValue(user.mall))
  for (const goods of DECORATIONS) {
    const { unlock } = goods
    if (unlock.by === 'price') continue
    const met = unlock.by === 'wealth' ? level >= unlock.level : isMember(membership.status) && membership.tier! >= unlock.tier
    if (!met) owned.delete(goods.goodsID)
    else if (!owned.has(goods.goodsID)) owned.set(goods.goodsID, { expireAt: unlock.by === 'vip' ? membership.endAt : null, worn: false, source: unlock.by })
  }
  return owned
}

/** The user or host a guard page or a gift names, or undefined. */
function findPerson(state: MockState, userID: number) {
  const host = MOCK_HOSTS.find((candidate) => candidate.userID === userID)
  if (host) return { userID, nickName: host.nickName, avatar: mockAvatar(host.nickName), user: undefined }
  const user = [...state.users.values()].find((candidate) => candidate.userID === userID)
  return user && { userID, nickName: user.nickName, avatar: user.avatar, user }
}

const FANS = ['晚风', '小橘子', '阿狸不吃鱼', '柠檬汽水', '夏天的风', '糖糖', '大白兔', '追光者', '一只猫', '星星点灯', '南风知我意']
const LONG_NAME = '这是一个非常非常长的昵称用来看看列表会不会被撑破😀😀😀ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The guards of `targetID` a viewer reads: the fixtures' fans (hosts have 23), then the simulator's users who guard them. */
function guardsOf(state: MockState, viewer: MockUser, targetID: number, now: number) {
  if (viewer.mall.guardFans === 'none') return []
  const isHost = MOCK_HOSTS.some((host) => host.userID === targetID)
  const fans = isHost || viewer.mall.guardFans === 'long' ? 23 : 0
  const levelName = (level: number) => GUARD_PLANS[level - 1]!.name
  const fixture = Array.from({ length: fans }, (_, index) => {
    const nickName = viewer.mall.guardFans === 'long' ? `${LONG_NAME}${index}` : FANS[index % FANS.length]!
    const level = 3 - (index % 3)
    return { userID: 30_001 + index, nickName, avatar: index % 5 === 4 ? '' : mockAvatar(nickName), level, levelName: levelName(level), expireAt: now + (index + 1) * 3 * DAY }
  })
  const buyers = [...state.users.values()]
    .filter((user) => (user.guards.get(targetID) ?? 0) > now)
    .map((user) => {
      const level = user.mall.guardLevels.get(targetID) ?? 1
      return { userID: user.userID, nickName: user.nickName, avatar: user.avatar, level, levelName: levelName(level), expireAt: user.guards.get(targetID)! }
    })
  return [...buyers, ...fixture].sort((a, b) => b.level - a.level || b.expireAt - a.expireAt)
}

/** The start of the server month after `now` (UTC+8). */
function nextMonthStart(now: number): number {
  const { year, month } = serverDate(now)
  return Date.UTC(year, month + 1, 1) - 8 * 60 * 60_000
}

/**
 * The mall endpoints of docs/openapi.yaml (tag `mall`) over each user's {@link MallRecord}, the 钻石 balance and
 * the guards' and tiers' ends on `MockUser`: goods by tab and their options, buying and giving with an
 * idempotency key (answerOnce.ts), the backpack, wear and take off, VIP tiers, membership, auto-renew and the
 * daily 钻石, guards (the tipping rules: real-name verification is the identity record's, minors refused, the
 * caps), pretty numbers, the wealth level and its ledger.
 */
export function createMallHandlers(getState: () => MockState, { ok, fail, authed }: ReplyHelpers): HttpHandler[] {
  const once = (user: MockUser, key: string, fingerprint: string, run: () => MoneyOutcome) => answerOnce(user.moneyKeys, key, fingerprint, run, { ok, fail })

  /** Takes `diamonds` from the balance; what is spent adds to the wealth value. */
  const spend = (user: MockUser, now: number, diamonds: number, reason: string) => {
    user.diamonds -= diamonds
    addWealth(user, now, diamonds, reason)
  }

  /** A goods item as docs/openapi.yaml `MallGoodsItem`, for `user`. */
  const goodsItem = (user: MockUser, goods: MockGoods, now: number) => {
    const membership = membershipOf(user, now)
    const { unlock } = goods
    const owned = ownedAt(user, now).get(goods.goodsID)
    const prices = listedOptions(user.mall, goods.goodsID, goods.options).flatMap((option) => (option.currency === 'diamond' ? [option.diamonds] : []))
    return {
      goodsID: goods.goodsID,
      kind: goods.kind,
      name: goods.name,
      description: goods.description,
      preview: mockPreview(goods.name, goods.kind === 'number' ? 'vip' : goods.kind, 96, goods.animated ?? false),
      unlock:
        unlock.by === 'price'
          ? { by: 'price', met: true }
          : unlock.by === 'wealth'
            ? { by: 'wealth', level: unlock.level, met: wealthLevelOf(wealthValue(user.mall)) >= unlock.level }
            : { by: 'vip', tier: unlock.tier, tierName: findTier(unlock.tier)!.name, met: isMember(membership.status) && membership.tier! >= unlock.tier },
      fromDiamonds: prices.length > 0 ? Math.min(...prices) : null,
      owned: owned ? { expireAt: owned.expireAt, worn: owned.worn } : null,
      giftable: goods.giftable,
    }
  }

  const autoRenewOf = (user: MockUser, now: number) => {
    const membership = membershipOf(user, now)
    const { on, optionID } = user.mall.autoRenew
    const option = on && isMember(membership.status) ? findTier(membership.tier!)?.options.find((candidate) => candidate.optionID === optionID) : undefined
    const running = option?.currency === 'diamond'
    return {
      on: running,
      optionID: running ? option.optionID : null,
      diamonds: running ? priceOf(user.mall, `tier_${membership.tier}`, option.diamonds, true) : null,
      nextChargeAt: running ? membership.endAt! - CHARGE_DAYS_BEFORE_END * DAY : null,
      chargeDaysBeforeEnd: CHARGE_DAYS_BEFORE_END,
      remindDaysBefore: REMIND_DAYS_BEFORE,
      cancelHow: CANCEL_HOW,
    }
  }

  /** Wear or take off: the item the user owns now, else 8310009. */
  const wear = (body: Record<string, unknown>, user: MockUser, now: number, worn: boolean) => {
    if (!isId(body.goodsID)) return fail(MOCK_ERRNO.badParam)
    const owned = ownedAt(user, now)
    const item = owned.get(body.goodsID)
    const goods = findGoods(body.goodsID)
    if (!item || !goods) return fail(MOCK_ERRNO.notOwned)
    let replacedGoodsID: string | null = null
    if (worn) {
      for (const [goodsID, other] of owned) {
        if (goodsID !== body.goodsID && other.worn && findGoods(goodsID)?.kind === goods.kind) {
          other.worn = false
          replacedGoodsID = goodsID
        }
      }
    }
    item.worn = worn
    return ok({ goodsID: body.goodsID, kind: goods.kind, worn, replacedGoodsID })
  }

  /** What the options, buy and give calls share: the goods item on sale by id, or the refusal. */
  const onSale = (user: MockUser, goodsID: string): Refusal | { goods: MockGoods } => {
    const goods = findGoods(goodsID)
    if (!goods || user.mall.withdrawn.has(goodsID)) return { failure: MOCK_ERRNO.goodsWithdrawn }
    return { goods }
  }

  /** The option a purchase names at the price the user confirmed, or the refusal (in the order the server checks). */
  const chosenOption = (user: MockUser, goods: MockGoods, optionID: string, diamonds: number): Refusal | { option: MockPriceOption; price: number } => {
    if (goods.unlock.by !== 'price') return { failure: MOCK_ERRNO.goodsLocked }
    const option = goods.options.find((candidate) => candidate.optionID === optionID)
    if (!option) return { failure: MOCK_ERRNO.goodsWithdrawn }
    // A money option is paid through the pay flow (createWxOrder / createAliOrder), never here.
    if (option.currency !== 'diamond') return { failure: MOCK_ERRNO.badParam }
    const price = priceOf(user.mall, goods.goodsID, option.diamonds, false)
    if (price !== diamonds) {
      priceSeen(user.mall, goods.goodsID)
      return { failure: MOCK_ERRNO.priceChanged }
    }
    return { option, price }
  }

  /** Adds `days` (null: permanent) to what `user` owns of `goodsID`, from its end or from now. */
  const extend = (user: MockUser, goodsID: string, days: number | null, now: number, source: 'bought' | 'gift') => {
    const current = ownedAt(user, now).get(goodsID)
    const expireAt = days === null || (current && current.expireAt === null) ? null : Math.max(now, current?.expireAt ?? now) + days * DAY
    user.mall.owned.set(goodsID, { expireAt, worn: current?.worn ?? false, source: current?.source ?? source })
    return expireAt
  }

  return [
    authed('/v1/mall/goods', (body, user, state) => {
      const tab = body.tab ?? MALL_TABS[0].tab
      if (typeof tab !== 'string' || !MALL_TABS.some((candidate) => candidate.tab === tab)) return fail(MOCK_ERRNO.badParam)
      const items = DECORATIONS.filter((goods) => goods.kind === tab).map((goods) => goodsItem(user, goods, state.now()))
      return ok({ tabs: MALL_TABS, tab, items })
    }),

    authed('/v1/mall/goods/options', (body, user) => {
      if (!isId(body.goodsID)) return fail(MOCK_ERRNO.badParam)
      const found = onSale(user, body.goodsID)
      if ('failure' in found) return fail(found.failure)
      return ok({ goodsID: body.goodsID, options: listedOptions(user.mall, body.goodsID, found.goods.options), diamonds: user.diamonds })
    }),

    authed('/v1/mall/buy', (body, user, state) => {
      const { goodsID, optionID, diamonds, idempotencyKey } = body
      if (!isId(goodsID) || !isId(optionID) || !isCount(diamonds) || !isIdempotencyKey(idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      return once(user, idempotencyKey, `goods:${goodsID}:${optionID}:${diamonds}`, () => {
        const now = state.now()
        if (user.minor) return { failure: MOCK_ERRNO.minor }
        const found = onSale(user, goodsID)
        if ('failure' in found) return found
        const { goods } = found
        const number = goods.kind === 'number' ? goods.name : null
        const buyer = number === null ? undefined : state.mall.soldNumbers.get(number)
        if (number !== null && (user.mall.snatched.has(goodsID) || (buyer !== undefined && buyer !== user.userID))) return { failure: MOCK_ERRNO.soldOut }
        const chosen = chosenOption(user, goods, optionID, diamonds)
        if ('failure' in chosen) return chosen
        if (chosen.price > user.diamonds) return { failure: MOCK_ERRNO.noDiamonds }
        spend(user, now, chosen.price, `购买${goods.name}`)
        if (number !== null) state.mall.soldNumbers.set(number, user.userID)
        const expireAt = extend(user, goodsID, chosen.option.days, now, 'bought')
        return { data: { goodsID, optionID, expireAt, diamonds: user.diamonds } }
      })
    }),

    authed('/v1/mall/give', (body, user, state) => {
      const { goodsID, optionID, diamonds, toUserID, idempotencyKey } = body
      if (!isId(goodsID) || !isId(optionID) || !isCount(diamonds) || !isUserID(toUserID) || !isIdempotencyKey(idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      return once(user, idempotencyKey, `give-goods:${goodsID}:${optionID}:${diamonds}:${toUserID}`, () => {
        const now = state.now()
        if (user.minor) return { failure: MOCK_ERRNO.minor }
        const found = onSale(user, goodsID)
        if ('failure' in found) return found
        const { goods } = found
        if (goods.unlock.by !== 'price') return { failure: MOCK_ERRNO.goodsLocked }
        if (!goods.giftable) return { failure: MOCK_ERRNO.notGiftable }
        const receiver = toUserID === user.userID ? undefined : findPerson(state, toUserID)
        if (!receiver) return { failure: MOCK_ERRNO.noSuchReceiver }
        const chosen = chosenOption(user, goods, optionID, diamonds)
        if ('failure' in chosen) return chosen
        const capped = capRefusal(user.mall, now, chosen.price)
        if (capped) return { failure: capped }
        if (chosen.price > user.diamonds) return { failure: MOCK_ERRNO.noDiamonds }
        spend(user, now, chosen.price, `赠送${goods.name}`)
        user.mall.tips.push({ at: now, diamonds: chosen.price })
        if (receiver.user) extend(receiver.user, goodsID, chosen.option.days, now, 'gift')
        return { data: { goodsID, toUserID, diamonds: user.diamonds } }
      })
    }),

    authed('/v1/mall/backpack', (body, user, state) => {
      const { kind } = body
      if (kind !== undefined && !KINDS.includes(kind as (typeof KINDS)[number])) return fail(MOCK_ERRNO.badParam)
      const items = [...ownedAt(user, state.now())].flatMap(([goodsID, item]) => {
        const goods = findGoods(goodsID)
        if (!goods || (kind !== undefined && goods.kind !== kind)) return []
        const preview = mockPreview(goods.name, goods.kind === 'number' ? 'vip' : goods.kind, 96, goods.animated ?? false)
        return [{ goodsID, kind: goods.kind, name: goods.name, preview, expireAt: item.expireAt, worn: item.worn, source: item.source }]
      })
      return ok({ items })
    }),

    authed('/v1/mall/wear', (body, user, state) => wear(body, user, state.now(), true)),
    authed('/v1/mall/take-off', (body, user, state) => wear(body, user, state.now(), false)),

    // --- VIP: the tiers are the honours buyHonor sells ---
    authed('/v1/vip/tiers', (body, user) => {
      const lineup = body.lineup ?? 'vipv2'
      if (lineup !== 'uservip' && lineup !== 'vipv2') return fail(MOCK_ERRNO.badParam)
      const shown: readonly number[] = VIP_LINEUPS[lineup]
      const tiers = VIP_TIERS.filter((tier) => shown.includes(tier.tier)).map((tier) => ({
        tier: tier.tier,
        code: tier.code,
        name: tier.name,
        badge: mockPreview(tier.name, 'vip', 64),
        options: listedOptions(user.mall, `tier_${tier.tier}`, tier.options),
        perks: tier.perks,
      }))
      return ok({ tiers, perks: VIP_PERKS.map((perk) => ({ ...perk, icon: mockPreview(perk.name, 'vip', 48) })), diamonds: user.diamonds })
    }),

    authed('/v1/vip/membership', (_body, user, state) => {
      const now = state.now()
      const membership = membershipOf(user, now)
      const tier = membership.tier === null ? undefined : findTier(membership.tier)
      return ok({
        status: membership.status,
        tier: membership.tier,
        tierName: tier?.name ?? null,
        endAt: membership.endAt,
        daysLeft: membership.daysLeft,
        expiringWithinDays: EXPIRING_WITHIN_DAYS,
        autoRenew: autoRenewOf(user, now),
        daily: {
          available: isMember(membership.status),
          diamonds: (tier ?? VIP_TIERS[0]!).dailyDiamonds,
          claimedToday: user.mall.lastDailyDay === serverDay(now),
        },
        history: user.mall.vipHistory.slice(0, 50),
      })
    }),

    authed('/v1/vip/auto-renew', (body, user, state) => {
      const { on, optionID, confirmed } = body
      if (typeof on !== 'boolean') return fail(MOCK_ERRNO.badParam)
      const now = state.now()
      if (!on) {
        user.mall.autoRenew = { on: false, optionID: null }
        return ok(autoRenewOf(user, now))
      }
      // Turning it on needs the option and the user's agreement to what the page disclosed.
      if (!isId(optionID) || confirmed !== true) return fail(MOCK_ERRNO.badParam)
      if (user.minor) return fail(MOCK_ERRNO.minor)
      const membership = membershipOf(user, now)
      if (!isMember(membership.status)) return fail(MOCK_ERRNO.noMembership)
      const option = findTier(membership.tier!)?.options.find((candidate) => candidate.optionID === optionID)
      if (!option || option.currency !== 'diamond' || user.mall.withdrawn.has(`tier_${membership.tier}`)) return fail(MOCK_ERRNO.goodsWithdrawn)
      user.mall.autoRenew = { on: true, optionID }
      return ok(autoRenewOf(user, now))
    }),

    authed('/v1/vip/daily/claim', (_body, user, state) => {
      const now = state.now()
      const membership = membershipOf(user, now)
      if (!isMember(membership.status)) return fail(MOCK_ERRNO.noMembership)
      if (user.mall.lastDailyDay === serverDay(now)) return fail(MOCK_ERRNO.vipDailyClaimed)
      const gotDiamonds = findTier(membership.tier!)!.dailyDiamonds
      user.mall.lastDailyDay = serverDay(now)
      user.diamonds += gotDiamonds
      return ok({ gotDiamonds, diamonds: user.diamonds })
    }),

    authed('/v1/mall/buy-honor', (body, user, state) => {
      const { honorID, optionID, diamonds, idempotencyKey } = body
      const tier = typeof honorID === 'number' ? findTier(honorID) : undefined
      if (!tier || (optionID !== undefined && !isId(optionID)) || (diamonds !== undefined && !isCount(diamonds)) || !isIdempotencyKey(idempotencyKey)) {
        return fail(MOCK_ERRNO.badParam)
      }
      return once(user, idempotencyKey, `honor:${tier.tier}:${optionID ?? ''}:${diamonds ?? ''}`, () => {
        const now = state.now()
        if (user.minor) return { failure: MOCK_ERRNO.minor }
        const key = `tier_${tier.tier}`
        const option = optionID === undefined ? tier.options.find((candidate) => candidate.days === 30) : tier.options.find((candidate) => candidate.optionID === optionID)
        if (!option || option.days === null || user.mall.withdrawn.has(key)) return { failure: MOCK_ERRNO.goodsWithdrawn }
        if (option.currency !== 'diamond') return { failure: MOCK_ERRNO.badParam }
        const price = priceOf(user.mall, key, option.diamonds, false)
        if (diamonds !== undefined && diamonds !== price) {
          priceSeen(user.mall, key)
          return { failure: MOCK_ERRNO.priceChanged }
        }
        if (price > user.diamonds) return { failure: MOCK_ERRNO.noDiamonds }
        spend(user, now, price, `开通${tier.name}`)
        const expireAt = extendHonor(user, now, { tier: tier.tier, tierName: tier.name, days: option.days }, price)
        return { data: { honorID: tier.tier, expireAt, diamonds: user.diamonds } }
      })
    }),

    // --- guard: a tip to a host ---
    authed('/v1/mall/buy-guard', (body, user, state) => {
      const { anchorID, level, months, diamonds, idempotencyKey } = body
      const plan = GUARD_PLANS.find((candidate) => candidate.level === level)
      const monthsOk = typeof months === 'number' && Number.isInteger(months) && months >= 1 && months <= 12
      if (!isUserID(anchorID) || !plan || !monthsOk || (diamonds !== undefined && !isCount(diamonds)) || !isIdempotencyKey(idempotencyKey)) return fail(MOCK_ERRNO.badParam)
      return once(user, idempotencyKey, `guard:${anchorID}:${plan.level}:${months}:${diamonds ?? ''}`, () => {
        const now = state.now()
        if (user.minor) return { failure: MOCK_ERRNO.minor }
        if (identityOf(state.identity, user.accessToken).status !== 'verified') return { failure: MOCK_ERRNO.guardNeedsRealName }
        if (anchorID === user.userID) return { failure: MOCK_ERRNO.guardSelf }
        const cost = priceOf(user.mall, 'guard', plan.monthDiamonds, false) * months
        if (diamonds !== undefined && diamonds !== cost) {
          priceSeen(user.mall, 'guard')
          return { failure: MOCK_ERRNO.priceChanged }
        }
        const capped = capRefusal(user.mall, now, cost)
        if (capped) return { failure: capped }
        if (cost > user.diamonds) return { failure: MOCK_ERRNO.noDiamonds }
        spend(user, now, cost, `开通${plan.name}`)
        user.mall.tips.push({ at: now, diamonds: cost })
        const expireAt = Math.max(now, user.guards.get(anchorID) ?? 0) + months * 30 * DAY
        user.guards.set(anchorID, expireAt)
        user.mall.guardLevels.set(anchorID, plan.level)
        return { data: { expireAt, diamonds: user.diamonds } }
      })
    }),

    authed('/v1/guard/info', (body, user, state) => {
      if (!isUserID(body.targetUserID)) return fail(MOCK_ERRNO.badParam)
      const now = state.now()
      const target = findPerson(state, body.targetUserID)
      if (!target) return fail(MOCK_ERRNO.noSuchReceiver)
      const end = user.guards.get(target.userID) ?? 0
      const level = user.mall.guardLevels.get(target.userID) ?? 1
      const used = tipsUsed(user.mall, now)
      return ok({
        target: { userID: target.userID, nickName: target.nickName, avatar: target.avatar },
        self: target.userID === user.userID,
        mine: end > now ? { level, levelName: GUARD_PLANS[level - 1]!.name, expireAt: end } : null,
        plans: GUARD_PLANS.map((plan) => ({
          level: plan.level,
          name: plan.name,
          perks: plan.perks,
          options: GUARD_MONTHS.map(({ months, label }) => ({ months, label, diamonds: priceOf(user.mall, 'guard', plan.monthDiamonds, true) * months })),
        })),
        caps: { ...user.mall.caps, dailyUsedDiamonds: used.daily, monthlyUsedDiamonds: used.monthly },
        realNameVerified: identityOf(state.identity, user.accessToken).status === 'verified',
        minor: user.minor,
        diamonds: user.diamonds,
      })
    }),

    authed('/v1/guard/list', (body, user, state) => {
      const { targetUserID, cursor, limit } = body
      if (!isUserID(targetUserID) || !isCursor(cursor) || !isLimit(limit)) return fail(MOCK_ERRNO.badParam)
      if (!findPerson(state, targetUserID)) return fail(MOCK_ERRNO.noSuchReceiver)
      const guards = guardsOf(state, user, targetUserID, state.now())
      return ok({ total: guards.length, ...pageOf(guards, cursor, limit) })
    }),

    // --- pretty numbers ---
    authed('/v1/number/catalogue', (body, user, state) => {
      const { tab, digits, cursor, limit } = body
      const tabOk = tab === undefined || (typeof tab === 'string' && TAB.test(tab) && NUMBER_TABS.some((candidate) => candidate.tab === tab))
      const digitsOk = digits === undefined || (typeof digits === 'string' && /^[0-9]{1,12}$/.test(digits))
      if (!tabOk || !digitsOk || !isCursor(cursor) || !isLimit(limit)) return fail(MOCK_ERRNO.badParam)
      const shown = typeof digits === 'string' ? null : ((tab as string | undefined) ?? NUMBER_TABS[0].tab)
      const now = state.now()
      // A number someone holds (bought here, or seeded by a scenario) is not on sale while it runs.
      const held = new Set([...state.users.values()].flatMap((holder) => [...ownedAt(holder, now).keys()]))
      const onSaleNow = NUMBERS.filter((goods) => {
        const buyer = state.mall.soldNumbers.get(goods.number)
        if (buyer !== undefined && !user.mall.snatched.has(goods.goodsID)) return false
        if (held.has(goods.goodsID)) return false
        return shown === null ? goods.number.includes(digits as string) : goods.tab === shown
      })
      const page = pageOf(onSaleNow, cursor, limit)
      return ok({
        tabs: NUMBER_TABS,
        tab: shown,
        items: page.items.map((goods) => ({ goodsID: goods.goodsID, number: goods.number, pattern: goods.pattern, options: listedOptions(user.mall, goods.goodsID, goods.options) })),
        nextCursor: page.nextCursor,
      })
    }),

    authed('/v1/number/mine', (_body, user, state) => {
      const items = [...ownedAt(user, state.now())].flatMap(([goodsID, item]) => {
        const goods = findGoods(goodsID)
        return goods?.kind === 'number' ? [{ goodsID, number: goods.name, expireAt: item.expireAt, worn: item.worn }] : []
      })
      return ok({ originalID: user.userID, items })
    }),

    // --- wealth: my own figures only ---
    authed('/v1/wealth/level', (_body, user, state) => {
      const now = state.now()
      const value = wealthValue(user.mall)
      const level = wealthLevelOf(value)
      const next = WEALTH_LEVELS[level + 1]
      const inWindow = user.mall.wealth.filter((entry) => entry.at > now - KEEP_WINDOW_DAYS * DAY).reduce((sum, entry) => sum + entry.value, 0)
      return ok({
        level,
        value,
        nextLevel: next ? { level: next.level, minValue: next.minValue } : null,
        gapValue: next ? next.minValue - value : 0,
        levels: WEALTH_LEVELS.map((row) => ({ ...row, badge: row.level === 0 ? null : mockPreview(row.name, 'wealth', 48) })),
        keep: { windowDays: KEEP_WINDOW_DAYS, requiredValue: WEALTH_LEVELS[level]!.keepValue, valueInWindow: inWindow, checkAt: level === 0 ? null : nextMonthStart(now) },
      })
    }),

    authed('/v1/wealth/ledger', (body, user) => {
      const { month, cursor, limit } = body
      if (typeof month !== 'string' || !/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(month) || !isCursor(cursor) || !isLimit(limit)) return fail(MOCK_ERRNO.badParam)
      const [year, monthNumber] = month.split('-').map(Number) as [number, number]
      const entries = user.mall.wealth.filter((entry) => {
        const date = serverDate(entry.at)
        return date.year === year && date.month === monthNumber - 1
      })
      const monthValue = entries.reduce((sum, entry) => sum + entry.value, 0)
      return ok({ month, monthValue, ...pageOf(entries, cursor, limit) })
    }),
  ]
}
