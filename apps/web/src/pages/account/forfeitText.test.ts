import { describe, expect, it } from 'vitest'
import { forfeitText } from './forfeitText'

describe('forfeitText', () => {
  it('names the money in yuan and the diamonds, leaving out what is zero', () => {
    expect(forfeitText({ balanceFen: 8888, diamonds: 100_000 })).toBe('余额¥88.88和100000钻石')
    expect(forfeitText({ balanceFen: 5, diamonds: 0 })).toBe('余额¥0.05')
    expect(forfeitText({ balanceFen: 0, diamonds: 30 })).toBe('30钻石')
    expect(forfeitText({ balanceFen: 0, diamonds: 0 })).toBe('')
  })
})
