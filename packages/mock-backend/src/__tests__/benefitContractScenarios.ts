/**
 * The benefit endpoints' scenarios for openApiContract.test.ts: the success and each errno the
 * document lists, reached as a page would reach them (a scenario user of scenarios/benefit.ts, calls made
 * first). contractScenarios.ts spreads them into CONTRACT_SCENARIOS.
 */
import { MOCK_PAY_PASSWORD } from '../benefit/benefitRecord.ts'
import { MOCK_USER } from '../fixtures.ts'
import { MOCK_SMS_CODE } from '../identity/mockPeople.ts'
import { scenarioSession } from '../scenarioSession.ts'
import type { Scenario } from './contractScenario.ts'

const badTokens = { accessToken: 'expired-token', openID: MOCK_USER.openID }
const SUCCESS = { status: 200, errno: 0 }
const failure = (errno: number) => ({ status: 200, errno })
const SESSION_EXPIRED = failure(8304006)
const BAD_PARAM = failure(400)
const KEY = '2b1f0c4e-8d7a-4c3b-9e6f-0a1b2c3d4e5f'
const OTHER_KEY = '7c0d1e2f-3a4b-4c5d-8e6f-708192a3b4c5'

/** A fixed scenario session per name, so `before` calls and the call act for the same user. */
const as = (scenario: Parameters<typeof scenarioSession>[0], suffix: string): Record<string, unknown> => ({ ...scenarioSession(scenario, `contract-${suffix}`) })
const ready = as('cashout-ready', 'ready')
const submit = (tokens: object, amountFen: number, idempotencyKey = KEY) => ({ ...tokens, amountFen, idempotencyKey, smsCode: MOCK_SMS_CODE })
/** The withdrawal code sent first, as the confirmation sheet sends it. */
const codeSent = (tokens: Record<string, unknown>) => ({ operationId: 'sendWithdrawalSmsCode', payload: tokens })

