import { describe, expect, it } from 'vitest'
import { levelName, levelProgress } from './wealthProgress'

const row = (level: number, minValue: number) => ({ level, name: `L${level}`, minValue, keepValue: 0, privileges: [], badge: null })

describe('the upgrade bar', () => {
  it('counts from my level’s start to the next level’s', () => {
    expect(levelProgress({ value: 70_000, level: 8, levels: [row(8, 64_000)], nextLevel: { level: 9, minValue: 81_000 } })).toBeCloseTo(6000 / 17_000)
  })

  it('is full at the top and never leaves 0 to 1 on figures the server got wrong', () => {
    expect(levelProgress({ value: 5, level: 20, levels: [], nextLevel: null })).toBe(1)
    expect(levelProgress({ value: 90_000, level: 8, levels: [row(8, 64_000)], nextLevel: { level: 9, minValue: 81_000 } })).toBe(1)
    expect(levelProgress({ value: 10, level: 8, levels: [row(8, 64_000)], nextLevel: { level: 9, minValue: 81_000 } })).toBe(0)
    expect(levelProgress({ value: 10, level: 8, levels: [row(8, 64_000)], nextLevel: { level: 9, minValue: 64_000 } })).toBe(0)
  })

  it('counts from 0 when the table lacks my level', () => {
    expect(levelProgress({ value: 500, level: 3, levels: [], nextLevel: { level: 4, minValue: 1000 } })).toBe(0.5)
  })

  it('names a level from the table, or by its number', () => {
    expect(levelName([row(8, 0)], 8)).toBe('L8')
    expect(levelName([], 9)).toBe('9级')
  })
})
