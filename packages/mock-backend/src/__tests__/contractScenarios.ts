/**
 * Every scenario the simulator plays for each operation of docs/openapi.yaml: the success and each errno it
 * answers. openApiContract.test.ts sends each one and validates the answer against the document, and checks
 * that together they reach every errno the document lists.
 */
import { MOCK_PACKETS, MOCK_USER } from '../fixtures.ts'
import { ACTIVITY_CONTRACT_SCENARIOS } from './activityContractScenarios.ts'
import { BENEFIT_CONTRACT_SCENARIOS } from './benefitContractScenarios.ts'
import { GUILD_CONTRACT_SCENARIOS } from './guildContractScenarios.ts'
import { IDENTITY_CONTRACT_SCENARIOS } from './identityContractScenarios.ts'
import { MALL_CONTRACT_SCENARIOS } from './mallContractScenarios.ts'
import { RECHARGE_CONTRACT_SCENARIOS } from './rechargeContractScenarios.ts'
import { SOCIAL_CONTRACT_SCENARIOS } from './socialContractScenarios.ts'
import { scenarioSession } from '../scenarioSession.ts'
import { MOCK_AGREEMENT_VERSIONS, MOCK_NOTICES, MOCK_RULES } from '../contentFixtures.ts'
import type { Scenario } from './contractScenario.ts'

const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }
const badTokens = { accessToken: 'expired-token', openID: MOCK_USER.openID }

const SUCCESS = { status: 200, errno: 0 }
const failure = (errno: number) => ({ status: 200, errno })
const SESSION_EXPIRED = failure(8304006)
const BAD_PARAM = failure(400)
const SERVER_ERROR = { status: 500, errno: 500 }

const openPacket = (redpacketID: string) => ({ ...tokens, redpacketID, channel: 'room' })
const sendPacket = (amount: string, count: number, greeting = '新年快乐', idempotencyKey = `key-send-${amount.replace(/\D/g, '')}-${count}`) => ({
  ...tokens,
  amount,
  count,
  greeting,
  idempotencyKey,
})
/** A guard is a tip, which needs real-name verification: the buyer is a verified adult (scenarios/mall.ts). */
const buyer = scenarioSession('guard-ready', 'contract-buyer')
const guard = (level: number, months: number, idempotencyKey = `key-guard-${level}-${months}`) => ({ ...buyer, anchorID: 9, level, months, idempotencyKey })
const honor = (honorID: number, idempotencyKey = `key-honor-${honorID}`) => ({ ...buyer, honorID, idempotencyKey })
const payOrder = { ...tokens, productID: 'vip_month', amount: '30.00', idempotencyKey: 'key-vip-month' }

