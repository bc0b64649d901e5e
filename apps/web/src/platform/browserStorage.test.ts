import { expect, it } from 'vitest'
import { browserStorage } from './browserStorage'

it('hands out the storage when it can be read', () => {
  expect(browserStorage('sessionStorage')).toBe(window.sessionStorage)
})

it('answers undefined when reading the storage property throws', () => {
  const blocked = Object.defineProperty({}, 'localStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  }) as Window
  expect(browserStorage('localStorage', blocked)).toBeUndefined()
})
