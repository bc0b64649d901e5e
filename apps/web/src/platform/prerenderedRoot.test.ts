import { describe, expect, it } from 'vitest'
import { isPrerenderedFor } from './prerenderedRoot'

function root(html: string): Element {
  const container = document.createElement('div')
  container.innerHTML = html
  return container.firstElementChild!
}

describe('isPrerenderedFor', () => {
  it('is true when #root holds the first paint of this very path', () => {
    expect(isPrerenderedFor(root('<div id="root" data-prerendered="/test/comp"><main></main></div>'), '/test/comp')).toBe(true)
  })

  it.each([
    ['another path’s first paint', '<div id="root" data-prerendered="/"><main></main></div>', '/no/such/page'],
    ['a root the guard emptied', '<div id="root" data-prerendered="/test/comp"></div>', '/test/comp'],
    ['no prerender at all', '<div id="root"></div>', '/test/bridge'],
  ])('is false for %s', (_, html, pathname) => {
    expect(isPrerenderedFor(root(html), pathname)).toBe(false)
  })
})
