import { describe, expect, it } from 'vitest'
import { scriptsNamedBy } from './scriptsNamedBy.ts'

describe('scriptsNamedBy', () => {
  it('lists the module script and every modulepreload, not stylesheets, icons or inline scripts', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-A1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
      <link rel="icon" href="/favicon.svg">
      <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
      <link rel="modulepreload" crossorigin href="/assets/HomePage-D4.js">
    </head><body><script>(function(){})()</script></body>`
    expect(scriptsNamedBy(html)).toEqual(['assets/index-A1.js', 'assets/framework-B2.js', 'assets/HomePage-D4.js'])
  })

  it("counts a prerendered route's preloads, which wait in a template for its first paint", () => {
    const html = `<head><template id="deferred-modulepreloads"><link rel="modulepreload" crossorigin href="/assets/start-A1.js"><link rel="modulepreload" crossorigin href="/assets/OpenPage-B2.js"></template>
      <script type="module" crossorigin src="/assets/index-C3.js"></script></head>`
    expect(scriptsNamedBy(html)).toEqual(['assets/start-A1.js', 'assets/OpenPage-B2.js', 'assets/index-C3.js'])
  })
})
