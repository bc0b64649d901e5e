import { createHash } from 'node:crypto'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { BOOT_GUARD_SCRIPT } from './bootGuardScript.ts'
import { PRERENDER_SCRIPT } from './prerenderScript.ts'
import { routeHtml } from './routeHtml.ts'

/** The shape of Vite's built index.html. */
const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'" />
    <title>H5</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-B.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

const parts = {
  template: TEMPLATE,
  title: '红包 <开>',
  css: [
    { href: '/assets/index-B.css', text: '.page{color:red}' },
    { href: '/assets/HomePage-E.css', text: '.nav{margin:0}' },
  ],
  modulepreloads: ['/assets/start-C.js', '/assets/HomePage-D.js'],
}

/** The CSP source that allows an inline script with exactly this text. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

function parse(html: string) {
  return new JSDOM(html).window.document
}

describe('routeHtml', () => {
  it('names the route in the title, escaped', () => {
    expect(parse(routeHtml(parts)).title).toBe('红包 <开>')
    expect(routeHtml(parts)).toContain('<title>红包 &lt;开&gt;</title>')
  })

  it('inlines the CSS instead of linking it, so nothing blocks the first paint', () => {
    const doc = parse(routeHtml(parts))
    expect(doc.head.querySelector('style')?.textContent).toBe('.page{color:red}\n.nav{margin:0}')
    expect(doc.querySelectorAll('link[rel="stylesheet"]:not([disabled])')).toHaveLength(0)
  })

  it('marks each inlined file with a disabled link, so the app does not fetch it again', () => {
    const doc = parse(routeHtml(parts))
    expect([...doc.querySelectorAll('link[rel="stylesheet"][disabled]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/index-B.css',
      '/assets/HomePage-E.css',
    ])
  })

  it('preloads the route’s JS beside the entry', () => {
    const doc = parse(routeHtml(parts))
    expect(doc.querySelector('template')).toBeNull()
    expect([...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/start-C.js',
      '/assets/HomePage-D.js',
    ])
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-A.js')
  })

  it('leaves #root empty when the route is not prerendered; its only inline script is the boot guard', () => {
    const doc = parse(routeHtml(parts))
    expect(doc.getElementById('root')?.outerHTML).toBe('<div id="root"></div>')
    expect([...doc.querySelectorAll('script:not([src])')].map((script) => script.textContent)).toEqual([BOOT_GUARD_SCRIPT])
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain(
      `script-src 'self' ${sha256(BOOT_GUARD_SCRIPT)};`,
    )
  })

  it('puts the boot guard before the entry module, so it listens before anything can fail to load', () => {
    const scripts = [...parse(routeHtml(parts)).head.querySelectorAll('script')]
    expect(scripts.map((script) => script.getAttribute('src') ?? 'inline')).toEqual(['inline', '/assets/index-A.js'])
  })

  it('puts a prerendered first paint in #root, names its path, and allows exactly its inline script by hash', () => {
    const html = routeHtml({ ...parts, prerender: { path: '/test/comp', html: '<main><h1>组件示例</h1></main>' } })
    const doc = parse(html)
    const root = doc.getElementById('root')!
    expect(root.getAttribute('data-prerendered')).toBe('/test/comp')
    expect(root.innerHTML).toBe('<main><h1>组件示例</h1></main>')
    expect(root.nextElementSibling?.textContent).toBe(PRERENDER_SCRIPT)
    const inline = [...doc.querySelectorAll('script:not([src])')].map((script) => script.textContent!)
    expect(inline).toEqual([BOOT_GUARD_SCRIPT, PRERENDER_SCRIPT])
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain(
      `script-src 'self' ${inline.map(sha256).reverse().join(' ')};`,
    )
  })

  it('keeps a prerendered route’s preloads in a template, for after its first paint', () => {
    const doc = parse(routeHtml({ ...parts, prerender: { path: '/test/comp', html: '<main></main>' } }))
    expect(doc.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(0)
    const template = doc.getElementById('deferred-modulepreloads') as HTMLTemplateElement
    expect([...template.content.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/start-C.js',
      '/assets/HomePage-D.js',
    ])
  })

  it('refuses a template it does not recognise and CSS that would end the style element', () => {
    expect(() => routeHtml({ ...parts, template: TEMPLATE.replace('<title>H5</title>', '') })).toThrow('index.html has no')
    expect(() => routeHtml({ ...parts, css: [{ href: '/a.css', text: 'a{}</style><script>' }] })).toThrow('contains </style')
  })
})

describe('the inline script of a prerendered page', () => {
  /** The built HTML of `/test/comp` as a browser runs it at `url`, before the app (removed here) starts. */
  function openAt(url: string) {
    const html = routeHtml({
      ...parts,
      prerender: { path: '/test/comp', html: '<main><h1>组件示例</h1><button id="toast">显示</button><a href="/">首页</a></main>' },
    })
    return new JSDOM(html.replace(/<script type="module"[^>]*><\/script>/, ''), { url, runScripts: 'dangerously' }).window
  }

  it('keeps the prerender on its own path, with any query or hash', () => {
    expect(openAt('https://h5.example.com/test/comp?from=share#top').document.querySelector('h1')?.textContent).toBe('组件示例')
  })

  it('keeps the prerender at its path with a trailing slash, where S3 website hosting redirects /test/comp', () => {
    expect(openAt('https://h5.example.com/test/comp/?from=share').document.querySelector('h1')?.textContent).toBe('组件示例')
  })

  it('empties #root on any other path, as when a host answers every path with one file', () => {
    expect(openAt('https://h5.example.com/no/such/page').document.getElementById('root')?.innerHTML).toBe('')
    expect(openAt('https://h5.example.com/test/comp/card').document.getElementById('root')?.innerHTML).toBe('')
    expect(openAt('https://h5.example.com/test/compare').document.getElementById('root')?.innerHTML).toBe('')
  })

  it('holds the first tap on a button or link until the app releases it', () => {
    const win = openAt('https://h5.example.com/test/comp')
    const button = win.document.getElementById('toast')!
    const link = win.document.querySelector('a')!
    const heard: string[] = []
    win.document.addEventListener('click', (event) => heard.push((event.target as Element).tagName))
    const tap = (target: Element, init: MouseEventInit = {}) =>
      target.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true, ...init }))
    expect(tap(button)).toBe(false)
    expect(tap(link)).toBe(false)
    expect(heard).toEqual([])
    const held = (win as unknown as { __h5EarlyTaps: { taps: Element[]; release(): void } }).__h5EarlyTaps
    expect(held.taps).toEqual([button])
    held.release()
    expect(tap(button)).toBe(true)
    expect(heard).toEqual(['BUTTON'])
  })

  it('marks the held control at once, so the page’s CSS answers the tap before the app runs', () => {
    const win = openAt('https://h5.example.com/test/comp')
    const button = win.document.getElementById('toast')!
    const link = win.document.querySelector('a')!
    // Set in the tap's own event: the next frame the browser paints shows it.
    button.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }))
    link.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(button.getAttribute('data-held-tap')).toBe('')
    // Only the held tap is marked: the app replays one.
    expect(link.hasAttribute('data-held-tap')).toBe(false)
  })

  it('marks the pressed control from the finger’s touch, a task before the click that follows the lift', () => {
    const win = openAt('https://h5.example.com/test/comp')
    const button = win.document.getElementById('toast')!
    const held = (win as unknown as { __h5EarlyTaps: { taps: Element[] } }).__h5EarlyTaps
    // A MouseEvent stands in for the PointerEvent: the script reads only the target, the button and the keys.
    button.dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true, cancelable: true }))
    expect(button.getAttribute('data-held-tap')).toBe('')
    // Marked, not held: only the click is a tap.
    expect(held.taps).toEqual([])
    button.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(held.taps).toEqual([button])
    expect(button.getAttribute('data-held-tap')).toBe('')
  })

  it('unmarks a press that turns into a scroll or a long press, and holds nothing for it', () => {
    const win = openAt('https://h5.example.com/test/comp')
    const button = win.document.getElementById('toast')!
    const held = (win as unknown as { __h5EarlyTaps: { taps: Element[]; release(): void } }).__h5EarlyTaps
    for (const end of ['pointercancel', 'contextmenu']) {
      button.dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true, cancelable: true }))
      button.dispatchEvent(new win.MouseEvent(end, { bubbles: true, cancelable: true }))
      expect(button.hasAttribute('data-held-tap')).toBe(false)
    }
    expect(held.taps).toEqual([])
    // Still pressed when the app takes over: the app's own state shows the tap from then on.
    button.dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true, cancelable: true }))
    held.release()
    expect(button.hasAttribute('data-held-tap')).toBe(false)
  })

  it('moves the mark to the control the click lands on, and keeps a held tap’s mark through later presses', () => {
    const win = openAt('https://h5.example.com/test/comp')
    const button = win.document.getElementById('toast')!
    const link = win.document.querySelector('a')!
    button.dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true, cancelable: true }))
    link.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(button.hasAttribute('data-held-tap')).toBe(false)
    expect(link.getAttribute('data-held-tap')).toBe('')
    button.dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true, cancelable: true }))
    button.dispatchEvent(new win.MouseEvent('pointercancel', { bubbles: true, cancelable: true }))
    expect(button.hasAttribute('data-held-tap')).toBe(false)
    expect(link.getAttribute('data-held-tap')).toBe('')
  })

  it('keeps presses from the app until it releases the taps, so a hydrating React does not hydrate all at once', () => {
    const win = openAt('https://h5.example.com/test/comp')
    const root = win.document.getElementById('root')!
    const button = win.document.getElementById('toast')!
    const heard: string[] = []
    // Where React listens once hydration begins: on #root.
    const pressEvents = ['pointerdown', 'pointerup', 'touchstart', 'touchend', 'mousedown', 'mouseup', 'contextmenu']
    for (const type of [...pressEvents, 'click']) root.addEventListener(type, () => heard.push(type), true)
    button.dispatchEvent(new win.MouseEvent('pointerdown', { bubbles: true, cancelable: true }))
    // Still answered here: the press marks the button.
    expect(button.getAttribute('data-held-tap')).toBe('')
    for (const type of pressEvents) button.dispatchEvent(new win.MouseEvent(type, { bubbles: true, cancelable: true }))
    expect(heard).toEqual([])
    // A click on what is not a button or link is the app's to handle once it runs.
    win.document.querySelector('h1')!.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(heard).toEqual(['click'])
    ;(win as unknown as { __h5EarlyTaps: { release(): void } }).__h5EarlyTaps.release()
    for (const type of pressEvents) button.dispatchEvent(new win.MouseEvent(type, { bubbles: true, cancelable: true }))
    expect(heard).toEqual(['click', ...pressEvents])
  })

  it('leaves taps with a modifier key to the browser', () => {
    const win = openAt('https://h5.example.com/test/comp')
    const link = win.document.querySelector('a')!
    link.addEventListener('click', (event) => event.preventDefault())
    const ctrlClick = new win.MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    link.dispatchEvent(ctrlClick)
    expect((win as unknown as { __h5EarlyTaps: { taps: Element[] } }).__h5EarlyTaps.taps).toEqual([])
  })
})
