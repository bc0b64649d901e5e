import { describe, expect, it } from 'vitest'
import { normalizeDecimal, type NormalizeDecimalOptions } from './normalizeDecimal'

describe('normalizeDecimal', () => {
  it.each<[string, NormalizeDecimalOptions, string]>([
    ['8.88', {}, '8.88'],
    ['¥8.88元', {}, '8.88'],
    ['８．８８', {}, '8.88'],
    // A Chinese input method in Chinese punctuation mode types 。 for the point key.
    ['8。88', {}, '8.88'],
    ['共8.88元。', {}, '8.88'],
    ['1,000.50', {}, '1000.50'],
    ['１，０００．５０', {}, '1000.50'],
    // One point: a second one typed after the first is not taken.
    ['8.8.', {}, '8.8'],
    ['1.2.3', {}, '1.23'],
    // A leading point reads as 0.x, as the phone's decimal pad leaves it.
    ['.5', {}, '0.5'],
    ['。5', {}, '0.5'],
    ['-3', {}, '3'],
    ['', {}, ''],
    ['元', {}, ''],
    // More than two decimals stay: the form's check names them instead of a silent change of the amount.
    ['8.888', {}, '8.888'],
    ['12345.67', { maxLength: 6 }, '12345.'],
    ['¥12345.67', { maxLength: 8 }, '12345.67'],
  ])('keeps the amount of %j (%j): %j', (text, options, expected) => {
    expect(normalizeDecimal(text, options)).toBe(expected)
  })
})
