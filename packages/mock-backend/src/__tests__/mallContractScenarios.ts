/**
 * The mall endpoints' scenarios for openApiContract.test.ts: the success and each errno the document lists,
 * reached as a page would reach them (a scenario user of scenarios/mall.ts, calls made first).
 * contractScenarios.ts spreads them into CONTRACT_SCENARIOS; buyGuard's and buyHonor's first scenarios are there.
 */
import { MOCK_USER } from '../fixtures.ts'
import { scenarioSession } from '../scenarioSession.ts'
import type { Scenario } from './contractScenario.ts'

const badTokens = { accessToken: 'expired-token', openID: MOCK_USER.openID }
const SUCCESS = { status: 200, errno: 0 }
const failure = (errno: number) => ({ status: 200, errno })
const SESSION_EXPIRED = failure(8304006)
const BAD_PARAM = failure(400)
const KEY = '3c2a1b0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d'

/** A fixed scenario session per name, so `before` calls and the call act for the same user. */
const as = (scenario: Parameters<typeof scenarioSession>[0], suffix: string): Record<string, unknown> => ({ ...scenarioSession(scenario, `contract-${suffix}`) })
const fresh = as('fresh', 'mall')
const buy = (tokens: object, goodsID: string, optionID: string, diamonds: number, idempotencyKey = KEY) => ({ ...tokens, goodsID, optionID, diamonds, idempotencyKey })
const give = (tokens: object, toUserID: number, goods = { goodsID: 'frame_star', optionID: 'frame_star_7', diamonds: 300 }) => ({ ...tokens, ...goods, toUserID, idempotencyKey: KEY })
const guard = (tokens: object, level = 1, months = 1) => ({ ...tokens, anchorID: 9, level, months, idempotencyKey: KEY })
/** The host every guard page of the simulator can open (mall/mallCatalog.ts MOCK_HOSTS). */
const HOST = 9
/** The first scenario user's userID after a reset (createMockState's nextUserID): a call acting as the only user made. */
const FIRST_USER_ID = 20001