export const BENEFIT_CONTRACT_SCENARIOS: readonly Scenario[] = [
  { operationId: 'getCashoutInfo', name: 'a user who may cash out', payload: ready, expected: SUCCESS },
  { operationId: 'getCashoutInfo', name: 'a closed window', payload: as('cashout-closed', 'info-closed'), expected: SUCCESS },
  { operationId: 'getCashoutInfo', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'submitWithdrawal', name: 'a withdrawal', before: [codeSent(as('cashout-ready', 's1'))], payload: submit(as('cashout-ready', 's1'), 10_000), expected: SUCCESS },
  { operationId: 'submitWithdrawal', name: 'no proof of the owner', payload: { ...as('cashout-ready', 'v1'), amountFen: 10_000, idempotencyKey: KEY }, expected: failure(8390012) },
  { operationId: 'submitWithdrawal', name: 'a wrong code', before: [codeSent(as('cashout-ready', 'v2'))], payload: { ...submit(as('cashout-ready', 'v2'), 10_000), smsCode: '000000' }, expected: failure(8361001) },
  { operationId: 'submitWithdrawal', name: 'a code never sent', payload: submit(as('cashout-ready', 'v3'), 10_000), expected: failure(8361002) },
  {
    operationId: 'submitWithdrawal',
    name: 'a wrong payment password',
    payload: { ...as('cashout-password', 'v4'), amountFen: 10_000, idempotencyKey: KEY, payPassword: '000000' },
    expected: failure(8390011),
  },
  { operationId: 'submitWithdrawal', name: 'the payment password', payload: { ...as('cashout-password', 'v5'), amountFen: 10_000, idempotencyKey: KEY, payPassword: MOCK_PAY_PASSWORD }, expected: SUCCESS },

  { operationId: 'sendWithdrawalSmsCode', name: 'a code', payload: as('cashout-ready', 'c1'), expected: SUCCESS },
  { operationId: 'sendWithdrawalSmsCode', name: 'again within a minute', before: [codeSent(as('cashout-ready', 'c2'))], payload: as('cashout-ready', 'c2'), expected: failure(8361003) },
  { operationId: 'sendWithdrawalSmsCode', name: 'no phone', payload: as('cashout-no-phone', 'c3'), expected: failure(8390002) },
  { operationId: 'sendWithdrawalSmsCode', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },
  {
    operationId: 'submitWithdrawal',
    name: 'a retry with the same key',
    before: [codeSent(as('cashout-ready', 's2')), { operationId: 'submitWithdrawal', payload: submit(as('cashout-ready', 's2'), 10_000) }],
    payload: submit(as('cashout-ready', 's2'), 10_000),
    expected: SUCCESS,
  },
  {
    operationId: 'submitWithdrawal',
    name: 'the same key with another amount',
    before: [codeSent(as('cashout-ready', 's3')), { operationId: 'submitWithdrawal', payload: submit(as('cashout-ready', 's3'), 10_000) }],
    payload: submit(as('cashout-ready', 's3'), 20_000),
    expected: failure(8390009),
  },
  { operationId: 'submitWithdrawal', name: 'not verified', payload: submit(as('cashout-unverified', 's4'), 10_000), expected: failure(8390001) },
  { operationId: 'submitWithdrawal', name: 'no phone', payload: submit(as('cashout-no-phone', 's5'), 10_000), expected: failure(8390002) },
  { operationId: 'submitWithdrawal', name: 'no WeChat', payload: submit(as('cashout-no-wechat', 's6'), 10_000), expected: failure(8390003) },
  { operationId: 'submitWithdrawal', name: 'outside the window', payload: submit(as('cashout-closed', 's7'), 10_000), expected: failure(8390004) },
  { operationId: 'submitWithdrawal', name: 'the month used', payload: submit(as('cashout-times-used', 's8'), 10_000), expected: failure(8390005) },
  { operationId: 'submitWithdrawal', name: 'below the minimum', payload: submit(as('cashout-ready', 's9'), 999), expected: failure(8390006) },
  { operationId: 'submitWithdrawal', name: 'above the balance', payload: submit(as('cashout-low-balance', 's10'), 1000), expected: failure(8390007) },
  { operationId: 'submitWithdrawal', name: 'above the maximum', payload: submit(as('cashout-ready', 's11'), 2_000_001), expected: failure(8390008) },
  { operationId: 'submitWithdrawal', name: 'no key', payload: { ...ready, amountFen: 10_000 }, expected: BAD_PARAM },
  { operationId: 'submitWithdrawal', name: 'a bad token', payload: submit(badTokens, 10_000), expected: SESSION_EXPIRED },

  { operationId: 'getWithdrawals', name: 'the first page', payload: { ...as('cashout-history', 'r1'), limit: 20 }, expected: SUCCESS },
  { operationId: 'getWithdrawals', name: 'no withdrawals', payload: as('benefit-center', 'r2'), expected: SUCCESS },
  { operationId: 'getWithdrawals', name: 'an unknown cursor', payload: { ...ready, cursor: 'wd_none' }, expected: BAD_PARAM },
  { operationId: 'getWithdrawals', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getWithdrawal', name: 'a paid withdrawal', payload: { ...ready, withdrawalID: 'wd_1' }, expected: SUCCESS },
  { operationId: 'getWithdrawal', name: 'a rejected withdrawal', payload: { ...ready, withdrawalID: 'wd_2' }, expected: SUCCESS },
  {
    operationId: 'getWithdrawal',
    name: 'a withdrawal just submitted',
    before: [codeSent(as('cashout-ready', 'd1')), { operationId: 'submitWithdrawal', payload: submit(as('cashout-ready', 'd1'), 10_000, OTHER_KEY) }],
    payload: { ...as('cashout-ready', 'd1'), withdrawalID: 'wd_3' },
    expected: SUCCESS,
  },
  { operationId: 'getWithdrawal', name: 'an unknown withdrawal', payload: { ...ready, withdrawalID: 'wd_none' }, expected: failure(8390010) },
  { operationId: 'getWithdrawal', name: 'a bad token', payload: { ...badTokens, withdrawalID: 'wd_1' }, expected: SESSION_EXPIRED },

  { operationId: 'getBenefitAccount', name: 'the account', payload: as('benefit-center', 'a1'), expected: SUCCESS },
  { operationId: 'getBenefitAccount', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getExchangeOptions', name: 'the options', payload: as('benefit-center', 'o1'), expected: SUCCESS },
  { operationId: 'getExchangeOptions', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'exchangeRedDiamonds', name: 'an exchange', payload: { ...as('benefit-center', 'x1'), optionID: 'hz_60', idempotencyKey: KEY }, expected: SUCCESS },
  {
    operationId: 'exchangeRedDiamonds',
    name: 'not enough 红钻',
    payload: { ...as('benefit-low-red', 'x2'), optionID: 'hz_60', idempotencyKey: KEY },
    expected: failure(8390101),
  },
  {
    operationId: 'exchangeRedDiamonds',
    name: 'a withdrawn option',
    payload: { ...as('benefit-option-withdrawn', 'x3'), optionID: 'hz_980', idempotencyKey: KEY },
    expected: failure(8390102),
  },
  {
    operationId: 'exchangeRedDiamonds',
    name: 'the same key for another option',
    before: [{ operationId: 'exchangeRedDiamonds', payload: { ...as('benefit-center', 'x4'), optionID: 'hz_60', idempotencyKey: KEY } }],
    payload: { ...as('benefit-center', 'x4'), optionID: 'hz_300', idempotencyKey: KEY },
    expected: failure(8390009),
  },
  { operationId: 'exchangeRedDiamonds', name: 'no option', payload: { ...ready, idempotencyKey: KEY }, expected: BAD_PARAM },
  { operationId: 'exchangeRedDiamonds', name: 'a bad token', payload: { ...badTokens, optionID: 'hz_60', idempotencyKey: KEY }, expected: SESSION_EXPIRED },

  { operationId: 'claimDailyReward', name: "today's reward", payload: as('benefit-center', 'c1'), expected: SUCCESS },
  { operationId: 'claimDailyReward', name: 'claimed today', payload: as('benefit-claimed-today', 'c2'), expected: failure(8390103) },
  { operationId: 'claimDailyReward', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getRewards', name: 'the rewards', payload: as('benefit-center', 'w1'), expected: SUCCESS },
  { operationId: 'getRewards', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  {
    operationId: 'claimReward',
    name: 'a reward',
    payload: { ...as('benefit-center', 'w2'), rewardID: 'rw_1' },
    expected: SUCCESS,
  },
  {
    operationId: 'claimReward',
    name: 'a reward claimed before',
    before: [{ operationId: 'claimReward', payload: { ...as('benefit-center', 'w3'), rewardID: 'rw_1' } }],
    payload: { ...as('benefit-center', 'w3'), rewardID: 'rw_1' },
    expected: failure(8390103),
  },
  { operationId: 'claimReward', name: 'an unknown reward', payload: { ...as('benefit-center', 'w4'), rewardID: 'rw_none' }, expected: failure(8390104) },
  { operationId: 'claimReward', name: 'a bad token', payload: { ...badTokens, rewardID: 'rw_1' }, expected: SESSION_EXPIRED },

  {
    operationId: 'claimAllRewards',
    name: 'every claimable reward, one claimed elsewhere meanwhile and one expired',
    payload: { ...as('benefit-center', 'ca1'), rewardIDs: ['rw_1', 'rw_2', 'rw_4', 'rw_5', 'rw_99'], idempotencyKey: KEY },
    expected: SUCCESS,
  },
  {
    operationId: 'claimAllRewards',
    name: 'the same key with other rewards',
    before: [{ operationId: 'claimAllRewards', payload: { ...as('benefit-center', 'ca2'), rewardIDs: ['rw_1'], idempotencyKey: KEY } }],
    payload: { ...as('benefit-center', 'ca2'), rewardIDs: ['rw_2'], idempotencyKey: KEY },
    expected: failure(8390009),
  },
  { operationId: 'claimAllRewards', name: 'no rewards named', payload: { ...as('benefit-center', 'ca3'), rewardIDs: [], idempotencyKey: KEY }, expected: BAD_PARAM },
  { operationId: 'claimAllRewards', name: 'a bad token', payload: { ...badTokens, rewardIDs: ['rw_1'], idempotencyKey: KEY }, expected: SESSION_EXPIRED },
  { operationId: 'giveRedDiamonds', name: 'a gift', payload: { ...as('benefit-center', 'g1'), toUserID: 10002, red: 100, idempotencyKey: KEY }, expected: SUCCESS },
  { operationId: 'giveRedDiamonds', name: 'a minor', payload: { ...as('benefit-minor', 'g2'), toUserID: 10002, red: 100, idempotencyKey: KEY }, expected: failure(8304101) },
  {
    operationId: 'giveRedDiamonds',
    name: 'not enough 红钻',
    payload: { ...as('benefit-low-red', 'g3'), toUserID: 10002, red: 301, idempotencyKey: KEY },
    expected: failure(8390101),
  },
  { operationId: 'giveRedDiamonds', name: 'an unknown user', payload: { ...as('benefit-center', 'g4'), toUserID: 7, red: 1, idempotencyKey: KEY }, expected: failure(8390105) },
  {
    operationId: 'giveRedDiamonds',
    name: 'the same key for another friend',
    before: [{ operationId: 'giveRedDiamonds', payload: { ...as('benefit-center', 'g5'), toUserID: 10002, red: 100, idempotencyKey: KEY } }],
    payload: { ...as('benefit-center', 'g5'), toUserID: 10003, red: 100, idempotencyKey: KEY },
    expected: failure(8390009),
  },
  { operationId: 'giveRedDiamonds', name: 'no amount', payload: { ...ready, toUserID: 10002, idempotencyKey: KEY }, expected: BAD_PARAM },
  { operationId: 'giveRedDiamonds', name: 'a bad token', payload: { ...badTokens, toUserID: 10002, red: 1, idempotencyKey: KEY }, expected: SESSION_EXPIRED },
]
