import { describe, expect, it } from 'vitest'
import { scriptsNamedBy } from './appBundle.ts'

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
})
