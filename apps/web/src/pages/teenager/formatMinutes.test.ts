import { describe, expect, it } from 'vitest'
import { formatMinutes } from './formatMinutes'

describe('formatMinutes', () => {
  it.each([
    [0, '0分钟'],
    [35, '35分钟'],
    [40, '40分钟'],
    [60, '1小时'],
    [90, '1小时30分钟'],
    [120, '2小时'],
    [59.6, '1小时'],
    [-5, '0分钟'],
  ])('says %s minutes as %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text)
  })
})
