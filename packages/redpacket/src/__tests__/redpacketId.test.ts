import { describe, expect, it } from 'vitest'
import { isValidRedpacketId } from '..'

describe('isValidRedpacketId', () => {
  it.each(['rp_openable', 'rp_openable_2', 'rp_sent_1', '1234567890', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'a'.repeat(64)])(
    'accepts %s',
    (id) => {
      expect(isValidRedpacketId(id)).toBe(true)
    },
  )

  it.each([
    ['empty', ''],
    ['too long', 'a'.repeat(65)],
    ['a space', 'rp 1'],
    ['markup', '<script>'],
    ['a path', '../rp_1'],
    ['a query', 'rp_1?x=1'],
    ['Chinese', '红包'],
    ['a trailing newline', 'rp_1\n'],
    ['a number', 123],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_label, id) => {
    expect(isValidRedpacketId(id)).toBe(false)
  })
})
