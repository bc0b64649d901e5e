import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { BOOT_GUARD_GLOBAL, type BootGuard } from '../src/platform/bootGuard.ts'
import { routeHtml } from './routeHtml.ts'

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'" />
    <title>H5</title>
    <script type="module" crossorigin src="/assets/main-A.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

const FIRST_PAINT = '<main><h1>红包</h1><button id="open">开</button><a id="rules" href="/rules">规则</a></main>'

/**
 * A route's built HTML as a browser runs it, with the app never running: jsdom runs the inline scripts (the boot
 * guard, and the prerender's tap holder) but loads no module script, so each test says what failed.
 */
async function openPage({ prerendered = true, onLine = true } = {}) {
  const html = routeHtml({
    template: TEMPLATE,
    title: '红包',
    css: [],
    modulepreloads: [],
    prerender: prerendered ? { path: '/redpacket/open', html: FIRST_PAINT } : undefined,
  })
  const dom = new JSDOM(html, {
    url: 'https://h5.example.com/redpacket/open?redpacketID=rp_1',
    runScripts: 'dangerously',
    beforeParse(win) {
      Object.defineProperty(win.navigator, 'onLine', { configurable: true, get: () => onLine })
    },
  })
  const win = dom.window
  // The page as the browser runs its modules: parsed to the end.
  if (win.document.readyState === 'loading') await new Promise((resolve) => win.document.addEventListener('DOMContentLoaded', resolve))
  const entryFails = () => win.document.querySelector('script[type="module"]')!.dispatchEvent(new win.Event('error'))
  const guard = (win as unknown as Record<typeof BOOT_GUARD_GLOBAL, BootGuard>)[BOOT_GUARD_GLOBAL]
  const setOnLine = (value: boolean) => {
    onLine = value
    win.dispatchEvent(new win.Event(value ? 'online' : 'offline'))
  }
  return { win, doc: win.document, entryFails, guard, setOnLine }
}

const retryButton = (doc: Document) => doc.querySelector<HTMLButtonElement>('.boot-failure button')

describe('the boot guard', async () => {
  it('replaces a prerendered page whose entry script failed with 页面加载失败 and 重新加载', async () => {
    const { doc, entryFails } = await openPage()
    entryFails()
    const root = doc.getElementById('root')!
    expect(root.hasAttribute('data-prerendered')).toBe(false)
    expect(root.querySelector('#open')).toBeNull()
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('页面加载失败')
    expect(root.querySelector('[role="alert"] p')?.textContent).toBe('网络不稳定或页面已更新，请重新加载')
    expect(retryButton(doc)?.textContent).toBe('重新加载')
    expect(retryButton(doc)?.disabled).toBe(false)
  })

  it('fills the blank #root of a route without a prerender', async () => {
    const { doc, entryFails } = await openPage({ prerendered: false })
    expect(doc.getElementById('root')?.innerHTML).toBe('')
    entryFails()
    expect(doc.querySelector('#root h1')?.textContent).toBe('页面加载失败')
  })

  it('shows the screen when the app tells it the start failed, and for Vite’s preload error before the start', async () => {
    const told = await openPage()
    told.guard.fail()
    expect(told.doc.querySelector('#root h1')?.textContent).toBe('页面加载失败')

    const preload = await openPage()
    preload.win.dispatchEvent(new preload.win.Event('vite:preloadError'))
    expect(preload.doc.querySelector('#root h1')?.textContent).toBe('页面加载失败')
  })

  it('leaves a page alone once the app has started: the routes handle their own failures', async () => {
    const { win, doc, guard } = await openPage()
    guard.started()
    guard.fail()
    win.dispatchEvent(new win.Event('vite:preloadError'))
    expect(doc.querySelector('#root #open')).not.toBeNull()
    expect(doc.querySelector('.boot-failure')).toBeNull()
  })

  it('ignores other elements that fail to load (a picture, a classic script)', async () => {
    const { doc } = await openPage()
    const image = doc.createElement('img')
    doc.body.append(image)
    image.dispatchEvent(new doc.defaultView!.Event('error'))
    expect(doc.querySelector('.boot-failure')).toBeNull()
  })

  it('offline: says so and keeps 重新加载 disabled until the network is back', async () => {
    const { doc, entryFails, setOnLine } = await openPage({ onLine: false })
    entryFails()
    expect(doc.querySelector('.boot-failure p')?.textContent).toBe('网络连接已断开，连接网络后可重新加载')
    expect(retryButton(doc)?.textContent).toBe('等待网络恢复…')
    expect(retryButton(doc)?.disabled).toBe(true)
    setOnLine(true)
    expect(retryButton(doc)?.textContent).toBe('重新加载')
    expect(retryButton(doc)?.disabled).toBe(false)
    setOnLine(false)
    expect(retryButton(doc)?.disabled).toBe(true)
  })

  it('lets go of the taps the prerendered page held: a held link is followed, later taps are the browser’s', async () => {
    const { win, doc, entryFails } = await openPage()
    const link = doc.getElementById('rules')!
    const followed: string[] = []
    link.addEventListener('click', (event) => {
      followed.push(event.defaultPrevented ? 'held' : 'followed')
      event.preventDefault() // jsdom cannot navigate
    })
    const tap = (target: Element) => target.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }))
    tap(link)
    expect(followed).toEqual([])
    expect(link.hasAttribute('data-held-tap')).toBe(true)
    entryFails()
    expect(followed).toEqual(['followed'])
    expect(link.hasAttribute('data-held-tap')).toBe(false)
    expect((win as unknown as Record<string, unknown>).__h5EarlyTaps).toBeUndefined()
  })
})
