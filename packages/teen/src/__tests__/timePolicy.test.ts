import { describe, expect, it } from 'vitest'
import { canUse, isCurfew } from '..'

/** A local time on an ordinary day: the policy reads the device clock's hours. */
const at = (hours: number, minutes = 0) => new Date(2024, 5, 1, hours, minutes)

describe('isCurfew (22:00–06:00)', () => {
  it.each([
    ['21:59', at(21, 59), false],
    ['22:00', at(22, 0), true],
    ['23:59', at(23, 59), true],
    ['00:00', at(0, 0), true],
    ['05:59', at(5, 59), true],
    ['06:00', at(6, 0), false],
    ['12:00', at(12, 0), false],
  ])('at %s is %s', (_label, date, expected) => expect(isCurfew(date)).toBe(expected))
})

describe('canUse', () => {
  const noon = at(12)

  it.each([
    [0, 39, true],
    [0, 40, false],
    [1, 59, true],
    [1, 60, false],
    [2, 119, true],
    [2, 120, false],
    [2, 500, false],
  ] as const)('bracket %i after %i minutes: %s', (bracket, usedMinutes, allowed) => {
    const verdict = canUse({ bracket, usedMinutes, now: noon })
    expect(verdict.canUse).toBe(allowed)
    expect(verdict.reason).toBe(allowed ? undefined : 'limit')
  })

  it('reports the minutes left', () => {
    expect(canUse({ bracket: 1, usedMinutes: 45, now: noon }).remainingMinutes).toBe(15)
    expect(canUse({ bracket: 1, usedMinutes: 90, now: noon }).remainingMinutes).toBe(0)
  })

  it('refuses at curfew even with minutes left, and the curfew wins over the limit', () => {
    expect(canUse({ bracket: 2, usedMinutes: 0, now: at(22) })).toEqual({
      canUse: false,
      reason: 'curfew',
      remainingMinutes: 120,
    })
    expect(canUse({ bracket: 2, usedMinutes: 120, now: at(23) }).reason).toBe('curfew')
  })

  it('allows again at 06:00 and not at 05:59', () => {
    expect(canUse({ bracket: 0, usedMinutes: 0, now: at(6) }).canUse).toBe(true)
    expect(canUse({ bracket: 0, usedMinutes: 0, now: at(5, 59) }).canUse).toBe(false)
  })

  it('treats negative usage as none and a usage that is not a number as the limit reached', () => {
    expect(canUse({ bracket: 0, usedMinutes: -5, now: noon }).remainingMinutes).toBe(40)
    expect(canUse({ bracket: 0, usedMinutes: Number.NaN, now: noon })).toEqual({
      canUse: false,
      reason: 'limit',
      remainingMinutes: 0,
    })
  })
})
