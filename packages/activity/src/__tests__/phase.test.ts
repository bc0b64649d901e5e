import { scenarioSession, STARTING_IN_MS } from '@h5/mock-backend'
import { useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { activityPhase, createActivityState, groupActivities, loadActivities, loadActivity, nextBoundary } from '..'

/**
 * An event's phase follows its window on the server's clock, and the next boundary says when to look again: a page
 * open across a boundary changes state without a reload. The clock here is the simulator's (the test moves it),
 * which is what the app's serverNow() reads from the answers' X-Server-Time.
 */
const START = Date.UTC(2026, 10, 25, 4, 0, 0)
let now = START
const { makeApi, answer } = useMockBackend({ now: () => now })

describe('activityPhase and nextBoundary', () => {
  const window = { startsAt: 1_000, endsAt: 2_000, settledAt: 2_600 }

  it.each([
    [999, 'upcoming', 1_000],
    [1_000, 'live', 2_000],
    [1_999, 'live', 2_000],
    [2_000, 'settling', 2_600],
    [2_599, 'settling', 2_600],
    [2_600, 'ended', null],
  ] as const)('at %i the phase is %s and the next boundary %s', (at, phase, boundary) => {
    expect(activityPhase(window, at)).toBe(phase)
    expect(nextBoundary(window, at)).toBe(boundary)
  })

  it('waits for the server when the settling time is not known, and keeps what the server answered as a floor', () => {
    const open = { startsAt: 1_000, endsAt: 2_000, settledAt: null }
    expect(activityPhase(open, 5_000)).toBe('settling')
    expect(nextBoundary(open, 5_000)).toBeNull()
    expect(activityPhase(open, 5_000, 'ended')).toBe('ended')
    expect(activityPhase(window, 9_000, 'rewarded')).toBe('rewarded')
    expect(activityPhase(window, 1_500, 'upcoming')).toBe('live')
  })

  it('ends a window whose end comes before its start at its start', () => {
    const broken = { startsAt: 2_000, endsAt: 1_000, settledAt: null }
    expect(activityPhase(broken, 1_500)).toBe('upcoming')
    expect(activityPhase(broken, 2_000)).toBe('settling')
    expect(nextBoundary(broken, 1_500)).toBe(2_000)
  })
})

describe('the activity center across a boundary', () => {
  it('moves an event from upcoming to live when the server clock passes its start, with no new request', async () => {
    now = START
    const { api } = makeApi()
    const state = createActivityState()
    const tokens = scenarioSession('activity-starting')
    await loadActivities(state, api, tokens)
    const items = state.activities!
    const update = () => items.find((event) => event.eventID === 'ev_update')!
    expect(groupActivities(items, now).upcoming).toContain(update())
    const at = nextBoundary(update().window, now, update().state)
    expect(at).toBe(START + STARTING_IN_MS)
    expect(groupActivities(items, at! - 1).upcoming).toContain(update())
    expect(groupActivities(items, at!).live).toContain(update())
    expect(groupActivities(items, at!).live.map((event) => event.eventID)).toEqual(['ev_weal', 'ev_update'])
    expect(groupActivities(items, at!).over.map((event) => event.eventID)).toEqual(['ev_equation', 'ev_sisipoker', 'ev_qixi'])
    now = at!
    await loadActivity(state, api, { tokens, eventID: 'ev_update' })
    expect(state.activity).toMatchObject({ state: 'live', excluded: expect.arrayContaining(['未成年人']) })
  })

  it('turns a settling event ended at its settledAt', async () => {
    now = START
    const { api } = makeApi()
    const state = createActivityState()
    await loadActivity(state, api, { tokens: scenarioSession('fresh'), eventID: 'ev_equation' })
    const event = state.activity!
    expect(activityPhase(event.window, now, event.state)).toBe('settling')
    const at = nextBoundary(event.window, now, event.state)!
    expect(activityPhase(event.window, at, event.state)).toBe('ended')
  })

  it('fails an unknown event with NOT_FOUND, and an unreadable answer with REQUEST_FAILED', async () => {
    const { api } = makeApi()
    const state = createActivityState()
    expect(await loadActivity(state, api, { tokens: scenarioSession('fresh'), eventID: 'ev_nope' })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } })
    expect(state.errors.activity?.message).toBe('活动不存在或已下线')
    answer('POST', '/v1/activity/list', { body: { errno: 0, data: { items: [{ eventID: 'ev_broken', window: null }] } } })
    expect(await loadActivities(state, api, scenarioSession('fresh'))).toMatchObject({ ok: false, error: { code: 'REQUEST_FAILED' } })
    expect(state.activities).toBeNull()
  })
})