/** The operations' scenarios, in the document's order. */
export const CONTRACT_SCENARIOS: readonly Scenario[] = [
  { operationId: 'getPolicyToken', name: 'an upload policy', payload: { ...tokens, scene: 'photo' }, expected: SUCCESS },
  { operationId: 'getPolicyToken', name: 'an unknown scene', payload: { ...tokens, scene: 'video' }, expected: BAD_PARAM },
  { operationId: 'getPolicyToken', name: 'a bad token', payload: { ...badTokens, scene: 'photo' }, expected: SESSION_EXPIRED },
  { operationId: 'getPolicyToken', name: 'a body that is not JSON', payload: 'scene=photo', expected: SESSION_EXPIRED },

  { operationId: 'buyGuard', name: 'a guard', payload: guard(2, 1), expected: SUCCESS },
  {
    operationId: 'buyGuard',
    name: 'the same key again: the first answer',
    before: [{ operationId: 'buyGuard', payload: guard(2, 1, 'key-guard-again') }],
    payload: guard(2, 1, 'key-guard-again'),
    expected: SUCCESS,
  },
  {
    operationId: 'buyGuard',
    name: 'a key used for another guard',
    before: [{ operationId: 'buyGuard', payload: guard(1, 1, 'key-guard-reused') }],
    payload: guard(2, 1, 'key-guard-reused'),
    expected: failure(8390009),
  },
  { operationId: 'buyGuard', name: 'an unknown level', payload: guard(4, 1), expected: BAD_PARAM },
  { operationId: 'buyGuard', name: 'no idempotency key', payload: { ...tokens, anchorID: 9, level: 1, months: 1 }, expected: BAD_PARAM },
  { operationId: 'buyGuard', name: 'more diamonds than the user has', payload: guard(3, 6), expected: failure(8310001) },
  { operationId: 'buyGuard', name: 'a bad token', payload: { ...guard(1, 1), ...badTokens }, expected: SESSION_EXPIRED },

  { operationId: 'buyHonor', name: 'a badge', payload: honor(2), expected: SUCCESS },
  {
    operationId: 'buyHonor',
    name: 'a key used for another badge',
    before: [{ operationId: 'buyHonor', payload: honor(1, 'key-honor-reused') }],
    payload: honor(2, 'key-honor-reused'),
    expected: failure(8390009),
  },
  { operationId: 'buyHonor', name: 'an unknown badge', payload: honor(99), expected: BAD_PARAM },
  {
    operationId: 'buyHonor',
    name: 'a badge after every diamond went on a guard',
    before: [{ operationId: 'buyGuard', payload: guard(3, 5) }],
    payload: honor(1),
    expected: failure(8310001),
  },
  { operationId: 'buyHonor', name: 'a bad token', payload: { ...honor(1), ...badTokens }, expected: SESSION_EXPIRED },

  { operationId: 'wxAuth', name: 'a WeChat code', payload: { code: 'abc', state: 'from-page' }, expected: SUCCESS },
  { operationId: 'wxAuth', name: 'an empty code', payload: { code: '' }, expected: BAD_PARAM },

  { operationId: 'createWxOrder', name: 'a WeChat Pay order', payload: payOrder, expected: SUCCESS },
  { operationId: 'createWxOrder', name: 'no product', payload: { ...payOrder, productID: '' }, expected: BAD_PARAM },
  { operationId: 'createWxOrder', name: 'a bad token', payload: { ...payOrder, ...badTokens }, expected: SESSION_EXPIRED },

  { operationId: 'createAliOrder', name: 'an Alipay order', payload: payOrder, expected: SUCCESS },
  { operationId: 'createAliOrder', name: 'a zero amount', payload: { ...payOrder, amount: '0' }, expected: BAD_PARAM },
  { operationId: 'createAliOrder', name: 'a bad token', payload: { ...payOrder, ...badTokens }, expected: SESSION_EXPIRED },

  { operationId: 'sendWords', name: 'a line of chat', payload: { ...tokens, gameID: 'g1', words: '加油！' }, expected: SUCCESS },
  { operationId: 'sendWords', name: 'blank words', payload: { ...tokens, gameID: 'g1', words: '   ' }, expected: BAD_PARAM },
  { operationId: 'sendWords', name: 'a bad token', payload: { ...badTokens, gameID: 'g1', words: 'hi' }, expected: SESSION_EXPIRED },

  { operationId: 'getCountryCode', name: 'the dialling codes', expected: SUCCESS },

  { operationId: 'openPacket', name: 'the openable packet', payload: openPacket(MOCK_PACKETS.openable), expected: SUCCESS },
  { operationId: 'openPacket', name: 'an unknown packet', payload: openPacket('rp_nope'), expected: failure(8348200) },
  { operationId: 'openPacket', name: 'the expired packet', payload: openPacket(MOCK_PACKETS.expired), expected: failure(8348201) },
  { operationId: 'openPacket', name: 'the finished packet', payload: openPacket(MOCK_PACKETS.state1), expected: failure(8348202) },
  {
    operationId: 'openPacket',
    name: 'a packet the user opened before',
    payload: openPacket(MOCK_PACKETS.alreadyOpened),
    expected: failure(8348203),
  },
  { operationId: 'openPacket', name: 'the refunded packet', payload: openPacket(MOCK_PACKETS.state2), expected: failure(8348204) },
  { operationId: 'openPacket', name: 'the failing packet', payload: openPacket(MOCK_PACKETS.serverError), expected: SERVER_ERROR },
  {
    operationId: 'openPacket',
    name: 'a bad token',
    payload: { ...openPacket(MOCK_PACKETS.openable), ...badTokens },
    expected: SESSION_EXPIRED,
  },

  { operationId: 'sendPacket', name: 'a packet', payload: sendPacket('10.00', 3), expected: SUCCESS },
  {
    operationId: 'sendPacket',
    name: 'the same key again: the first packet, nothing taken twice',
    before: [{ operationId: 'sendPacket', payload: sendPacket('80.00', 1, '新年快乐', 'key-send-again') }],
    payload: sendPacket('80.00', 1, '新年快乐', 'key-send-again'),
    expected: SUCCESS,
  },
  {
    operationId: 'sendPacket',
    name: 'a key used for another packet',
    before: [{ operationId: 'sendPacket', payload: sendPacket('1.00', 1, '新年快乐', 'key-send-reused') }],
    payload: sendPacket('2.00', 1, '新年快乐', 'key-send-reused'),
    expected: failure(8390009),
  },
  { operationId: 'sendPacket', name: 'no idempotency key', payload: { ...tokens, amount: '1.00', count: 1, greeting: '' }, expected: BAD_PARAM },
  { operationId: 'sendPacket', name: 'more than the balance', payload: sendPacket('88.89', 1), expected: failure(8348301) },
  { operationId: 'sendPacket', name: 'a zero amount', payload: sendPacket('0.00', 1), expected: failure(8348302) },
  {
    operationId: 'sendPacket',
    name: 'a greeting over 25 characters',
    payload: sendPacket('1.00', 1, '长'.repeat(26)),
    expected: failure(8348303),
  },
  { operationId: 'sendPacket', name: 'a bad token', payload: { ...sendPacket('1.00', 1), ...badTokens }, expected: SESSION_EXPIRED },
  {
    operationId: 'sendPacket',
    name: 'a minor (scenario minor)',
    payload: { ...sendPacket('1.00', 1), ...scenarioSession('minor') },
    expected: failure(8304101),
  },

  { operationId: 'getNewbeeRedbagTaskReward', name: 'the first claim', payload: tokens, expected: SUCCESS },
  {
    operationId: 'getNewbeeRedbagTaskReward',
    name: 'a second claim',
    before: [{ operationId: 'getNewbeeRedbagTaskReward', payload: tokens }],
    payload: tokens,
    expected: failure(8348401),
  },
  { operationId: 'getNewbeeRedbagTaskReward', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getMyReward', name: 'the balance', expected: SUCCESS },

  { operationId: 'getMyRecord', name: 'the sent packets', expected: SUCCESS },
  { operationId: 'getMyRecord', name: 'the newest sent packet', payload: { limit: 1 }, expected: SUCCESS },

  {
    operationId: 'getOpenRecords',
    name: 'the openers of a packet',
    payload: { redpacketID: MOCK_PACKETS.alreadyOpened, limit: 20 },
    expected: SUCCESS,
  },
  { operationId: 'getOpenRecords', name: 'an unknown packet', payload: { redpacketID: 'rp_nope' }, expected: failure(8348200) },
  {
    operationId: 'getOpenRecords',
    name: 'the failing packet',
    payload: { redpacketID: MOCK_PACKETS.serverError },
    expected: SERVER_ERROR,
  },

  ...IDENTITY_CONTRACT_SCENARIOS,
  ...BENEFIT_CONTRACT_SCENARIOS,
  // --- recharge ---
  ...RECHARGE_CONTRACT_SCENARIOS,
  ...MALL_CONTRACT_SCENARIOS,
  ...GUILD_CONTRACT_SCENARIOS,
  ...SOCIAL_CONTRACT_SCENARIOS,
  ...ACTIVITY_CONTRACT_SCENARIOS,
  // --- content (docs/content.md) ---
  { operationId: 'getRuleDocument', name: 'an activity rule', payload: { ruleID: MOCK_RULES.spring }, expected: SUCCESS },
  { operationId: 'getRuleDocument', name: 'a rule with a broken block', payload: { ruleID: MOCK_RULES.broken }, expected: SUCCESS },
  { operationId: 'getRuleDocument', name: 'an override of a rule the app carries', payload: { ruleID: MOCK_RULES.override }, expected: SUCCESS },
  { operationId: 'getRuleDocument', name: 'an unknown rule', payload: { ruleID: MOCK_RULES.missing }, expected: failure(8370101) },

  { operationId: 'getForbidNotice', name: 'an account ban', payload: { noticeID: MOCK_NOTICES.account }, expected: SUCCESS },
  { operationId: 'getForbidNotice', name: 'an account ban, appeal in a chat', payload: { noticeID: MOCK_NOTICES.chat }, expected: SUCCESS },
  { operationId: 'getForbidNotice', name: 'an account ban, appeal without a channel', payload: { noticeID: MOCK_NOTICES.steps }, expected: SUCCESS },
  { operationId: 'getForbidNotice', name: 'a room closed for good', payload: { noticeID: MOCK_NOTICES.room }, expected: SUCCESS },
  { operationId: 'getForbidNotice', name: 'a room with a long Latin name', payload: { noticeID: MOCK_NOTICES.longRoom }, expected: SUCCESS },
  { operationId: 'getForbidNotice', name: 'an unknown notice', payload: { noticeID: MOCK_NOTICES.missing }, expected: failure(8370201) },
  { operationId: 'getSupportChannel', name: 'a chat for the wallet', payload: { topic: 'wallet' }, expected: SUCCESS },
  { operationId: 'getSupportChannel', name: 'no channel named', payload: { topic: 'general' }, expected: SUCCESS },
  { operationId: 'getSupportChannel', name: 'an unknown topic', payload: { topic: 'lottery' }, expected: failure(400) },

  { operationId: 'getPendingAgreements', name: 'the pending agreements', payload: tokens, expected: SUCCESS },
  { operationId: 'getPendingAgreements', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  {
    operationId: 'acceptAgreements',
    name: 'the current versions',
    payload: { ...tokens, accepted: [{ key: 'user', version: MOCK_AGREEMENT_VERSIONS.user }] },
    expected: SUCCESS,
  },
  {
    operationId: 'acceptAgreements',
    name: 'a version that is no longer current',
    payload: { ...tokens, accepted: [{ key: 'privacy', version: '1.0' }] },
    expected: failure(8370301),
  },
  {
    operationId: 'acceptAgreements',
    name: 'an agreement changed again before the tap (agreements-changed scenario)',
    payload: { ...scenarioSession('agreements-changed'), accepted: [{ key: 'user', version: MOCK_AGREEMENT_VERSIONS.user }] },
    expected: failure(8370301),
  },
  {
    operationId: 'acceptAgreements',
    name: 'refused from stale data, no version changed (agreements-stale scenario)',
    payload: { ...scenarioSession('agreements-stale'), accepted: [{ key: 'user', version: MOCK_AGREEMENT_VERSIONS.user }] },
    expected: failure(8370301),
  },
  { operationId: 'acceptAgreements', name: 'nothing to accept', payload: { ...tokens, accepted: [] }, expected: BAD_PARAM },
  {
    operationId: 'acceptAgreements',
    name: 'a bad token',
    payload: { ...badTokens, accepted: [{ key: 'user', version: MOCK_AGREEMENT_VERSIONS.user }] },
    expected: SESSION_EXPIRED,
  },
]

/** Errnos the document lists that the simulator never answers, with why. */
export const NOT_SIMULATED: Readonly<Record<number, string>> = {
  107: 'the second session errno of docs/openapi.yaml; the simulator answers 8304006 for every bad session',
}
