import { describe, expect, it } from 'vitest'
import { mobileDigits } from './mobileDigits'

describe('mobileDigits', () => {
  it.each([
    ['13800138000', '13800138000'],
    ['138 0013 8000', '13800138000'],
    ['+86 138-0013-8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['+８６ １３８００１３８０００', '13800138000'],
    // An 86 that is the start of the number itself stays, and so does a partly typed number.
    ['8613', '8613'],
    ['138001380009999', '13800138000'],
  ])('%j -> %j', (text, expected) => {
    expect(mobileDigits(text)).toBe(expected)
  })
})