export const MALL_CONTRACT_SCENARIOS: readonly Scenario[] = [
  // buyGuard's and buyHonor's own branches (contractScenarios.ts has the success, the key and the balance)
  { operationId: 'buyGuard', name: 'a minor', payload: guard(as('mall-minor', 'g1')), expected: failure(8304101) },
  { operationId: 'buyGuard', name: 'not real-name verified', payload: guard(as('guard-unverified', 'g2')), expected: failure(8310002) },
  { operationId: 'buyGuard', name: 'over the daily cap', payload: guard(as('guard-daily-cap', 'g3')), expected: failure(8310003) },
  { operationId: 'buyGuard', name: 'over the monthly cap', payload: guard(as('guard-monthly-cap', 'g4')), expected: failure(8310004) },
  { operationId: 'buyGuard', name: 'a guard of myself', payload: { ...guard(as('guard-ready', 'g5')), anchorID: FIRST_USER_ID }, expected: failure(8310005) },
  { operationId: 'buyGuard', name: 'a price that changed', payload: { ...guard(as('mall-price-changed', 'g6')), diamonds: 1000 }, expected: failure(8310008) },
  { operationId: 'buyGuard', name: 'at the price confirmed', payload: { ...guard(as('guard-ready', 'g7'), 2, 3), diamonds: 15_000 }, expected: SUCCESS },
  { operationId: 'buyHonor', name: 'a tier option at the price confirmed', payload: { ...fresh, honorID: 2, optionID: 'svip_90', diamonds: 8000, idempotencyKey: KEY }, expected: SUCCESS },
  { operationId: 'buyHonor', name: 'a minor', payload: { ...as('mall-minor', 'h1'), honorID: 1, idempotencyKey: KEY }, expected: failure(8304101) },
  { operationId: 'buyHonor', name: 'a tier no longer sold', payload: { ...as('mall-withdrawn', 'h2'), honorID: 3, idempotencyKey: KEY }, expected: failure(8310007) },
  { operationId: 'buyHonor', name: 'a price that changed', payload: { ...as('mall-price-changed', 'h3'), honorID: 1, optionID: 'vip_30', diamonds: 600, idempotencyKey: KEY }, expected: failure(8310008) },

  { operationId: 'getMallGoods', name: 'the first tab', payload: fresh, expected: SUCCESS },
  { operationId: 'getMallGoods', name: 'a tab with goods owned and unlocked', payload: { ...as('mall-owned', 'm1'), tab: 'frame' }, expected: SUCCESS },
  { operationId: 'getMallGoods', name: 'an unknown tab', payload: { ...fresh, tab: 'shoes' }, expected: BAD_PARAM },
  { operationId: 'getMallGoods', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getGoodsOptions', name: 'options in 钻石 and in money', payload: { ...fresh, goodsID: 'banner_dragon' }, expected: SUCCESS },
  { operationId: 'getGoodsOptions', name: 'an item no longer sold', payload: { ...as('mall-withdrawn', 'o1'), goodsID: 'frame_star' }, expected: failure(8310007) },
  { operationId: 'getGoodsOptions', name: 'a malformed id', payload: { ...fresh, goodsID: 'frame star' }, expected: BAD_PARAM },
  { operationId: 'getGoodsOptions', name: 'a bad token', payload: { ...badTokens, goodsID: 'frame_star' }, expected: SESSION_EXPIRED },

  { operationId: 'buyGoods', name: 'a decoration', payload: buy(as('fresh', 'b1'), 'frame_star', 'frame_star_30', 1000), expected: SUCCESS },
  { operationId: 'buyGoods', name: 'a pretty number for good', payload: buy(as('fresh', 'b2'), 'num_1688', 'num_1688_forever', 88_000), expected: SUCCESS },
  {
    operationId: 'buyGoods',
    name: 'the same key again: the first answer',
    before: [{ operationId: 'buyGoods', payload: buy(as('fresh', 'b3'), 'card_sakura', 'card_sakura_30', 800) }],
    payload: buy(as('fresh', 'b3'), 'card_sakura', 'card_sakura_30', 800),
    expected: SUCCESS,
  },
  {
    operationId: 'buyGoods',
    name: 'a key used for another item',
    before: [{ operationId: 'buyGoods', payload: buy(as('fresh', 'b4'), 'card_sakura', 'card_sakura_30', 800) }],
    payload: buy(as('fresh', 'b4'), 'bubble_candy', 'bubble_candy_7', 200),
    expected: failure(8390009),
  },
  { operationId: 'buyGoods', name: 'a minor', payload: buy(as('mall-minor', 'b5'), 'frame_star', 'frame_star_7', 300), expected: failure(8304101) },
  { operationId: 'buyGoods', name: 'not enough 钻石', payload: buy(as('mall-low-diamonds', 'b6'), 'frame_star', 'frame_star_7', 300), expected: failure(8310001) },
  { operationId: 'buyGoods', name: 'a number taken first', payload: buy(as('number-taken', 'b7'), 'num_8888', 'num_8888_30', 8800), expected: failure(8310006) },
  { operationId: 'buyGoods', name: 'an item no longer sold', payload: buy(as('mall-withdrawn', 'b8'), 'frame_star', 'frame_star_7', 300), expected: failure(8310007) },
  { operationId: 'buyGoods', name: 'a price that changed', payload: buy(as('mall-price-changed', 'b9'), 'frame_star', 'frame_star_7', 300), expected: failure(8310008) },
  { operationId: 'buyGoods', name: 'an item a wealth level unlocks', payload: buy(fresh, 'frame_crown', 'frame_crown_30', 0), expected: failure(8310014) },
  { operationId: 'buyGoods', name: 'a money option', payload: buy(fresh, 'banner_dragon', 'banner_dragon_30_cny', 0), expected: BAD_PARAM },
  { operationId: 'buyGoods', name: 'no idempotency key', payload: { ...fresh, goodsID: 'frame_star', optionID: 'frame_star_7', diamonds: 300 }, expected: BAD_PARAM },
  { operationId: 'buyGoods', name: 'a bad token', payload: buy(badTokens, 'frame_star', 'frame_star_7', 300), expected: SESSION_EXPIRED },

  { operationId: 'giveGoods', name: 'a decoration to a host', payload: give(as('fresh', 'v1'), HOST), expected: SUCCESS },
  { operationId: 'giveGoods', name: 'a minor', payload: give(as('mall-minor', 'v2'), HOST), expected: failure(8304101) },
  { operationId: 'giveGoods', name: 'not enough 钻石', payload: give(as('mall-low-diamonds', 'v3'), HOST), expected: failure(8310001) },
  { operationId: 'giveGoods', name: 'over the daily cap', payload: give(as('guard-daily-cap', 'v4'), HOST, { goodsID: 'frame_star', optionID: 'frame_star_30', diamonds: 1000 }), expected: failure(8310003) },
  { operationId: 'giveGoods', name: 'over the monthly cap', payload: give(as('guard-monthly-cap', 'v5'), HOST), expected: failure(8310004) },
  { operationId: 'giveGoods', name: 'an item no longer sold', payload: give(as('mall-withdrawn', 'v6'), HOST), expected: failure(8310007) },
  { operationId: 'giveGoods', name: 'a price that changed', payload: give(as('mall-price-changed', 'v7'), HOST), expected: failure(8310008) },
  { operationId: 'giveGoods', name: 'an item a VIP tier unlocks', payload: give(fresh, HOST, { goodsID: 'frame_svip', optionID: 'frame_svip_30', diamonds: 0 }), expected: failure(8310014) },
  { operationId: 'giveGoods', name: 'a pretty number', payload: give(fresh, HOST, { goodsID: 'num_1212', optionID: 'num_1212_30', diamonds: 8800 }), expected: failure(8310012) },
  { operationId: 'giveGoods', name: 'a gift to myself', payload: give(as('fresh', 'v8'), FIRST_USER_ID), expected: failure(8310013) },
  {
    operationId: 'giveGoods',
    name: 'a key used for another receiver',
    before: [{ operationId: 'giveGoods', payload: give(as('fresh', 'v9'), HOST) }],
    payload: give(as('fresh', 'v9'), 10086),
    expected: failure(8390009),
  },
  { operationId: 'giveGoods', name: 'no receiver', payload: { ...give(fresh, HOST), toUserID: 0 }, expected: BAD_PARAM },
  { operationId: 'giveGoods', name: 'a bad token', payload: give(badTokens, HOST), expected: SESSION_EXPIRED },

  { operationId: 'getBackpack', name: 'what I own', payload: as('mall-owned', 'k1'), expected: SUCCESS },
  { operationId: 'getBackpack', name: 'one kind, none owned', payload: { ...fresh, kind: 'card' }, expected: SUCCESS },
  { operationId: 'getBackpack', name: 'an unknown kind', payload: { ...fresh, kind: 'hat' }, expected: BAD_PARAM },
  { operationId: 'getBackpack', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'wearItem', name: 'an item I own', payload: { ...as('mall-owned', 'w1'), goodsID: 'bubble_candy' }, expected: SUCCESS },
  { operationId: 'wearItem', name: 'an item I do not own', payload: { ...fresh, goodsID: 'bubble_candy' }, expected: failure(8310009) },
  { operationId: 'wearItem', name: 'a malformed id', payload: { ...fresh, goodsID: '' }, expected: BAD_PARAM },
  { operationId: 'wearItem', name: 'a bad token', payload: { ...badTokens, goodsID: 'bubble_candy' }, expected: SESSION_EXPIRED },

  { operationId: 'takeOffItem', name: 'a worn item', payload: { ...as('mall-owned', 't1'), goodsID: 'frame_star' }, expected: SUCCESS },
  { operationId: 'takeOffItem', name: 'an item I do not own', payload: { ...fresh, goodsID: 'frame_star' }, expected: failure(8310009) },
  { operationId: 'takeOffItem', name: 'a malformed id', payload: { ...fresh, goodsID: 'a b' }, expected: BAD_PARAM },
  { operationId: 'takeOffItem', name: 'a bad token', payload: { ...badTokens, goodsID: 'frame_star' }, expected: SESSION_EXPIRED },

  { operationId: 'getVipTiers', name: 'the three tiers', payload: fresh, expected: SUCCESS },
  { operationId: 'getVipTiers', name: 'the two tiers of uservip', payload: { ...fresh, lineup: 'uservip' }, expected: SUCCESS },
  { operationId: 'getVipTiers', name: 'an unknown lineup', payload: { ...fresh, lineup: 'vip3' }, expected: BAD_PARAM },
  { operationId: 'getVipTiers', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getMembership', name: 'none', payload: as('vip-none', 'ms1'), expected: SUCCESS },
  { operationId: 'getMembership', name: 'active', payload: as('vip-active', 'ms2'), expected: SUCCESS },
  { operationId: 'getMembership', name: 'expiring', payload: as('vip-expiring', 'ms3'), expected: SUCCESS },
  { operationId: 'getMembership', name: 'expired', payload: as('vip-expired', 'ms4'), expected: SUCCESS },
  { operationId: 'getMembership', name: 'auto-renew on', payload: as('vip-auto-renew', 'ms5'), expected: SUCCESS },
  { operationId: 'getMembership', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'setAutoRenew', name: 'on, confirmed', payload: { ...as('vip-active', 'a1'), on: true, optionID: 'svip_30', confirmed: true }, expected: SUCCESS },
  { operationId: 'setAutoRenew', name: 'off', payload: { ...as('vip-auto-renew', 'a2'), on: false }, expected: SUCCESS },
  { operationId: 'setAutoRenew', name: 'on without the confirmation', payload: { ...as('vip-active', 'a3'), on: true, optionID: 'svip_30' }, expected: BAD_PARAM },
  { operationId: 'setAutoRenew', name: 'a minor', payload: { ...as('mall-minor', 'a4'), on: true, optionID: 'vip_30', confirmed: true }, expected: failure(8304101) },
  { operationId: 'setAutoRenew', name: 'another tier’s option', payload: { ...as('vip-active', 'a5'), on: true, optionID: 'vip_30', confirmed: true }, expected: failure(8310007) },
  { operationId: 'setAutoRenew', name: 'no membership', payload: { ...as('vip-expired', 'a6'), on: true, optionID: 'vip_30', confirmed: true }, expected: failure(8310011) },
  { operationId: 'setAutoRenew', name: 'a bad token', payload: { ...badTokens, on: false }, expected: SESSION_EXPIRED },

  { operationId: 'claimVipDaily', name: 'today’s 钻石', payload: as('vip-active', 'd1'), expected: SUCCESS },
  { operationId: 'claimVipDaily', name: 'claimed today already', payload: as('vip-claimed', 'd2'), expected: failure(8310010) },
  { operationId: 'claimVipDaily', name: 'no membership', payload: as('vip-expired', 'd3'), expected: failure(8310011) },
  { operationId: 'claimVipDaily', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getGuardInfo', name: 'a host', payload: { ...as('guard-active', 'i1'), targetUserID: HOST }, expected: SUCCESS },
  { operationId: 'getGuardInfo', name: 'myself', payload: { ...as('guard-ready', 'i2'), targetUserID: FIRST_USER_ID }, expected: SUCCESS },
  { operationId: 'getGuardInfo', name: 'an unknown user', payload: { ...fresh, targetUserID: 99_999_999 }, expected: failure(8310013) },
  { operationId: 'getGuardInfo', name: 'no user', payload: fresh, expected: BAD_PARAM },
  { operationId: 'getGuardInfo', name: 'a bad token', payload: { ...badTokens, targetUserID: HOST }, expected: SESSION_EXPIRED },

  { operationId: 'getGuards', name: 'the first page', payload: { ...fresh, targetUserID: HOST }, expected: SUCCESS },
  { operationId: 'getGuards', name: 'the next page', payload: { ...fresh, targetUserID: HOST, cursor: '20' }, expected: SUCCESS },
  { operationId: 'getGuards', name: 'long names', payload: { ...as('guard-long-names', 'l1'), targetUserID: HOST, limit: 50 }, expected: SUCCESS },
  { operationId: 'getGuards', name: 'none', payload: { ...as('mall-empty', 'l2'), targetUserID: HOST }, expected: SUCCESS },
  { operationId: 'getGuards', name: 'an unknown user', payload: { ...fresh, targetUserID: 99_999_999 }, expected: failure(8310013) },
  { operationId: 'getGuards', name: 'a malformed cursor', payload: { ...fresh, targetUserID: HOST, cursor: 'x' }, expected: BAD_PARAM },
  { operationId: 'getGuards', name: 'a bad token', payload: { ...badTokens, targetUserID: HOST }, expected: SESSION_EXPIRED },

  { operationId: 'getNumbers', name: 'the first tab', payload: fresh, expected: SUCCESS },
  { operationId: 'getNumbers', name: 'a search by digits', payload: { ...fresh, digits: '520' }, expected: SUCCESS },
  { operationId: 'getNumbers', name: 'a search with no match', payload: { ...fresh, digits: '0000000' }, expected: SUCCESS },
  { operationId: 'getNumbers', name: 'a page of short numbers', payload: { ...fresh, tab: 'short', cursor: '20', limit: 20 }, expected: SUCCESS },
  { operationId: 'getNumbers', name: 'digits that are not digits', payload: { ...fresh, digits: '52a' }, expected: BAD_PARAM },
  { operationId: 'getNumbers', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getMyNumbers', name: 'numbers I own', payload: as('number-owned', 'n1'), expected: SUCCESS },
  { operationId: 'getMyNumbers', name: 'none', payload: fresh, expected: SUCCESS },
  { operationId: 'getMyNumbers', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getWealthLevel', name: 'level 8', payload: as('wealth-ledger', 'wl1'), expected: SUCCESS },
  { operationId: 'getWealthLevel', name: 'the top level', payload: as('mall-huge', 'wl2'), expected: SUCCESS },
  { operationId: 'getWealthLevel', name: 'level 0', payload: fresh, expected: SUCCESS },
  { operationId: 'getWealthLevel', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getWealthLedger', name: 'a month', payload: { ...as('wealth-ledger', 'lg1'), month: '2026-11', limit: 20 }, expected: SUCCESS },
  { operationId: 'getWealthLedger', name: 'an empty month', payload: { ...fresh, month: '2020-01' }, expected: SUCCESS },
  { operationId: 'getWealthLedger', name: 'a malformed month', payload: { ...fresh, month: '2026-13' }, expected: BAD_PARAM },
  { operationId: 'getWealthLedger', name: 'a bad token', payload: { ...badTokens, month: '2026-11' }, expected: SESSION_EXPIRED },
]
