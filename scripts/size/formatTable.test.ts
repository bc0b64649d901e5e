import { describe, expect, it } from 'vitest'
import { formatTable, kb } from './formatTable.ts'

describe('formatTable', () => {
  it('left-aligns the first column and right-aligns the others, under a header', () => {
    expect(formatTable(['file', 'gzip'], [['index.js', '1.00 KB'], ['a.js', '10.50 KB']]).split('\n')).toEqual([
      'file          gzip',
      'index.js   1.00 KB',
      'a.js      10.50 KB',
    ])
  })
})

describe('kb', () => {
  it('prints bytes in KB of 1024 bytes, as scripts/budgets.ts counts', () => {
    expect(kb(1024)).toBe('1.00 KB')
    expect(kb(130 * 1024 + 1)).toBe('130.00 KB')
    expect(kb(3068)).toBe('3.00 KB')
  })
})
