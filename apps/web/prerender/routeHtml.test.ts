import { createHash } from 'node:crypto'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { PRERENDER_GUARD } from './prerenderGuard.ts'
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

const parts = { template: TEMPLATE, title: '红包 <开>', css: '.page{color:red}', modulepreloads: ['/assets/start-C.js', '/assets/HomePage-D.js'] }

function parse(html: string) {
  return new JSDOM(html).window.document
}

describe('routeHtml', () => {
  it('names the route in the title, escaped', () => {
    expect(parse(routeHtml(parts)).title).toBe('红包 <开>')
    expect(routeHtml(parts)).toContain('<title>红包 &lt;开&gt;</title>')
  })

  it('inlines the CSS instead of linking the stylesheet, so nothing blocks the first paint', () => {
    const doc = parse(routeHtml(parts))
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0)
    expect(doc.head.querySelector('style')?.textContent).toBe('.page{color:red}')
  })

  it('preloads the route’s JS beside the entry', () => {
    const doc = parse(routeHtml(parts))
    expect([...doc.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/start-C.js',
      '/assets/HomePage-D.js',
    ])
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-A.js')
  })

  it('leaves #root empty, with no guard and the CSP untouched, when the route is not prerendered', () => {
    const html = routeHtml(parts)
    expect(parse(html).getElementById('root')?.outerHTML).toBe('<div id="root"></div>')
    expect(html).not.toContain('sha256-')
    expect(parse(html).querySelectorAll('script:not([src])')).toHaveLength(0)
  })

  it('puts a prerendered first paint in #root, names its path, and allows exactly the guard script by hash', () => {
    const html = routeHtml({ ...parts, prerender: { path: '/test/comp', html: '<main><h1>组件示例</h1></main>' } })
    const doc = parse(html)
    const root = doc.getElementById('root')!
    expect(root.getAttribute('data-prerendered')).toBe('/test/comp')
    expect(root.innerHTML).toBe('<main><h1>组件示例</h1></main>')
    const inline = doc.querySelector('script:not([src])')!
    expect(inline.textContent).toBe(PRERENDER_GUARD)
    const hash = createHash('sha256').update(inline.textContent!).digest('base64')
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toContain(
      `script-src 'self' 'sha256-${hash}'`,
    )
  })

  it('refuses a template it does not recognise and CSS that would end the style element', () => {
    expect(() => routeHtml({ ...parts, template: TEMPLATE.replace('<title>H5</title>', '') })).toThrow('index.html has no')
    expect(() => routeHtml({ ...parts, css: 'a{}</style><script>' })).toThrow('contains </style')
  })
})

describe('the guard script', () => {
  /** Runs the built HTML of `/test/comp` as a browser would at `url`, scripts on, no app. */
  function firstPaintAt(url: string): string {
    const html = routeHtml({ ...parts, prerender: { path: '/test/comp', html: '<main><h1>组件示例</h1></main>' } })
    const dom = new JSDOM(html.replace(/<script type="module"[^>]*><\/script>/, ''), { url, runScripts: 'dangerously' })
    return dom.window.document.getElementById('root')!.innerHTML
  }

  it('keeps the prerender on its own path, with any query or hash', () => {
    expect(firstPaintAt('https://h5.example.com/test/comp?from=share#top')).toBe('<main><h1>组件示例</h1></main>')
  })

  it('empties #root on any other path, as when a host answers every path with one file', () => {
    expect(firstPaintAt('https://h5.example.com/no/such/page')).toBe('')
    expect(firstPaintAt('https://h5.example.com/test/comp/')).toBe('')
  })
})
