/**
 * The activity endpoints' scenarios for openApiContract.test.ts: the success and each errno the document lists,
 * reached as a page would reach them (a scenario user of scenarios/activity.ts, calls made first).
 * contractScenarios.ts spreads them into CONTRACT_SCENARIOS.
 */
import { MOCK_USER } from '../fixtures.ts'
import { scenarioSession } from '../scenarioSession.ts'
import type { Scenario } from './contractScenario.ts'

const badTokens = { accessToken: 'expired-token', openID: MOCK_USER.openID }
const SUCCESS = { status: 200, errno: 0 }
const failure = (errno: number) => ({ status: 200, errno })
const SESSION_EXPIRED = failure(8304006)
const BAD_PARAM = failure(400)
const NOT_FOUND = failure(8340001)
const KEY = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d'

/** A fixed scenario session per name, so `before` calls and the call act for the same user. */
const as = (scenario: Parameters<typeof scenarioSession>[0], suffix: string): Record<string, unknown> => ({ ...scenarioSession(scenario, `contract-${suffix}`) })
const fresh = as('fresh', 'activity')
const draw = (tokens: object, drawID = 'draw_wheel', count = 1, price = 20, idempotencyKey = KEY, poolVersion = 'v1') => ({ ...tokens, drawID, count, price, poolVersion, idempotencyKey })
const claim = (tokens: object, eventID: string, taskID: string) => ({ ...tokens, eventID, taskID })

