import { describe, expect, it, vi } from 'vitest'
import { isPrerenderedFor, preloadDeferredModules, releaseEarlyTaps } from './prerenderedRoot'

function root(html: string): Element {
  const container = document.createElement('div')
  container.innerHTML = html
  return container.firstElementChild!
}

describe('isPrerenderedFor', () => {
  it('is true when #root holds the first paint of this very path', () => {
    expect(isPrerenderedFor(root('<div id="root" data-prerendered="/test/comp"><main></main></div>'), '/test/comp')).toBe(true)
  })

  it('is true at the path with a trailing slash, where a static host redirects /path (S3 website hosting)', () => {
    expect(isPrerenderedFor(root('<div id="root" data-prerendered="/test/comp"><main></main></div>'), '/test/comp/')).toBe(true)
  })

  it.each([
    ['another path’s first paint', '<div id="root" data-prerendered="/"><main></main></div>', '/no/such/page'],
    ['a root the guard emptied', '<div id="root" data-prerendered="/test/comp"></div>', '/test/comp'],
    ['no prerender at all', '<div id="root"></div>', '/test/bridge'],
    ['the index’s first paint at a doubled slash', '<div id="root" data-prerendered="/"><main></main></div>', '//'],
    ['a longer path that starts with the same one', '<div id="root" data-prerendered="/oauth"><main></main></div>', '/oauth/manual'],
  ])('is false for %s', (_, html, pathname) => {
    expect(isPrerenderedFor(root(html), pathname)).toBe(false)
  })
})

describe('preloadDeferredModules', () => {
  const preloads = () => [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

  it('moves the deferred modulepreloads into the head in order, one per task, once', async () => {
    document.head.innerHTML =
      '<template id="deferred-modulepreloads"><link rel="modulepreload" href="/assets/start-A.js"><link rel="modulepreload" href="/assets/HomePage-B.js"></template>'
    const seenBetween: (string | null)[][] = []
    await preloadDeferredModules(document, async () => {
      seenBetween.push(preloads())
    })
    // Between the two links the main thread was given back once, with the first link in.
    expect(seenBetween).toEqual([['/assets/start-A.js']])
    expect(preloads()).toEqual(['/assets/start-A.js', '/assets/HomePage-B.js'])
    await preloadDeferredModules(document)
    expect(preloads()).toHaveLength(2)
  })

  it('does nothing where the HTML deferred none', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/start-A.js">'
    await preloadDeferredModules(document)
    expect(document.head.querySelectorAll('link')).toHaveLength(1)
  })
})

describe('releaseEarlyTaps', () => {
  function hold(taps: Element[]) {
    const release = vi.fn()
    Object.assign(window, { __h5EarlyTaps: { taps, release } })
    return release
  }

  it('stops holding taps and presses the held button once', () => {
    document.body.innerHTML = '<button>显示</button>'
    const button = document.querySelector('button')!
    const pressed = vi.fn()
    button.addEventListener('click', pressed)
    const release = hold([button])
    releaseEarlyTaps(window)
    expect(release).toHaveBeenCalledOnce()
    expect(pressed).toHaveBeenCalledOnce()
    releaseEarlyTaps(window)
    expect(pressed).toHaveBeenCalledOnce()
  })

  it('takes the held tap’s mark off as it presses the control: the app shows the tap from then on', () => {
    document.body.innerHTML = '<button data-held-tap="">开</button>'
    const button = document.querySelector('button')!
    const markWhenPressed: boolean[] = []
    button.addEventListener('click', () => markWhenPressed.push(button.hasAttribute('data-held-tap')))
    hold([button])
    releaseEarlyTaps(window)
    expect(markWhenPressed).toEqual([false])
  })

  it('takes the mark off a control it does not press', () => {
    document.body.innerHTML = '<button disabled data-held-tap="">提交</button>'
    const disabled = document.querySelector('button')!
    hold([disabled])
    releaseEarlyTaps(window)
    expect(disabled.hasAttribute('data-held-tap')).toBe(false)
  })

    it('does not press a button the app removed or disabled meanwhile', () => {
    document.body.innerHTML = '<button disabled>提交</button>'
    const disabled = document.querySelector('button')!
    const removed = document.createElement('button')
    const pressed = vi.fn()
    disabled.addEventListener('click', pressed)
    removed.addEventListener('click', pressed)
    hold([disabled, removed])
    releaseEarlyTaps(window)
    expect(pressed).not.toHaveBeenCalled()
  })

  it('does nothing on a page that held no taps', () => {
    expect(() => releaseEarlyTaps(window)).not.toThrow()
  })
})
