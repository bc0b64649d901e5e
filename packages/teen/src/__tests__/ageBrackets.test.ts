import { describe, expect, it } from 'vitest'
import { AGE_BRACKETS, bracketForAge, dailyLimitMinutes, DEFAULT_AGE_BRACKET, isAgeBracket } from '..'

describe('age brackets of the 2024 minor-mode guideline', () => {
  it.each([
    [0, 40],
    [1, 60],
    [2, 120],
  ] as const)('bracket %i may use the app %i minutes a day', (bracket, minutes) =>
    expect(dailyLimitMinutes(bracket)).toBe(minutes),
  )

  it('lists the brackets in order with Chinese labels', () => {
    expect(AGE_BRACKETS.map((row) => [row.bracket, row.label])).toEqual([
      [0, '8岁以下'],
      [1, '8至16岁'],
      [2, '16至18岁'],
    ])
  })

  it('defaults to bracket 2', () => expect(DEFAULT_AGE_BRACKET).toBe(2))

  it.each([
    [0, 0],
    [7, 0],
    [8, 1],
    [15, 1],
    [16, 2],
    [17, 2],
    [18, null],
    [40, null],
    [-1, null],
    [7.5, null],
    [Number.NaN, null],
  ])('age %d is in bracket %s', (years, bracket) => expect(bracketForAge(years)).toBe(bracket))

  it.each([0, 1, 2])('%i is a bracket', (value) => expect(isAgeBracket(value)).toBe(true))
  it.each([3, -1, 1.5, '1', null, undefined, Number.NaN])('%j is not a bracket', (value) =>
    expect(isAgeBracket(value)).toBe(false),
  )
})