export const ACTIVITY_CONTRACT_SCENARIOS: readonly Scenario[] = [
  { operationId: 'getActivities', name: 'the events live, upcoming, settling, ended and rewarded', payload: fresh, expected: SUCCESS },
  { operationId: 'getActivities', name: 'a bad token', payload: badTokens, expected: SESSION_EXPIRED },

  { operationId: 'getActivity', name: 'a live event', payload: { ...fresh, eventID: 'ev_weal' }, expected: SUCCESS },
  { operationId: 'getActivity', name: 'an event turning live soon', payload: { ...as('activity-starting', 'a1'), eventID: 'ev_update' }, expected: SUCCESS },
  { operationId: 'getActivity', name: 'a rewarded event', payload: { ...fresh, eventID: 'ev_qixi' }, expected: SUCCESS },
  { operationId: 'getActivity', name: 'an unknown event', payload: { ...fresh, eventID: 'ev_nope' }, expected: NOT_FOUND },
  { operationId: 'getActivity', name: 'a malformed id', payload: { ...fresh, eventID: 'a b' }, expected: BAD_PARAM },
  { operationId: 'getActivity', name: 'a bad token', payload: { ...badTokens, eventID: 'ev_weal' }, expected: SESSION_EXPIRED },

  { operationId: 'getRanking', name: 'my row pinned', payload: { ...as('rank-pinned', 'r1'), boardID: 'rank_wealth' }, expected: SUCCESS },
  { operationId: 'getRanking', name: 'not ranked', payload: { ...as('rank-unranked', 'r2'), boardID: 'rank_charm' }, expected: SUCCESS },
  { operationId: 'getRanking', name: 'my name hidden', payload: { ...as('rank-hidden', 'r3'), boardID: 'weekstar' }, expected: SUCCESS },
  { operationId: 'getRanking', name: "an event's rounds, the second page", payload: { ...fresh, boardID: 'weal_rounds', cursor: '20', limit: 20 }, expected: SUCCESS },
  { operationId: 'getRanking', name: 'an unknown period', payload: { ...fresh, boardID: 'weekstar', periodID: 'week-19700105' }, expected: NOT_FOUND },
  { operationId: 'getRanking', name: 'an unknown board', payload: { ...fresh, boardID: 'rank_nope' }, expected: NOT_FOUND },
  { operationId: 'getRanking', name: 'a limit out of range', payload: { ...fresh, boardID: 'weekstar', limit: 51 }, expected: BAD_PARAM },
  { operationId: 'getRanking', name: 'a bad token', payload: { ...badTokens, boardID: 'weekstar' }, expected: SESSION_EXPIRED },

  { operationId: 'setRankingHidden', name: 'hide my name', payload: { ...fresh, hidden: true }, expected: SUCCESS },
  { operationId: 'setRankingHidden', name: 'not a boolean', payload: { ...fresh, hidden: 'yes' }, expected: BAD_PARAM },
  { operationId: 'setRankingHidden', name: 'a bad token', payload: { ...badTokens, hidden: false }, expected: SESSION_EXPIRED },

  { operationId: 'getDraw', name: 'the wheel: odds down to 0.0001%, a guarantee, a daily cap', payload: { ...fresh, drawID: 'draw_wheel' }, expected: SUCCESS },
  { operationId: 'getDraw', name: 'a draw in tickets', payload: { ...fresh, drawID: 'draw_dart' }, expected: SUCCESS },
  { operationId: 'getDraw', name: 'a physical top prize', payload: { ...fresh, drawID: 'draw_iphone' }, expected: SUCCESS },
  { operationId: 'getDraw', name: 'a minor', payload: { ...as('draw-minor', 'd0'), drawID: 'draw_wheel' }, expected: SUCCESS },
  { operationId: 'getDraw', name: 'an unknown draw', payload: { ...fresh, drawID: 'draw_nope' }, expected: NOT_FOUND },
  { operationId: 'getDraw', name: 'no id', payload: fresh, expected: BAD_PARAM },
  { operationId: 'getDraw', name: 'a bad token', payload: { ...badTokens, drawID: 'draw_wheel' }, expected: SESSION_EXPIRED },

  { operationId: 'drawPrizes', name: 'one draw', payload: draw(as('fresh', 'd1')), expected: SUCCESS },
  { operationId: 'drawPrizes', name: 'ten draws', payload: draw(as('fresh', 'd2'), 'draw_wheel', 10, 180), expected: SUCCESS },
  { operationId: 'drawPrizes', name: 'ten in tickets', payload: draw(as('fresh', 'd3'), 'draw_dart', 10, 10), expected: SUCCESS },
  { operationId: 'drawPrizes', name: 'the guaranteed prize', payload: draw(as('draw-guarantee', 'd4')), expected: SUCCESS },
  {
    operationId: 'drawPrizes',
    name: 'the same key again: the first result',
    before: [{ operationId: 'drawPrizes', payload: draw(as('fresh', 'd5')) }],
    payload: draw(as('fresh', 'd5')),
    expected: SUCCESS,
  },
  {
    operationId: 'drawPrizes',
    name: 'a key used for another draw',
    before: [{ operationId: 'drawPrizes', payload: draw(as('fresh', 'd6')) }],
    payload: draw(as('fresh', 'd6'), 'draw_wheel', 10, 180),
    expected: failure(8390009),
  },
  { operationId: 'drawPrizes', name: 'a minor', payload: draw(as('draw-minor', 'd7')), expected: failure(8304101) },
  { operationId: 'drawPrizes', name: 'teen mode', payload: draw(as('draw-teen', 'd8')), expected: failure(8340004) },
  { operationId: 'drawPrizes', name: 'an event not live yet', payload: draw(as('fresh', 'd9'), 'draw_update', 1, 10), expected: failure(8340002) },
  { operationId: 'drawPrizes', name: 'an event over', payload: draw(as('fresh', 'd10'), 'draw_poker', 1, 10), expected: failure(8340003) },
  { operationId: 'drawPrizes', name: 'the daily cap', payload: draw(as('draw-cap', 'd11'), 'draw_wheel', 10, 180), expected: failure(8340005) },
  { operationId: 'drawPrizes', name: 'not enough 钻石', payload: draw(as('draw-low-diamonds', 'd12')), expected: failure(8310001) },
  { operationId: 'drawPrizes', name: 'not enough tickets', payload: draw(as('draw-no-tickets', 'd13'), 'draw_dart', 1, 1), expected: failure(8340006) },
  { operationId: 'drawPrizes', name: 'the pool changed', payload: draw(as('draw-pool-changed', 'd14')), expected: failure(8340007) },
  { operationId: 'drawPrizes', name: 'a price that is not the draw’s', payload: draw(as('fresh', 'd15'), 'draw_wheel', 1, 19), expected: failure(8340007) },
  { operationId: 'drawPrizes', name: 'an unknown draw', payload: draw(as('fresh', 'd16'), 'draw_nope'), expected: NOT_FOUND },
  { operationId: 'drawPrizes', name: 'a count of 5', payload: draw(as('fresh', 'd17'), 'draw_wheel', 5, 100), expected: BAD_PARAM },
  { operationId: 'drawPrizes', name: 'a bad token', payload: draw(badTokens), expected: SESSION_EXPIRED },

  {
    operationId: 'getDrawRecords',
    name: 'my records',
    before: [{ operationId: 'drawPrizes', payload: draw(as('fresh', 'r5'), 'draw_wheel', 10, 180) }],
    payload: { ...as('fresh', 'r5'), drawID: 'draw_wheel', limit: 20 },
    expected: SUCCESS,
  },
  { operationId: 'getDrawRecords', name: 'none yet', payload: { ...fresh, drawID: 'draw_dart' }, expected: SUCCESS },
  { operationId: 'getDrawRecords', name: 'an unknown draw', payload: { ...fresh, drawID: 'draw_nope' }, expected: NOT_FOUND },
  { operationId: 'getDrawRecords', name: 'an empty cursor', payload: { ...fresh, drawID: 'draw_wheel', cursor: '' }, expected: BAD_PARAM },
  { operationId: 'getDrawRecords', name: 'a bad token', payload: { ...badTokens, drawID: 'draw_wheel' }, expected: SESSION_EXPIRED },

  { operationId: 'getTasks', name: 'tasks done, not done and claimed', payload: { ...fresh, eventID: 'ev_weal' }, expected: SUCCESS },
  { operationId: 'getTasks', name: 'an event without tasks', payload: { ...fresh, eventID: 'ev_qixi' }, expected: SUCCESS },
  { operationId: 'getTasks', name: 'an unknown event', payload: { ...fresh, eventID: 'ev_nope' }, expected: NOT_FOUND },
  { operationId: 'getTasks', name: 'no id', payload: fresh, expected: BAD_PARAM },
  { operationId: 'getTasks', name: 'a bad token', payload: { ...badTokens, eventID: 'ev_weal' }, expected: SESSION_EXPIRED },

  { operationId: 'claimTask', name: 'a done task', payload: claim(as('fresh', 't1'), 'ev_weal', 'task_signin'), expected: SUCCESS },
  {
    operationId: 'claimTask',
    name: 'claimed before',
    before: [{ operationId: 'claimTask', payload: claim(as('fresh', 't2'), 'ev_weal', 'task_signin') }],
    payload: claim(as('fresh', 't2'), 'ev_weal', 'task_signin'),
    expected: failure(8340009),
  },
  { operationId: 'claimTask', name: 'not done', payload: claim(fresh, 'ev_weal', 'task_gift'), expected: failure(8340008) },
  { operationId: 'claimTask', name: 'an event over', payload: claim(fresh, 'ev_sisipoker', 'task_signin'), expected: failure(8340003) },
  { operationId: 'claimTask', name: 'an unknown task', payload: claim(fresh, 'ev_weal', 'task_nope'), expected: NOT_FOUND },
  { operationId: 'claimTask', name: 'no task', payload: { ...fresh, eventID: 'ev_weal' }, expected: BAD_PARAM },
  { operationId: 'claimTask', name: 'a bad token', payload: claim(badTokens, 'ev_weal', 'task_signin'), expected: SESSION_EXPIRED },
]
